import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Role } from '@/api/types/user';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { unavailable } from '@mocks/db/members/members';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };

function recordCalls() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' || !/^\/api\/workspace\/(users|gilboa-trade)\//.test(path)) return;
    calls.push({ method: request.method, path, body: await request.clone().json().catch(() => undefined) });
  });
  return calls;
}

const membersList = () => screen.findByRole('list', { name: 'חברי סביבת העבודה' });
const itemOf = (list: HTMLElement, text: string) => within(list).getByText(text).closest('li')!;

afterEach(() => server.events.removeAllListeners());

describe('the users screen', () => {
  it('lists the members with their roles', async () => {
    renderApp('/workspace/users', OWNER);
    const list = await membersList();
    expect(within(itemOf(list, 'רינה שמש')).getByText('צופה')).toBeInTheDocument();
    expect(within(itemOf(list, 'יוסי לוי')).getByText('חתימה על צ׳קים, עריכת צ׳קים')).toBeInTheDocument();
    expect(within(itemOf(list, 'דנה כהן')).getByText('את/ה')).toBeInTheDocument();
    // Nobody changes their own role or removes themselves.
    expect(within(itemOf(list, 'דנה כהן')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites comma-separated addresses with a role and capabilities, each address checked first', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp('/workspace/users', OWNER);
    await user.click(await screen.findByRole('button', { name: 'הזמנת משתמשים' }));
    const form = screen.getByRole('form', { name: 'הזמנת משתמשים לסביבת העבודה' });
    await user.type(within(form).getByLabelText('כתובות דוא״ל'), 'a.new@demo.co.il, nope');
    expect(within(form).getByText('לא תקינות: nope')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'שליחת ההזמנות' }));
    expect(await within(form).findByText('אחת הכתובות ברשימה אינה תקינה')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(within(form).getByLabelText('כתובות דוא״ל'));
    await user.type(within(form).getByLabelText('כתובות דוא״ל'), 'a.new@demo.co.il, b.new@demo.co.il');
    await user.click(within(form).getByLabelText('חתימה על צ׳קים'));
    expect(within(form).getByLabelText('חתימה על צ׳קים')).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'שליחת ההזמנות' }));
    expect(await within(form).findByText('נשלחו שתי הזמנות: a.new@demo.co.il, b.new@demo.co.il.')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/workspace/users/invite', body: { wsName: 'gilboa-trade', emails: ['a.new@demo.co.il', 'b.new@demo.co.il'], roleType: 'USER', capabilities: ['edit', 'sign'] } },
    ]);
    const pending = await screen.findByRole('list', { name: 'הזמנות שטרם התקבלו' });
    expect(within(pending).getByText('b.new@demo.co.il')).toBeInTheDocument();
    expect(db.outbox.filter((m) => m.kind === 'invitation').map((m) => m.to).sort()).toEqual(['a.new@demo.co.il', 'b.new@demo.co.il']);
  });

  it('shows "Creating users is unavailable right now" and keeps what was typed', async () => {
    unavailable().push('users');
    const user = userEvent.setup();
    renderApp('/workspace/users', OWNER);
    await user.click(await screen.findByRole('button', { name: 'הזמנת משתמשים' }));
    await user.type(screen.getByLabelText('כתובות דוא״ל'), 'a.new@demo.co.il');
    await user.click(screen.getByRole('button', { name: 'שליחת ההזמנות' }));
    expect(await screen.findByText('יצירת משתמשים אינה זמינה כרגע.')).toBeInTheDocument();
    expect(screen.getByLabelText('כתובות דוא״ל')).toHaveValue('a.new@demo.co.il');
  });

  it('changes a member\'s role with the body of section 7: a viewer becomes a user', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp('/workspace/users', OWNER);
    await user.click(within(itemOf(await membersList(), 'רינה שמש')).getByRole('button', { name: 'שינוי תפקיד – רינה שמש' }));
    await user.selectOptions(screen.getByLabelText('תפקיד'), 'USER');
    // The call carries the role type only: no capabilities are offered.
    expect(screen.queryByRole('group', { name: 'מה מותר לו/לה' })).not.toBeInTheDocument();
    expect(screen.getByText('עובד/ת עם צ׳קים: סריקה, ומה שהותר לו/לה בהזמנה.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שמירת התפקיד' }));
    await waitFor(() => expect(within(itemOf(screen.getByRole('list', { name: 'חברי סביבת העבודה' }), 'רינה שמש')).getByText('משתמש')).toBeInTheDocument());
    expect(calls).toEqual([{ method: 'PUT', path: '/api/workspace/gilboa-trade/users/u3', body: { roleType: 'USER', resendInvitation: false } }]);
  });

  it('by keyboard: the role editor takes focus when opened and gives it back to its button when cancelled or saved', async () => {
    db.extra.invitations.push({ invitationCode: 'inv-keys', wsId: 'w1', email: 'keys@demo.co.il', roleType: 'USER', capabilities: ['edit'] });
    const user = userEvent.setup();
    renderApp('/workspace/users', OWNER);
    const change = within(itemOf(await membersList(), 'רינה שמש')).getByRole('button', { name: 'שינוי תפקיד – רינה שמש' });
    change.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('תפקיד')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'ביטול' }));
    expect(within(itemOf(await membersList(), 'רינה שמש')).getByRole('button', { name: 'שינוי תפקיד – רינה שמש' })).toHaveFocus();
    const pending = await screen.findByRole('list', { name: 'הזמנות שטרם התקבלו' });
    within(pending).getByRole('button', { name: 'שינוי תפקיד ושליחה חוזרת – ההזמנה אל keys@demo.co.il' }).focus();
    await user.keyboard('{Enter}');
    expect(within(itemOf(pending, 'keys@demo.co.il')).getByLabelText('תפקיד')).toHaveFocus();
    await user.click(within(pending).getByRole('button', { name: 'שמירה ושליחה חוזרת' }));
    expect(await screen.findByText('ההזמנה נשלחה שוב אל keys@demo.co.il.')).toBeInTheDocument();
    await waitFor(() => expect(within(pending).getByRole('button', { name: 'שינוי תפקיד ושליחה חוזרת – ההזמנה אל keys@demo.co.il' })).toHaveFocus());
  });

  it('removes a member only after the question', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp('/workspace/users', OWNER);
    await user.click(within(itemOf(await membersList(), 'יוסי לוי')).getByRole('button', { name: 'הסרה' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('להסיר את יוסי לוי מסביבת העבודה?');
    await user.click(within(dialog).getByRole('button', { name: 'הסרה' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'חברי סביבת העבודה' })).queryByText('יוסי לוי')).not.toBeInTheDocument());
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/workspace/gilboa-trade/users/u2', body: { roleType: 'USER', resendInvitation: false } }]);
  });

  it('changes an invitation\'s role and sends it again, or cancels it', async () => {
    db.extra.invitations.push({ invitationCode: 'inv-test', wsId: 'w1', email: 'late@demo.co.il', roleType: 'USER', capabilities: ['edit'] });
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp('/workspace/users', OWNER);
    const pending = await screen.findByRole('list', { name: 'הזמנות שטרם התקבלו' });
    await user.click(within(pending).getByRole('button', { name: 'שינוי תפקיד ושליחה חוזרת – ההזמנה אל late@demo.co.il' }));
    await user.selectOptions(within(itemOf(pending, 'late@demo.co.il')).getByLabelText('תפקיד'), 'VIEWER');
    await user.click(within(pending).getByRole('button', { name: 'שמירה ושליחה חוזרת' }));
    expect(await screen.findByText('ההזמנה נשלחה שוב אל late@demo.co.il.')).toBeInTheDocument();
    await user.click(within(itemOf(screen.getByRole('list', { name: 'הזמנות שטרם התקבלו' }), 'late@demo.co.il')).getByRole('button', { name: 'ביטול ההזמנה' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ביטול ההזמנה' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'הזמנות שטרם התקבלו' })).queryByText('late@demo.co.il')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/workspace/gilboa-trade/invitation/inv-test', body: { roleType: 'VIEWER', resendInvitation: true } },
      { method: 'DELETE', path: '/api/workspace/gilboa-trade/invitation/inv-test', body: { roleType: 'VIEWER', resendInvitation: true } },
    ]);
  });

  it('shows a viewer the members and nothing to do, with the reason', async () => {
    renderApp('/workspace/users', { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' });
    const list = await membersList();
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'הזמנת משתמשים' })).not.toBeInTheDocument();
    expect(screen.getByText('צופה יכול רק לצפות: בקשו ממנהל סביבת העבודה תפקיד משתמש.')).toBeInTheDocument();
    expect(screen.queryByText('הזמנות שטרם התקבלו')).not.toBeInTheDocument();
  });

  it('a USER sees the members and the reason, and nothing to manage', async () => {
    renderApp('/workspace/users', { as: 'user@demo.co.il', workspace: 'gilboa-trade' });
    const list = await membersList();
    expect(within(list).getByText('דנה כהן')).toBeInTheDocument();
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'הזמנת משתמשים' })).not.toBeInTheDocument();
    expect(screen.getByText('רק מנהל סביבת העבודה יכול לעשות זאת.')).toBeInTheDocument();
  });

  it('a refused invitation (403) says section 6\'s message and keeps what was typed', async () => {
    server.use(http.post('*/api/workspace/users/invite', () => HttpResponse.json({ message: "You don't have permission to invite users" }, { status: 403 })));
    const user = userEvent.setup();
    renderApp('/workspace/users', OWNER);
    await user.click(await screen.findByRole('button', { name: 'הזמנת משתמשים' }));
    await user.type(screen.getByLabelText('כתובות דוא״ל'), 'a.new@demo.co.il');
    await user.click(screen.getByRole('button', { name: 'שליחת ההזמנות' }));
    expect(await screen.findByText('אין לך הרשאה להזמין משתמשים.')).toBeInTheDocument();
    expect(screen.getByLabelText('כתובות דוא״ל')).toHaveValue('a.new@demo.co.il');
  });

  it('an owner demoted meanwhile: the backend refuses the role change in words, and the screen stops offering it', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/workspace/users', OWNER);
    await user.click(within(itemOf(await membersList(), 'רינה שמש')).getByRole('button', { name: 'שינוי תפקיד – רינה שמש' }));
    db.memberships.find((m) => m.userId === 'u1' && m.wsId === 'w1')!.roleType = 'USER';
    await user.selectOptions(screen.getByLabelText('תפקיד'), 'USER');
    // The call carries the role type only: no capabilities are offered.
    expect(screen.queryByRole('group', { name: 'מה מותר לו/לה' })).not.toBeInTheDocument();
    expect(screen.getByText('עובד/ת עם צ׳קים: סריקה, ומה שהותר לו/לה בהזמנה.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שמירת התפקיד' }));
    // The user is fetched again after the 403: now a USER, the owner's buttons go, the reason shows.
    await waitFor(() => expect(store.getState().general.user?.Roles?.find((r: Role) => r.Workspace.name === 'gilboa-trade')?.roleType).toBe('USER'));
    expect(await screen.findByText('רק מנהל סביבת העבודה יכול לעשות זאת.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'חברי סביבת העבודה' })).queryAllByRole('button')).toEqual([]));
    expect(screen.getByRole('alert')).toHaveTextContent('אין לך הרשאה להזמין משתמשים.');
    expect(within(itemOf(screen.getByRole('list', { name: 'חברי סביבת העבודה' }), 'רינה שמש')).getByText('צופה')).toBeInTheDocument();
    expect(db.memberships.find((m) => m.userId === 'u3' && m.wsId === 'w1')!.roleType).toBe('VIEWER');
  });

  it('a refused removal says why and leaves the member listed', async () => {
    server.use(http.delete('*/api/workspace/gilboa-trade/users/u2', () => HttpResponse.json({ message: "You don't have permission to invite users" }, { status: 403 })));
    const user = userEvent.setup();
    renderApp('/workspace/users', OWNER);
    await user.click(within(itemOf(await membersList(), 'יוסי לוי')).getByRole('button', { name: 'הסרה' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'הסרה' }));
    expect(await screen.findByText('אין לך הרשאה להזמין משתמשים.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'חברי סביבת העבודה' })).getByText('יוסי לוי')).toBeInTheDocument();
  });
});
