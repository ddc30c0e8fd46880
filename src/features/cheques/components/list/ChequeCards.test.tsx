import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Cheque } from '@/api/types/cheque';
import { i18n } from '@/i18n/i18n';
import { renderWithStore } from '@/test/renderApp';
import { CARD_HEIGHT, ChequeCards } from './ChequeCards';
import type { ListSelection } from './useListSelection';

const cheque = (over: Partial<Cheque> & { checkId: string }): Cheque => ({ amount: 1234.5, status: 'NEW', payee: 'משה לוי', checkNumber: '1001', checkDate: '2026-03-01', ...over }) as Cheque;

const rows = [cheque({ checkId: 'c1' }), cheque({ checkId: 'c2', payee: 'דנה כהן', checkNumber: '1002', restrictedAccount: true })];

function selectionOf(selected: string[]): ListSelection {
  return { isSelected: (id: string) => selected.includes(id), toggle: vi.fn(), toggleAll: vi.fn(), allSelected: false, someSelected: selected.length > 0, complete: true } as unknown as ListSelection;
}

const draw = (props: Partial<Parameters<typeof ChequeCards>[0]> = {}) =>
  renderWithStore(<ChequeCards rows={rows} selection={null} onOpen={vi.fn()} {...props} />, (ui) => <MemoryRouter initialEntries={['/cheques?q=a']}>{ui}</MemoryRouter>);

describe('ChequeCards (the phone list)', () => {
  beforeAll(() => i18n.loadNamespaces('chequeLists'));

  it("shows each cheque's payee (a link to it), amount, number, due date, status and restricted flag", () => {
    draw();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]);
    expect(second.getByRole('link', { name: 'דנה כהן' })).toHaveAttribute('href', '/cheques/view/c2');
    expect(cards[1]).toHaveTextContent('1002');
    expect(cards[1]).toHaveTextContent('01-03-2026');
    expect(cards[1]).toHaveTextContent(/1,234\.50/);
    expect(cards[1]).toHaveTextContent('חשבון מוגבל');
    expect(within(cards[0]).queryByText('חשבון מוגבל')).toBeNull();
    // A viewer: no boxes to tick.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('ticks a cheque with its box, opens it from the card, and offers its next action', async () => {
    const selection = selectionOf(['c2']);
    const onOpen = vi.fn();
    draw({ selection, onOpen, nextOf: (c) => (c.checkId === 'c1' ? 'sign' : null) });
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]);
    expect(boxes[0]).toHaveAccessibleName(/1001/);
    await userEvent.click(boxes[0]);
    expect(selection.toggle).toHaveBeenCalledWith('c1');
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('listitem')[1].querySelector('.cheque-card__meta')!);
    expect(onOpen).toHaveBeenCalledWith('c2');
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]).getAllByRole('link')).toHaveLength(2);
    expect(within(cards[1]).getAllByRole('link')).toHaveLength(1);
  });

  it("tells a screen reader each card's place in the whole list, and lets go of a focused box once its card scrolls out", async () => {
    const many = Array.from({ length: 300 }, (_, i) => cheque({ checkId: `m${i}`, checkNumber: String(5000 + i), payee: `נמען ${i}` }));
    const { container } = draw({ rows: many, selection: selectionOf([]) });
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]).toHaveAttribute('aria-posinset', '1');
    expect(cards[0]).toHaveAttribute('aria-setsize', '300');
    const box = within(cards[1]).getByRole('checkbox');
    act(() => box.focus());
    fireEvent.focusIn(box);
    act(() => {
      const region = container.querySelector<HTMLElement>('.cheque-list-scroll')!;
      Object.defineProperty(region, 'scrollTop', { value: CARD_HEIGHT * 100, configurable: true, writable: true });
      fireEvent.scroll(region);
    });
    const card = screen.getByRole('link', { name: 'נמען 100' }).closest('li')!;
    expect(card).toHaveAttribute('aria-posinset', '101');
    expect(card).toHaveTextContent('5100');
    expect(document.activeElement).toBe(document.body);
  });

  it('draws a card with a box and an action in 14 elements, its texts all there', async () => {
    draw({ selection: selectionOf([]), nextOf: () => 'sign' });
    const card = screen.getAllByRole('listitem')[0];
    for (const text of ['משה לוי', '1001', '01-03-2026', /1,234\.50/, 'לטיפול', 'חדש']) expect(card).toHaveTextContent(text);
    expect(within(card).getByRole('checkbox')).toHaveAccessibleName(/1001/);
    expect(card.querySelector('time[datetime="2026-03-01"]')).toHaveAttribute('dir', 'ltr');
    expect(card.querySelectorAll('*').length + 1).toBeLessThanOrEqual(14);
  });
});
