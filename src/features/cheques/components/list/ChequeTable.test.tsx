import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Cheque } from '@/api/types/cheque';
import { ChequeTable, ROW_HEIGHT } from './ChequeTable';
import { DEFAULT_COLUMNS } from './chequeColumns';
import type { ListSelection } from './useListSelection';

const rows = Array.from({ length: 400 }, (_, i) => ({ checkId: `c${i}`, checkNumber: String(1000 + i), payee: `נמען ${i}`, amount: 100 + i, status: 'NEW', checkDate: '2026-03-05', createdAt: '2026-01-02' }) as Cheque);
const noop = () => undefined;
const selection: ListSelection = { selected: [], isSelected: () => false, toggle: noop, toggleAll: noop, clear: noop, allSelected: false, someSelected: false, complete: true };

function renderTable() {
  const { container } = render(
    <MemoryRouter>
      <ChequeTable rows={rows} columns={DEFAULT_COLUMNS} selection={selection} sort="createdAt" order="desc" onSort={noop} onOpen={noop} />
    </MemoryRouter>,
  );
  const scrollTo = (top: number) =>
    act(() => {
      const region = container.querySelector<HTMLElement>('.cheque-list-scroll')!;
      Object.defineProperty(region, 'scrollTop', { value: top, configurable: true, writable: true });
      fireEvent.scroll(region);
    });
  // A scroll as the browser sends it, outside act (fireEvent is in one): React schedules its work as on a page.
  const scrollBare = (top: number) => {
    const region = container.querySelector<HTMLElement>('.cheque-list-scroll')!;
    Object.defineProperty(region, 'scrollTop', { value: top, configurable: true, writable: true });
    region.dispatchEvent(new Event('scroll'));
  };
  return { scrollTo, scrollBare };
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('ChequeTable rows', () => {
  it('show every cell in few elements: 16 a row with a box and six columns (each made, styled and laid out as rows scroll in)', async () => {
    renderTable();
    const row = (await screen.findByLabelText('בחירת צ׳ק 1000 נמען 0')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'פתיחת צ׳ק 1000' })).toHaveAttribute('href', '/cheques/view/c0');
    for (const text of ['1000', 'נמען 0', /100\.00/, 'לטיפול', 'חדש', '05-03-2026', '02-01-2026']) expect(row).toHaveTextContent(text);
    // Dates stay machine-readable and isolated left to right.
    expect(row.querySelector('time[datetime="2026-03-05"]')).toHaveAttribute('dir', 'ltr');
    expect(row.querySelectorAll('*').length + 1).toBeLessThanOrEqual(16);
  });
});

describe('ChequeTable while scrolling', () => {
  it('draws the rows in view by their cheques, the same ones after a scroll and back', async () => {
    const { scrollTo } = renderTable();
    expect(await screen.findByLabelText('בחירת צ׳ק 1000 נמען 0')).toBeInTheDocument();
    scrollTo(ROW_HEIGHT * 200);
    expect(screen.queryByLabelText('בחירת צ׳ק 1000 נמען 0')).not.toBeInTheDocument();
    const row = screen.getByLabelText('בחירת צ׳ק 1201 נמען 201').closest('tr')!;
    expect(row).toHaveAttribute('aria-rowindex', '203');
    expect(row).toHaveTextContent('1201');
    expect(row).toHaveTextContent('נמען 201');
    scrollTo(0);
    expect(screen.getByLabelText('בחירת צ׳ק 1000 נמען 0').closest('tr')).toHaveTextContent('נמען 0');
  });

  it('draws the rows a wheel notch brings in after the scroll event, and the rows of a jump in it (no blank rows)', async () => {
    const { scrollBare } = renderTable();
    await screen.findByLabelText('בחירת צ׳ק 1000 נמען 0');
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // Four rows down: the rows in view were drawn already (the overscan); the one coming in below
      // them is drawn in a task after the scroll's.
      scrollBare(ROW_HEIGHT * 4);
      expect(screen.getByLabelText('בחירת צ׳ק 1017 נמען 17')).toBeInTheDocument();
      expect(screen.queryByLabelText('בחירת צ׳ק 1020 נמען 20')).not.toBeInTheDocument();
      expect(await screen.findByLabelText('בחירת צ׳ק 1020 נמען 20')).toBeInTheDocument();
      // Far down: none of the rows in view was drawn, they are drawn at once.
      scrollBare(ROW_HEIGHT * 200);
      expect(screen.getByLabelText('בחירת צ׳ק 1201 נמען 201').closest('tr')).toHaveTextContent('נמען 201');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });

  it("keeps a focused box focused while its row stays drawn, and lets go of it once the row scrolls out (a space must not tick another cheque's box)", async () => {
    const { scrollTo } = renderTable();
    const box = await screen.findByLabelText('בחירת צ׳ק 1002 נמען 2');
    // React hears focus as focusin, which jsdom's focus() does not send.
    act(() => box.focus());
    fireEvent.focusIn(box);
    scrollTo(ROW_HEIGHT);
    expect(document.activeElement).toBe(screen.getByLabelText('בחירת צ׳ק 1002 נמען 2'));
    scrollTo(ROW_HEIGHT * 100);
    expect(document.activeElement?.getAttribute('aria-label') ?? null).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
