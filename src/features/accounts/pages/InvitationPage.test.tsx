import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { warmUp } from '@/test/fillField';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { DEMO_INVITATIONS } from '@mocks/db/seeds/accountsSeed';

beforeAll(() => warmUp(() => import('./InvitationPage')), 30_000);

describe('InvitationPage', () => {
  it.each([
    [DEMO_INVITATIONS.join, 'הצטרפת לחשבון בהצלחה'],
    [DEMO_INVITATIONS.member, 'ההרשאות כבר נוצרו'],
    [DEMO_INVITATIONS.failed, 'ההצטרפות לחשבון נכשלה'],
    [DEMO_INVITATIONS.cancelled, 'ההזמנה לא נמצאה או בוטלה.'],
  ])('%s: one message and the one home button', async (code, message) => {
    renderApp(`/invitation/${code}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    const switchGroup = screen.getByRole('group', { name: 'שפה' });
    const buttons = screen.getAllByRole('button').filter((b) => !switchGroup.contains(b));
    expect(buttons.map((b) => b.textContent)).toEqual(['חזרה לדף הבית']);
    await userEvent.click(buttons[0]);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('code 1 gives the invited user the role', async () => {
    renderApp(`/invitation/${DEMO_INVITATIONS.join}`);
    await screen.findByText('הצטרפת לחשבון בהצלחה');
    expect(db.memberships).toContainEqual(expect.objectContaining({ userId: 'u2', wsId: 'w2', roleType: 'USER' }));
  });

  it('code 3 leads to sign-up with the invited e-mail', async () => {
    renderApp(`/invitation/${DEMO_INVITATIONS.register}`);
    expect(await screen.findByText('יש ליצור משתמש כדי להצטרף לחשבון')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'להרשמה' }));
    await waitFor(() => expect(window.location.search).toBe('?email=new.member%40demo.co.il'));
    expect(await screen.findByLabelText('דוא״ל')).toHaveValue('new.member@demo.co.il');
  });

  it('shows an unknown error text as it came, with the home button', async () => {
    server.use(http.get('*/api/user/invitation/:id', () => HttpResponse.json({ success: 1, error: 'Quota reached', email: '' })));
    renderApp('/invitation/x');
    expect(await screen.findByText('Quota reached')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'חזרה לדף הבית' })).toBeInTheDocument();
  });
});
