import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { recordRequests } from '@/test/recordRequests';
import { mockRow } from '@mocks/scenarios';
import { db } from '@mocks/db/database';
import { i18n } from '@/i18n/i18n';
import { amountInHebrewWords } from '@/lib/amountInWords';
import { shekelsToAgorot } from '@/lib/money';

async function open(checkId = 'c100', as = 'owner@demo.co.il') {
  const user = userEvent.setup();
  const view = renderApp(`/cheques/view/${checkId}`, { as, workspace: 'gilboa-trade' });
  const cheque = mockRow.cheque(checkId);
  await screen.findByRole('heading', { name: `צ׳ק מס׳ ${cheque.checkNumber}` });
  return { user, cheque, ...view };
}

async function confirmIn(user: ReturnType<typeof userEvent.setup>, title: string, button: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: button }));
}

/** A destructive action: in the header's menu, never a button of its own. */
async function fromMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'פעולות נוספות' }));
  await user.click(await screen.findByRole('button', { name }));
}

/** The header's own buttons, the menu's items left out. */
const headerButtons = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((b) => !b.closest('.dropdown-menu'))
    .map((b) => b.textContent);

const firstOf = (match: (c: ReturnType<typeof mockRow.cheque>) => boolean) => db.cheques.find((c) => c.wsId === 'w1' && !c.isDeleted && match(c))!;

describe('the next action first, by state and role', () => {
  beforeAll(async () => {
    await import('./ChequeViewPage');
  });
  beforeEach(() => server.use(http.get('/api/check/images/:side/:id', () => HttpResponse.error())));
  const group = () => screen.getByRole('group', { name: 'פעולות על הצ׳ק' });

  it('asks the owner to sign a new cheque he has not signed, and opens the signature tab', async () => {
    const cheque = firstOf((c) => c.status === 'NEW' && c.signingStatus === 'UNSIGNED');
    const { user } = await open(cheque.checkId);
    const [first] = within(group()).getAllByRole('button');
    expect(first).toHaveTextContent('חתימה');
    expect(first).toHaveClass('btn-primary');
    await user.click(first);
    expect(screen.getByRole('tab', { name: 'חתימה' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks the owner to deposit a new signed cheque, and opens the deposit tab', async () => {
    const cheque = firstOf((c) => c.status === 'NEW' && c.signingStatus === 'SIGNED' && !c.needsCorrectionApproval && c.isValidMicr !== false);
    const { user } = await open(cheque.checkId);
    expect(screen.getByText(/מה הלאה/).parentElement).toHaveTextContent('כדי לקבל את הכסף יש להפקיד את הצ׳ק');
    await user.click(within(group()).getByRole('button', { name: 'הפקדה' }));
    expect(screen.getByRole('tab', { name: 'הפקדה' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers a user without the deposit capability no deposit on the same cheque', async () => {
    const cheque = firstOf((c) => c.status === 'NEW' && c.signingStatus === 'SIGNED' && !c.needsCorrectionApproval && c.isValidMicr !== false);
    await open(cheque.checkId, 'user@demo.co.il');
    expect(screen.queryByRole('button', { name: 'הפקדה' })).not.toBeInTheDocument();
  });

  it('asks to complete the details of a cheque of unknown status, approval beside it', async () => {
    await open('c904');
    expect(headerButtons(group())).toEqual(['השלמת פרטים', 'אישור כתקין', 'פעולות נוספות']);
  });

  it('sends a signed cheque awaiting delivery from the delivery page', async () => {
    const cheque = firstOf((c) => c.status === 'AWAITING_DELIVERY_CI3' && c.signingStatus === 'SIGNED');
    await open(cheque.checkId);
    expect(within(group()).getByRole('link', { name: 'שליחה' })).toHaveAttribute('href', `/checks/delivery?ids=${cheque.checkId}`);
  });

  it('offers no next action on a cheque at the bank', async () => {
    const cheque = firstOf((c) => c.status === 'AWAITING_BANK' && c.signingStatus === 'SIGNED');
    await open(cheque.checkId);
    expect(screen.queryByRole('button', { name: /^(חתימה|הפקדה|השלמת פרטים)$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'שליחה' })).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrows as a tab list does, the left arrow forward in Hebrew; Tab reaches the chosen tab only', async () => {
    const cheque = firstOf((c) => c.status === 'NEW' && c.signingStatus === 'SIGNED');
    const { user } = await open(cheque.checkId);
    const tab = (name: string) => screen.getByRole('tab', { name });
    const chosen = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
    (await screen.findByRole('tab', { name: 'פרטי הצ׳ק' })).focus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('חתימה')).toHaveFocus();
    expect(chosen()).toEqual(['חתימה']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('מעקב פעילות')).toHaveFocus();
    expect(chosen()).toEqual(['מעקב פעילות']);
    await user.keyboard('{Home}');
    expect(tab('פרטי הצ׳ק')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('מעקב פעילות')).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0).map((t) => t.textContent)).toEqual(['מעקב פעילות']);
  });

  it('opens on the tab a list row asked for', async () => {
    const cheque = firstOf((c) => c.status === 'NEW' && c.signingStatus === 'SIGNED');
    renderApp(`/cheques/view/${cheque.checkId}?tab=deposit`, { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    expect(await screen.findByRole('tab', { name: 'הפקדה' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the cheque view header and actions', () => {
  beforeAll(async () => {
    await import('./ChequeViewPage');
    await import('@/app/layout/DefaultLayout');
  });
  // jsdom never settles a blob reply: the picture fails at once and shows the placeholder.
  beforeEach(() => server.use(http.get('/api/check/images/:side/:id', () => HttpResponse.error())));

  it('shows the number, amount, status and front picture of the cheque', async () => {
    const { cheque } = await open();
    // Its stage first, the exact status beside it.
    expect(screen.getByText('בחתימה', { selector: '.status-badge' })).toBeInTheDocument();
    expect(screen.getByText('חדש', { selector: '.cheque-stage__status' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: `הצד הקדמי של צ׳ק ${cheque.checkNumber}` })).toBeInTheDocument();
    expect(document.querySelector('.cheque-summary__amount')?.textContent).toMatch(/₪/);
    expect(screen.getByRole('button', { name: `הגדלת התמונה: הצד הקדמי של צ׳ק ${cheque.checkNumber}` })).toBeInTheDocument();
    // What next says the header's action: the owner has not signed this new cheque yet.
    expect(screen.getByText(/מה הלאה/).parentElement).toHaveTextContent('הצ׳ק ממתין לחתימה שלך');
  });

  it('asks the front picture with the cheque, before the cheque is in', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The cheque's reply waits (then the mock answers it); the picture is asked meanwhile.
    server.use(http.get('/api/check/workspace/:ws/:checkId', async () => void (await held)));
    const pictures = recordRequests().to('GET', '/api/check/images/front/c100');
    renderApp('/cheques/view/c100', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    await waitFor(() => expect(pictures).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: `צ׳ק מס׳ ${mockRow.cheque('c100').checkNumber}` })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('img', { name: `הצד הקדמי של צ׳ק ${mockRow.cheque('c100').checkNumber}` })).toBeInTheDocument();
  });

  it('tells a malformed cheque reply with a retry, and asks the cheque once, not again after each failure', async () => {
    server.use(http.get('/api/check/workspace/:ws/:checkId', () => HttpResponse.json(null)));
    const asked = recordRequests().to('GET', '/api/check/workspace/gilboa-trade/c100');
    renderApp('/cheques/view/c100', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => within(alert).queryByRole('button', { name: 'ניסיון נוסף' }))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toHaveLength(1);
  });

  it('says the amount in words as the cheque writes it, in Hebrew, on an Arabic page too', async () => {
    const { cheque } = await open();
    await act(() => i18n.changeLanguage('ar'));
    try {
      const words = await screen.findByText(amountInHebrewWords(shekelsToAgorot(cheque.amount)!), { selector: '.cheque-summary__words span' });
      expect(words).toHaveAttribute('lang', 'he');
      // The label said before them is Arabic, in the page's language.
      expect(words.closest('.cheque-summary__words')).toHaveTextContent(/^المبلغ كتابةً: /);
      expect(words.closest('.cheque-summary__words')).not.toHaveAttribute('lang');
    } finally {
      await act(() => i18n.changeLanguage('he'));
    }
  });

  it('marks the cheque as rejected only after the question, noting it was set manually', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check/action');
    const { user } = await open();
    await fromMenu(user, 'סימון כנדחה');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ביטול' }));
    expect(bodies).toEqual([]);
    await fromMenu(user, 'סימון כנדחה');
    await confirmIn(user, 'לסמן את הצ׳ק כנדחה?', 'סימון כנדחה');
    expect(await screen.findByText('הצ׳ק סומן כנדחה.')).toBeInTheDocument();
    expect(bodies).toEqual([{ wsId: 'w1', ids: ['c100'], action: 'reject', dataToUpdate: { comment: 'סומן כנדחה ידנית', setManually: true } }]);
    expect(mockRow.cheque('c100').status).toBe('REJECTED');
    expect(await screen.findByText('נדחה', { selector: '.cheque-stage__status' })).toBeInTheDocument();
    expect(screen.getByText('דורש תשומת לב', { selector: '.status-badge' })).toBeInTheDocument();
  });

  it('offers approval only when a review is due, and deleting in the menu of destructive actions', async () => {
    const { user } = await open();
    expect(screen.queryByRole('button', { name: 'אישור כתקין' })).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'פעולות על הצ׳ק' });
    expect(headerButtons(group)).toEqual(['חתימה', 'פעולות נוספות']);
    await user.click(screen.getByRole('button', { name: 'פעולות נוספות' }));
    const remove = await screen.findByRole('button', { name: 'מחיקת הצ׳ק' });
    expect(remove).toHaveClass('text-danger');
    expect(remove.closest('.dropdown-menu')).toHaveClass('show');
  });

  it('approves a cheque of unknown status as valid after review', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check/action');
    const { user } = await open('c904');
    await user.click(screen.getByRole('button', { name: 'אישור כתקין' }));
    await confirmIn(user, 'לאשר את הצ׳ק כתקין?', 'אישור כתקין');
    expect(await screen.findByText('הצ׳ק אושר כתקין.')).toBeInTheDocument();
    expect(bodies).toEqual([{ wsId: 'w1', ids: ['c904'], action: 'approve' }]);
  });

  it('deletes the cheque after confirmation and returns to the list', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check/action');
    const { user } = await open();
    await fromMenu(user, 'מחיקת הצ׳ק');
    await confirmIn(user, 'למחוק את הצ׳ק?', 'מחיקת הצ׳ק');
    await waitFor(() => expect(window.location.pathname).toBe('/cheques'));
    expect(bodies).toEqual([{ wsId: 'w1', ids: ['c100'], action: 'delete' }]);
    expect(mockRow.cheque('c100').isDeleted).toBe(true);
  });

  it('tells a refused action in words and keeps the cheque as it was', async () => {
    server.use(http.post('/api/check/action', () => HttpResponse.json({ message: 'Access to the requested resource is forbidden' }, { status: 403 })));
    const { user } = await open('c904');
    await user.click(screen.getByRole('button', { name: 'אישור כתקין' }));
    await confirmIn(user, 'לאשר את הצ׳ק כתקין?', 'אישור כתקין');
    expect(await screen.findByText('אין הרשאה לגשת למשאב המבוקש.')).toBeInTheDocument();
    expect(mockRow.cheque('c904').status).toBe('UNKNOWN');
  });

  it('warns that a cheque eight months past its date is stale', async () => {
    await open('c905');
    expect(screen.getByRole('alert')).toHaveTextContent(/צ׳ק ישן: עברו יותר משישה חודשים מתאריכו/);
  });

  it('goes back to the list it came from, with its filters', async () => {
    const user = userEvent.setup();
    renderApp('/cheques?status=NEW&sort=amount&order=asc', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    const [row] = await screen.findAllByRole('link', { name: /^פתיחת צ׳ק/ });
    await user.click(row);
    await user.click(await screen.findByRole('link', { name: 'חזרה לרשימה' }));
    await waitFor(() => expect(window.location.search).toBe('?status=NEW&sort=amount&order=asc'));
    expect(window.location.pathname).toBe('/cheques');
  });

  it('shows a viewer the cheque with no action: no buttons, no action tabs, the reason said', async () => {
    await open('c100', 'viewer@demo.co.il');
    expect(screen.queryByRole('group', { name: 'פעולות על הצ׳ק' })).not.toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['פרטי הצ׳ק', 'מעקב פעילות']);
    expect(await screen.findByText('צופה יכול רק לצפות: בקשו ממנהל סביבת העבודה תפקיד משתמש.')).toBeInTheDocument();
    const panel = document.getElementById('cheque-panel-info')!;
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(within(panel).queryByRole('textbox', { name: 'הערה חדשה' })).not.toBeInTheDocument();
  });

  it.each([
    ['a user notes a contact, a payment made another way or collection', 'user@demo.co.il', true],
    ['a viewer only opens its evidence page', 'viewer@demo.co.il', false],
  ])('a returned cheque: %s', async (_label, as, notes) => {
    const { cheque } = await open('c950', as);
    const actions = await screen.findByRole('group', { name: `פעולות על צ׳ק ${cheque.checkNumber}` });
    expect(within(actions).getByRole('link', { name: 'דף ראיות' })).toBeInTheDocument();
    const names = within(actions).queryAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(notes ? ['פנייה למושך', 'שולם בדרך אחרת', 'נשלח לגבייה'] : []);
    // Depositing again needs the deposit capability, which neither has.
    expect(within(actions).queryByRole('link', { name: 'הפקדה חוזרת' })).not.toBeInTheDocument();
  });

  it('records a payment made another way on a day typed with dots, sent in the one day-month-year format', async () => {
    const comments = recordRequests().bodiesOf('POST', /^\/api\/check\/comments\//);
    const { user, cheque } = await open('c950', 'user@demo.co.il');
    const actions = await screen.findByRole('group', { name: `פעולות על צ׳ק ${cheque.checkNumber}` });
    await user.click(within(actions).getByRole('button', { name: 'שולם בדרך אחרת' }));
    const dialog = await screen.findByRole('dialog', { name: 'שולם בדרך אחרת' });
    // The app's own text field, not the browser's date picker (whose format follows the device).
    const day = within(dialog).getByRole('textbox', { name: 'תאריך התשלום' });
    expect(day).toHaveAccessibleDescription('יום-חודש-שנה, למשל 15-03-2026');
    await user.clear(day);
    await user.type(day, '31.04.2026');
    await user.click(within(dialog).getByRole('button', { name: 'רישום התשלום' }));
    expect(day).toHaveAccessibleDescription(/יש לכתוב תאריך תקין שאינו בעתיד/);
    expect(comments).toEqual([]);
    await user.clear(day);
    await user.type(day, '15.03.2026');
    await user.click(within(dialog).getByRole('button', { name: 'רישום התשלום' }));
    await waitFor(() => expect(comments).toEqual([{ checkId: cheque.checkId, comment: expect.stringMatching(/^שולם בדרך אחרת: .* ב־15-03-2026, /) as unknown }]));
  });

  it('offers a user without the deposit capability no deposit tab', async () => {
    await open('c100', 'user@demo.co.il');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['פרטי הצ׳ק', 'חתימה', 'חיתוך', 'מעקב פעילות']);
  });

  it('disables reject and delete of a cheque awaiting deposit, with the reason (approval is not due)', async () => {
    const { cheque } = await open('c104');
    expect(cheque.status).toBe('AWAITING_DEPOSIT');
    const group = screen.getByRole('group', { name: 'פעולות על הצ׳ק' });
    // No next action while it waits for its deposit; the menu's two items disabled, the reason said.
    expect(headerButtons(group)).toEqual(['פעולות נוספות']);
    await userEvent.click(within(group).getByRole('button', { name: 'פעולות נוספות' }));
    expect(within(group).getByRole('button', { name: 'סימון כנדחה' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'מחיקת הצ׳ק' })).toBeDisabled();
    expect(group).toHaveAccessibleDescription('הצ׳ק ממתין להפקדה: יש לבטל את ההפקדה קודם.');
  });

  it('refuses to cut or turn a cheque with the bank, and says why', async () => {
    const { user } = await open('c106');
    await user.click(await screen.findByRole('tab', { name: 'חיתוך' }));
    // (The tab's code loads when the user heads for it.)
    expect(await screen.findByRole('button', { name: 'סיבוב 90° שמאלה' })).toBeDisabled();
    expect(screen.getAllByText(/נמצא בבנק/).length).toBeGreaterThan(0);
  });
});
