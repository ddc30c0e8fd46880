import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';
import { mockRow, scenario } from '@mocks/scenarios';

async function openInfo(checkId: string) {
  const user = userEvent.setup();
  const view = renderApp(`/cheques/view/${checkId}`, { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
  const section = await screen.findByRole('region', { name: 'פרטי הצ׳ק' });
  return { user, section, ...view };
}

/** Opens one section's form (read first: the form shows only when asked for). */
async function edit(user: ReturnType<typeof userEvent.setup>, section: 'פרטי הצ׳ק' | 'פרטי המוטב') {
  await user.click(screen.getByRole('button', { name: `עריכה – ${section}` }));
  return screen.findByRole('form', { name: section });
}

describe('the info tab', () => {
  beforeAll(async () => {
    await import('../../pages/ChequeViewPage');
    await import('@/app/layout/DefaultLayout');
  });
  // jsdom's XMLHttpRequest never settles a blob reply, and RTK Query delays invalidation until every
  // query has settled: the picture (not tested here) fails at once and shows the placeholder.
  beforeEach(() => server.use(http.get('/api/check/images/:side/:id', () => HttpResponse.error())));

  it('shows where a cheque sent by CI3 stands in electronic clearing, from GET /api/workspace/{ws}/{checkId}/ci3', async () => {
    const calls = recordRequests().to('GET', /\/ci3$/);
    await openInfo('c900');
    const clearing = await screen.findByRole('region', { name: 'סליקה אלקטרונית (CI3)' });
    expect(await within(clearing).findByText('CI3-5000900')).toBeInTheDocument();
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([{ method: 'GET', path: '/api/workspace/gilboa-trade/c900/ci3', body: undefined }]);
  });

  it.each([
    ['c106', 'AWAITING_BANK', 'לא ניתן לערוך: הצ׳ק ממתין לתשובת הבנק.'],
    ['c107', 'AWAITING_BANK_ACK', 'לא ניתן לערוך: הצ׳ק ממתין לתשובת הבנק.'],
    ['c104', 'AWAITING_DEPOSIT', 'לא ניתן לערוך: הצ׳ק ממתין להפקדה. יש לבטל את ההפקדה קודם.'],
    ['c116', 'DELETED', 'לא ניתן לערוך: הצ׳ק נמחק.'],
  ])('blocks editing a cheque %s in %s and says why', async (checkId, status, reason) => {
    expect(db.cheques.find((c) => c.checkId === checkId)?.status).toBe(status);
    const { section } = await openInfo(checkId);
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    // Read-only: the details and the payee show as text, with no edit button and no form.
    expect(within(section).getByText('שורת MICR')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'עריכה – פרטי הצ׳ק' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'עריכה – פרטי המוטב' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'פרטי הצ׳ק' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'פרטי המוטב' })).not.toBeInTheDocument();
  });

  it('blocks a soft-deleted cheque whatever its status', async () => {
    scenario('deleted cheque');
    await openInfo('c100');
    expect(screen.getByRole('alert')).toHaveTextContent('לא ניתן לערוך: הצ׳ק נמחק.');
    expect(screen.queryByRole('button', { name: 'עריכה – פרטי הצ׳ק' })).not.toBeInTheDocument();
  });

  it('edits a new cheque and sends the changed details', async () => {
    const sent = recordRequests().all;
    const { user } = await openInfo('c100');
    expect(screen.queryByText(/לא ניתן לערוך/)).not.toBeInTheDocument();
    const details = await edit(user, 'פרטי הצ׳ק');
    // One section at a time: the payee cannot be opened meanwhile.
    expect(screen.queryByRole('button', { name: 'עריכה – פרטי המוטב' })).not.toBeInTheDocument();
    const amount = within(details).getByLabelText('סכום (₪)');
    await user.clear(amount);
    await user.type(amount, '777');
    expect(within(details).getByText('שבע מאות שבעים ושבעה שקלים')).toBeInTheDocument();
    await within(details).findByText(/פרטי הבנק תקינים/);
    await user.click(within(details).getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByText('הפרטים נשמרו.')).toBeInTheDocument();
    // Saved: the section reads again, with the new amount.
    expect(screen.queryByRole('form', { name: 'פרטי הצ׳ק' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'פרטי הצ׳ק' })).getByText('שבע מאות שבעים ושבעה שקלים')).toBeInTheDocument();
    const put = sent.find((s) => s.method === 'PUT');
    expect(put).toEqual({ method: 'PUT', path: '/api/check/workspace/gilboa-trade/check/c100', body: { fields: expect.objectContaining({ amount: '777.00', micr: mockRow.cheque('c100').micr }) } });
    expect(mockRow.cheque('c100').amount).toBe(777);
  });

  it('verifies a new payee phone by a one-time code before saving it', async () => {
    const sent = recordRequests().all;
    const { user } = await openInfo('c100');
    const payee = await edit(user, 'פרטי המוטב');
    const phone = within(payee).getByLabelText('טלפון המוטב');
    await user.clear(phone);
    await user.type(phone, '0541112222');
    expect(within(payee).getByText('יש לאמת את הטלפון החדש בקוד לפני השמירה.')).toBeInTheDocument();
    expect(within(payee).getByRole('button', { name: 'שמירת פרטי המוטב' })).toBeDisabled();
    await user.click(within(payee).getByRole('button', { name: 'שליחת קוד אימות' }));
    expect(await within(payee).findByText('שלחנו קוד אימות למספר 0541112222.')).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'GET', path: '/api/user/payee/0541112222/otp', body: undefined });
    const code = mockRow.message('payeeOtp', '0541112222').code!;

    await user.type(within(payee).getByLabelText('קוד אימות'), '12');
    await user.click(within(payee).getByRole('button', { name: 'אימות הקוד' }));
    expect(within(payee).getByText('הקוד קצר מדי')).toBeInTheDocument();
    await user.clear(within(payee).getByLabelText('קוד אימות'));
    await user.type(within(payee).getByLabelText('קוד אימות'), code === '000000' ? '111111' : '000000');
    await user.click(within(payee).getByRole('button', { name: 'אימות הקוד' }));
    expect(await within(payee).findByText('הקוד שגוי או שפג תוקפו.')).toBeInTheDocument();

    await user.clear(within(payee).getByLabelText('קוד אימות'));
    await user.type(within(payee).getByLabelText('קוד אימות'), code);
    await user.click(within(payee).getByRole('button', { name: 'אימות הקוד' }));
    expect(await within(payee).findByText('הטלפון אומת')).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'POST', path: '/api/user/payee/otp/verify', body: { phone: '0541112222', otp: code } });
    await user.click(within(payee).getByRole('button', { name: 'שמירת פרטי המוטב' }));
    expect(await screen.findByText('פרטי המוטב נשמרו.')).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'PUT', path: '/api/check/payee', body: { checkId: 'c100', fields: expect.objectContaining({ payeePhone: '0541112222' }) } });
    expect(db.cheques.find((c) => c.checkId === 'c100')).toMatchObject({ payeePhone: '0541112222', payeePhoneVerified: true });
  });

  it('cancels an edit without sending anything, back to reading', async () => {
    const sent = recordRequests().all;
    const { user } = await openInfo('c100');
    const details = await edit(user, 'פרטי הצ׳ק');
    await user.clear(within(details).getByLabelText('סכום (₪)'));
    await user.click(within(details).getByRole('button', { name: 'ביטול' }));
    expect(screen.queryByRole('form', { name: 'פרטי הצ׳ק' })).not.toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
    expect(screen.getByRole('button', { name: 'עריכה – פרטי הצ׳ק' })).toBeInTheDocument();
  });

  it('adds an existing tag, creates a coloured one, and removes one, with readable text', async () => {
    const sent = recordRequests().all;
    const { user } = await openInfo('c100');
    const urgent = await screen.findByText('דחוף');
    expect(urgent.parentElement).toHaveStyle({ color: '#ffffff' });
    // (The new-tag form loads after the tab's first screen: TagsSection's lazyWithPreload.)
    await user.selectOptions(await screen.findByLabelText('הוספת תגית'), 'לקוח VIP');
    await user.click(screen.getByRole('button', { name: 'הוספה' }));
    const vip = await screen.findByText('לקוח VIP', { selector: '.tag-badge span' });
    expect(vip.parentElement).toHaveStyle({ color: '#000000' });
    expect(sent).toContainEqual({ method: 'POST', path: '/api/check/tags/gilboa-trade', body: { checkId: 'c100', tagId: 't3' } });

    await user.type(screen.getByLabelText('שם התגית'), 'a<b');
    expect(await screen.findByText('אין להשתמש בתווים < > &')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'יצירה והוספה' })).toBeDisabled();
    await user.clear(screen.getByLabelText('שם התגית'));
    await user.type(screen.getByLabelText('שם התגית'), 'לבדיקה');
    await user.click(screen.getByRole('button', { name: 'יצירה והוספה' }));
    expect(await screen.findByText('לבדיקה', { selector: '.tag-badge span' })).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'POST', path: '/api/workspace/tags/gilboa-trade', body: { name: 'לבדיקה', color: '#1e88e5' } });
    const created = db.tags.find((t) => t.name === 'לבדיקה')!;
    expect(sent).toContainEqual({ method: 'POST', path: '/api/check/tags/gilboa-trade', body: { checkId: 'c100', tagId: created.id } });

    await user.click(screen.getByRole('button', { name: 'הסרת התגית דחוף' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'הסרת התגית דחוף' })).not.toBeInTheDocument());
    expect(sent).toContainEqual({ method: 'DELETE', path: '/api/check/tags/gilboa-trade', body: { checkId: 'c100', tagId: 't1' } });
    const cheque = mockRow.cheque('c100');
    expect(cheque.tags?.map((t) => t.name)).toEqual(['לקוח VIP', 'לבדיקה']);
    expect(cheque.activity.map((a) => a.action)).toEqual(expect.arrayContaining(['TAG_ADDED', 'TAG_REMOVED']));
  });

  it('by keyboard: adding or removing a tag, or adding a comment, leaves focus where the next step is, not on a button gone or disabled', async () => {
    const { user } = await openInfo('c100');
    const choice = await screen.findByLabelText('הוספת תגית');
    await user.selectOptions(choice, 'לקוח VIP');
    screen.getByRole('button', { name: 'הוספה' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'הסרת התגית לקוח VIP' });
    await waitFor(() => expect(screen.getByLabelText('הוספת תגית')).toHaveFocus());
    screen.getByRole('button', { name: 'הסרת התגית דחוף' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'הסרת התגית דחוף' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'הסרת התגית לקוח VIP' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'הסרת התגית לקוח VIP' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('הוספת תגית')).toHaveFocus());
    const box = screen.getByLabelText('הערה חדשה');
    await user.type(box, 'להתקשר');
    screen.getByRole('button', { name: 'הוספת הערה' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('להתקשר', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('by keyboard: creating a tag (create and add) leaves focus on the tag choice, not on its disabled button', async () => {
    const { user } = await openInfo('c100');
    await user.type(await screen.findByLabelText('שם התגית'), 'ספק חדש');
    screen.getByRole('button', { name: 'יצירה והוספה' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'הסרת התגית ספק חדש' });
    await waitFor(() => expect(screen.getByLabelText('הוספת תגית')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'יצירה והוספה' })).toBeDisabled();
  });

  it('adds a comment of up to 100 characters, with a counter', async () => {
    const sent = recordRequests().all;
    const { user } = await openInfo('c100');
    const box = screen.getByLabelText('הערה חדשה');
    await user.click(box);
    await user.paste('א'.repeat(101));
    expect(screen.getByText('101/100')).toBeInTheDocument();
    expect(screen.getByText('עד 100 תווים')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'הוספת הערה' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'להפקיד מחר');
    expect(screen.getByText('10/100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'הוספת הערה' }));
    expect(await screen.findByText('להפקיד מחר', { selector: 'p' })).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'POST', path: '/api/check/comments/gilboa-trade', body: { checkId: 'c100', comment: 'להפקיד מחר' } });
    expect(mockRow.cheque('c100').activity.at(-1)).toMatchObject({ action: 'COMMENT_ADDED', details: 'להפקיד מחר' });
    expect(box).toHaveValue('');
  });
});
