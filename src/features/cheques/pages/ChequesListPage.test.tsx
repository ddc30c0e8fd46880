import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { publicUser } from '@mocks/db/views';
import { recordRequests, type RecordedRequest } from '@/test/recordRequests';
import { mockRow, scenario } from '@mocks/scenarios';
import { actingAs } from '@/test/actingAs';
import { countTurns } from '@/lib/chequeNextAction';
import { matchesFilter } from '@/lib/chequeListFilter';
import { formatMoney } from '@/lib/money';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };

const searches = (seen: RecordedRequest[]) => seen.filter((r) => r.method === 'GET' && r.url.pathname === '/api/check/search/gilboa-trade');
const lastSearch = (seen: RecordedRequest[]) => Object.fromEntries(searches(seen).at(-1)!.url.searchParams);
const rowLinks = () => screen.getAllByRole('link', { name: /^פתיחת צ׳ק/ });

async function openList(path = '/cheques', as = OWNER) {
  const seen = recordRequests().all;
  const view = renderApp(path, as);
  await screen.findByRole('link', { name: 'פתיחת צ׳ק 1000100' });
  return { seen, ...view };
}

describe('the cheque lists', () => {
  it('shows the workspace cheques by stage with the exact status beside it, and asks the server for this list', async () => {
    const { seen } = await openList();
    expect(screen.getByRole('heading', { name: 'כל הצ׳קים' })).toBeInTheDocument();
    expect(lastSearch(seen)).toEqual({ box: 'all' });
    const row = screen.getByRole('link', { name: 'פתיחת צ׳ק 1000100' }).closest('tr')!;
    expect(within(row).getByText('משה לוי')).toBeInTheDocument();
    // New and partly signed: its stage is signing; "new" is the exact status, said beside it.
    expect(within(row).getByText('בחתימה')).toHaveClass('status-badge', 'bg-warning-subtle');
    expect(within(row).getByText('חדש')).toHaveClass('text-body-secondary');
  });

  it('serves the archive from its own path', async () => {
    const seen = recordRequests().all;
    renderApp('/cheques/archive', OWNER);
    expect(await screen.findByRole('heading', { name: 'ארכיון' })).toBeInTheDocument();
    await waitFor(() => expect(lastSearch(seen)).toEqual({ box: 'archive' }));
    expect(await screen.findAllByText('נמחק')).not.toHaveLength(0);
    expect(screen.queryByText('חדש')).not.toBeInTheDocument();
  });

  it('filters by an ALL_ status group: the query, the URL and the rows follow', async () => {
    const { seen } = await openList();
    await userEvent.selectOptions(screen.getByLabelText('סטטוס'), 'ALL_SENT');
    await waitFor(() => expect(lastSearch(seen)).toEqual({ box: 'all', status: 'ALL_SENT' }));
    expect(window.location.search).toBe('?status=ALL_SENT');
    await waitFor(() => expect(rowLinks()).toHaveLength(4));
  });

  // The headline counts what this user can act on now, and how many wait for someone else.
  it.each([['owner@demo.co.il'], ['user@demo.co.il'], ['viewer@demo.co.il']])(
    'narrows to a stage in the client and heads the list with what %s can act on',
    async (email) => {
      const seen = recordRequests().all;
      renderApp('/cheques?stage=signing', { as: email, workspace: 'gilboa-trade' });
      const rows = db.cheques.filter((c) => c.wsId === 'w1' && matchesFilter(c, { box: 'all', stage: 'signing' }));
      const turns = countTurns(rows, actingAs(email));
      const mine = turns.mine ? `${turns.mine} צ׳קים ממתינים לך · ${formatMoney(turns.mineAgorot, 'he')}` : 'אין צ׳קים שממתינים לך';
      const headline = (await screen.findByText(/ממתינים לך/)).closest('p')!;
      // The element's text is read with its spaces folded (the amount's no-break space too).
      await waitFor(() => expect(headline).toHaveTextContent(`${rows.length} צ׳קים · ${mine}`.replace(/\s+/g, ' ')));
      if (turns.others) expect(headline).toHaveTextContent(`עוד ${turns.others} ממתינים לאחרים`);
      expect(screen.getByLabelText('שלב')).toHaveValue('signing');
      // The stage is not a parameter of the contract: the server is asked for the list without it.
      expect(lastSearch(seen)).toEqual({ box: 'all' });
      if (email === 'viewer@demo.co.il') expect(turns.mine).toBe(0);
      else expect(turns.mine).toBeGreaterThan(0);
    },
  );

  it('offers each row its next action for the user, and a viewer none', async () => {
    await openList();
    expect(screen.getByRole('columnheader', { name: 'הפעולה הבאה' })).toBeInTheDocument();
    // New and signed by another signator only: the owner's next move is his signature.
    expect(screen.getByRole('link', { name: 'חתימה: צ׳ק 1000100' })).toHaveAttribute('href', '/cheques/view/c100?tab=signature');
  });

  it('offers a viewer no next action on any row', async () => {
    await openList('/cheques', { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' });
    expect(screen.queryByRole('columnheader', { name: 'הפעולה הבאה' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^(חתימה|הפקדה|שליחה|השלמת פרטים): צ׳ק/ })).not.toBeInTheDocument();
  });

  it('reads the filters from a link or a reload', async () => {
    const seen = recordRequests().all;
    renderApp('/cheques/sent?status=AWAITING_DELIVERY&sort=amount&order=desc', OWNER);
    await screen.findByRole('link', { name: 'פתיחת צ׳ק 1000114' });
    expect(lastSearch(seen)).toEqual({ box: 'sent', status: 'AWAITING_DELIVERY', sort: 'amount', order: 'desc' });
    expect(screen.getByLabelText('סטטוס')).toHaveValue('AWAITING_DELIVERY');
    expect(rowLinks()).toHaveLength(2);
  });

  it('filters by a due-date range typed as DD-MM-YYYY and refuses a malformed date', async () => {
    const { seen } = await openList();
    const from = screen.getByLabelText('פירעון מתאריך');
    expect(from).toHaveAccessibleDescription('יום-חודש-שנה, למשל 15-03-2026');
    // The format, not a day that looks like a filter already set.
    expect(from).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await userEvent.type(from, '01.01.2030');
    await waitFor(() => expect(lastSearch(seen)).toEqual({ box: 'all', from: '2030-01-01' }));
    expect(window.location.search).toBe('?from=2030-01-01');
    expect(await screen.findByText('אין צ׳קים שמתאימים לסינון. נסו לשנות או לנקות את הסינון.')).toBeInTheDocument();
    const to = screen.getByLabelText('פירעון עד תאריך');
    await userEvent.type(to, '31-02-2030');
    await userEvent.tab();
    expect(to).toHaveAccessibleDescription('יום-חודש-שנה, למשל 15-03-2026 תאריך לא תקין (יום-חודש-שנה)');
    expect(lastSearch(seen).to).toBeUndefined();
  });

  it('searches free text: the rows narrow and the server gets q', async () => {
    const { seen } = await openList();
    await userEvent.type(screen.getByLabelText('חיפוש'), 'אורית');
    await waitFor(() => expect(lastSearch(seen)).toEqual({ box: 'all', q: 'אורית' }));
    expect(window.location.search).toBe(`?q=${encodeURIComponent('אורית')}`);
    await waitFor(() => expect(rowLinks()).toHaveLength(5));
  });

  // A menu link changes the address at once and draws the next screen a moment later: a search
  // typed into the list being left, written when typing paused, took the user back to that list
  // (its address replaced the archive's) with rows of neither.
  it('drops a search typed into a list the user is leaving: the archive opens with its own rows and an empty box', async () => {
    const seen = recordRequests().all;
    renderApp(`/cheques?q=${encodeURIComponent('אורית')}`, OWNER);
    await screen.findByRole('link', { name: 'פתיחת צ׳ק 5000902' });
    const search = screen.getByLabelText('חיפוש');
    await userEvent.clear(search);
    await userEvent.type(search, '5000902');
    window.history.pushState(null, '', '/cheques/archive');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByRole('heading', { name: 'ארכיון' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/cheques/archive');
    expect(screen.getByLabelText('חיפוש')).toHaveValue('');
    const archived = db.cheques.filter((c) => c.wsId === 'w1' && matchesFilter(c, { box: 'archive' }));
    await waitFor(() => expect(screen.getByText(`${archived.length} צ׳קים`, { exact: false })).toBeInTheDocument());
    expect(rowLinks().length).toBeGreaterThan(1);
    expect(searches(seen).filter((r) => r.url.searchParams.get('q') === '5000902')).toEqual([]);
  });

  it('sorts by a column header, then reverses on a second click', async () => {
    const { seen } = await openList();
    await userEvent.click(screen.getByRole('button', { name: 'סכום' }));
    await waitFor(() => expect(lastSearch(seen)).toEqual({ box: 'all', sort: 'amount', order: 'asc' }));
    expect(window.location.search).toBe('?sort=amount&order=asc');
    expect(screen.getByRole('columnheader', { name: /סכום/ })).toHaveAttribute('aria-sort', 'ascending');
    const amounts = () => db.cheques.filter((c) => c.wsId === 'w1' && !c.isDeleted).map((c) => Number(c.amount));
    const numberOf = (id: string) => mockRow.cheque(id).checkNumber;
    const smallest = db.cheques.find((c) => c.wsId === 'w1' && !c.isDeleted && Number(c.amount) === Math.min(...amounts()))!;
    await waitFor(() => expect(rowLinks()[0]).toHaveAccessibleName(`פתיחת צ׳ק ${numberOf(smallest.checkId)}`));
    await userEvent.click(screen.getByRole('button', { name: 'סכום' }));
    await waitFor(() => expect(lastSearch(seen)).toEqual({ box: 'all', sort: 'amount', order: 'desc' }));
    const largest = db.cheques.find((c) => c.wsId === 'w1' && !c.isDeleted && Number(c.amount) === Math.max(...amounts()))!;
    await waitFor(() => expect(rowLinks()[0]).toHaveAccessibleName(`פתיחת צ׳ק ${numberOf(largest.checkId)}`));
  });

  it('opens a cheque when its row is clicked', async () => {
    await openList();
    const row = screen.getByRole('link', { name: 'פתיחת צ׳ק 1000100' }).closest('tr')!;
    await userEvent.click(within(row).getByText('משה לוי'));
    expect(window.location.pathname).toBe('/cheques/view/c100');
  });
});

describe('restricted accounts in the list', () => {
  it('flags the row, and once chosen says how many are restricted with the Bank of Israel lookup', async () => {
    mockRow.cheque('c100').restrictedAccount = true;
    await openList();
    const row = screen.getByRole('link', { name: 'פתיחת צ׳ק 1000100' }).closest('tr')!;
    expect(within(row).getByText('חשבון מוגבל')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /בדיקה באתר בנק ישראל/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('בחירת צ׳ק 1000100 משה לוי'));
    await userEvent.click(screen.getByLabelText('בחירת צ׳ק 1000101 שרה כהן'));
    expect(screen.getByText('נבחר צ׳ק מחשבון מוגבל')).toBeInTheDocument();
    const lookup = screen.getByRole('link', { name: 'בדיקה באתר בנק ישראל (נפתח בלשונית חדשה)' });
    expect(lookup).toHaveAttribute('href', 'https://www.boi.org.il/he/ConsumerInformation/RestrictedAccountsAndCustomers');
    expect(lookup).toHaveAttribute('target', '_blank');
    expect(lookup).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('column editing', () => {
  it('saves the chosen and ordered columns for the workspace with PUT /api/user/inbox/columns/{ws}', async () => {
    const puts: unknown[] = [];
    server.use(
      http.put('*/api/user/inbox/columns/:ws', async ({ request, params }) => {
        const body = (await request.json()) as { columns: string[] };
        puts.push({ ws: params.ws, body });
        const row = mockRow.user('owner@demo.co.il');
        row.inboxColumns = { ...row.inboxColumns, [String(params.ws)]: body.columns };
        return HttpResponse.json({ user: publicUser(row) });
      }),
    );
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'עריכת עמודות' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('נוצר'));
    await userEvent.click(within(dialog).getByLabelText('טלפון מוטב'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'הזזת סכום למעלה' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(puts).toEqual([{ ws: 'gilboa-trade', body: { columns: ['checkNumber', 'amount', 'payee', 'checkDate', 'status', 'payeePhone'] } }]));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'נוצר' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕▲▼]/g, ''))).toEqual([
      '',
      'מספר צ׳ק',
      'סכום',
      'מוטב',
      'תאריך פירעון',
      'סטטוס',
      'טלפון מוטב',
      // not a column to choose: the row's next action closes every row
      'הפעולה הבאה',
    ]);
  });

  it('is stored by the real mock backend for the user and workspace', async () => {
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'עריכת עמודות' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('תגיות'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }));
    await waitFor(() =>
      expect(mockRow.user('owner@demo.co.il').inboxColumns['gilboa-trade']).toEqual([
        'checkNumber', 'payee', 'amount', 'checkDate', 'status', 'createdAt', 'tags',
      ]),
    );
    expect(await screen.findByRole('columnheader', { name: 'תגיות' })).toBeInTheDocument();
  });

  it('restores the columns saved for the workspace on the next visit', async () => {
    scenario('saved inbox columns', ['payee', 'amount', 'nonsense']);
    renderApp('/cheques', OWNER);
    await screen.findByRole('link', { name: 'פתיחת צ׳ק 1000100' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕▲▼]/g, ''))).toEqual(['', 'מוטב', 'סכום', 'הפעולה הבאה']);
  });

  it('keeps the choice and tells why when the save fails', async () => {
    server.use(http.put('*/api/user/inbox/columns/:ws', () => HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })));
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'עריכת עמודות' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('נוצר'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }));
    expect(await within(dialog).findByText('משהו השתבש. נסו שוב.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('נוצר')).not.toBeChecked();
  });
});
