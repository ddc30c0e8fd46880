import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STUB_PNG, stubCanvas } from '@/test/stubCanvas';
import { SignLinkPad } from './SignLinkPad';

// The signer's pad before its library (signature_pad) is there: a box of the same size.
beforeEach(() => {
  stubCanvas();
  // Never in view: the library is asked for only when the box is touched.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', target: Element, x: number, y: number) =>
  fireEvent[type](target, { button: 0, buttons: type === 'pointerUp' ? 0 : 1, pointerId: 7, clientX: x, clientY: y, pointerType: 'touch' });

describe('SignLinkPad', () => {
  it('keeps a stroke drawn before its library arrives: the pad shows it, it can be undone, and its picture is sent on', async () => {
    const onChange = vi.fn();
    const { container } = render(<SignLinkPad onChange={onChange} />);
    expect(screen.queryByRole('img', { name: 'משטח חתימה' })).not.toBeInTheDocument();
    const box = container.querySelector('.link-pad__canvas')!;
    // The touch asks for the library; the finger goes on drawing while it loads.
    pointer('pointerDown', box, 20, 30);
    pointer('pointerMove', box, 60, 45);
    pointer('pointerMove', box, 110, 35);
    pointer('pointerUp', box, 140, 50);
    expect(await screen.findByRole('img', { name: 'משטח חתימה' })).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(STUB_PNG));
    const undo = screen.getByRole('button', { name: 'ביטול פעולה' });
    expect(undo).toBeEnabled();
    fireEvent.click(undo);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });

  it('starts empty when nothing was drawn before the library arrived', async () => {
    const onChange = vi.fn();
    const { container } = render(<SignLinkPad onChange={onChange} />);
    // A press of the other button asks for the library and draws nothing.
    fireEvent.pointerDown(container.querySelector('.link-pad__canvas')!, { button: 2, buttons: 2, pointerId: 3, clientX: 5, clientY: 5 });
    expect(await screen.findByRole('img', { name: 'משטח חתימה' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ביטול פעולה' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalledWith(STUB_PNG);
  });
});
