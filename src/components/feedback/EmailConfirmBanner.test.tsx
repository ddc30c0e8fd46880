import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@/test/renderApp';
import { mockSignIn } from '@/test/mockSignIn';
import { userReceived } from '@/state/generalSlice';
import type { ApiError } from '@/api/apiError';
import { db } from '@mocks/db/database';
import { loadErrorTexts } from '@/i18n/i18n';
import { ErrorAlert } from './ErrorAlert';

const unconfirmed: ApiError = { status: 400, message: 'Email must be confirmed before the action', messageKey: 'errors.emailMustBeConfirmed' };

describe('"Email must be confirmed before the action"', () => {
  it('is a banner with the resend button, which sends the e-mail again', async () => {
    db.users.find((u) => u.id === 'u2')!.emailConfirmed = false;
    const { store } = renderWithStore(<ErrorAlert error={unconfirmed} />);
    store.dispatch(userReceived(mockSignIn('user@demo.co.il')));
    expect(screen.getByRole('alert')).toHaveTextContent('יש לאמת את כתובת הדוא״ל לפני פעולה זו.');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'שליחת הודעת האימות שוב' }));
    expect(await screen.findByText('נשלח אל user@demo.co.il.')).toBeInTheDocument();
    expect(db.outbox[0]).toMatchObject({ to: 'user@demo.co.il', kind: 'verifyEmail' });
  });

  it('other refusals stay one translated line', async () => {
    // As a refusal reaches a screen: its texts loaded first (api/http.ts), not only once another test did.
    await loadErrorTexts();
    renderWithStore(<ErrorAlert error={{ status: 403, message: 'x', messageKey: 'errors.deniedInviteUsers' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('אין לך הרשאה להזמין משתמשים.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
