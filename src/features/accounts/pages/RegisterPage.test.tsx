import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { fillField, warmUp } from '@/test/fillField';
import { db } from '@mocks/db/database';

async function fillPerson(user: ReturnType<typeof userEvent.setup>, values: { email?: string; phone?: string }) {
  await fillField(user, 'שם פרטי', 'נועה');
  await fillField(user, 'שם משפחה', 'ברק');
  if (values.email !== undefined) await fillField(user, /^דוא״ל/, values.email);
  await fillField(user, 'טלפון נייד', values.phone ?? '0509876543');
  await fillField(user, 'סיסמה', 'Secret12!');
  await fillField(user, 'אימות סיסמה', 'Secret12!');
}

beforeAll(() => warmUp(() => import('./RegisterPage')), 30_000);

describe('RegisterPage', () => {
  it('fills the e-mail from the query parameter', async () => {
    renderApp('/register?email=new.member%40demo.co.il');
    expect(await screen.findByLabelText('דוא״ל')).toHaveValue('new.member@demo.co.il');
    expect(screen.getByRole('link', { name: 'להתחברות' })).toHaveAttribute('href', '/login');
  });

  it('shows the password rules live as a checklist', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await fillField(user, 'סיסמה', 'abcdefgh');
    const rules = screen.getByRole('list', { name: 'דרישות הסיסמה' });
    expect(rules).toHaveTextContent('לפחות 8 תווים (מתקיים)');
    expect(rules).toHaveTextContent('לפחות ספרה אחת (עדיין לא מתקיים)');
  });

  it('gives the focus to the first field at fault when a submit is refused (the button is at the foot of the form)', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register?email=noa%40example.com');
    await fillField(user, 'שם פרטי', 'נועה');
    await fillField(user, 'שם משפחה', 'ברק');
    await fillField(user, 'טלפון נייד', '0509876543');
    await fillField(user, 'סיסמה', 'abc');
    await user.click(screen.getByRole('button', { name: 'יצירת משתמש' }));
    await waitFor(() => expect(screen.getByLabelText('סיסמה')).toHaveFocus());
    expect(screen.getByLabelText('סיסמה')).toHaveAccessibleDescription(/לפחות 8 תווים/);
    expect(db.users.some((u) => u.email === 'noa@example.com')).toBe(false);
  });

  it.each([
    ['e-mail', { email: 'owner@demo.co.il' }, 'כתובת הדוא״ל כבר רשומה.'],
    ['phone', { email: 'fresh@demo.co.il', phone: '0521234567' }, 'מספר הטלפון כבר רשום.'],
  ])('refuses an existing %s with its own message and keeps what was typed', async (_name, values, message) => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await fillPerson(user, values);
    await user.click(screen.getByRole('button', { name: 'יצירת משתמש' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Under the field too, and nothing typed is lost.
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText('דוא״ל')).toHaveValue(values.email);
    expect(screen.getByLabelText('סיסמה')).toHaveValue('Secret12!');
    expect(db.users).toHaveLength(4);
  });

  it('creates the user, sends the verification link, and offers a resend', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await fillPerson(user, { email: 'noa@barak.example' });
    await user.click(screen.getByRole('button', { name: 'יצירת משתמש' }));
    expect(await screen.findByText('המשתמש נוצר!')).toBeInTheDocument();
    expect(db.users.find((u) => u.email === 'noa@barak.example')?.emailConfirmed).toBe(false);
    expect(db.outbox[0]).toMatchObject({ to: 'noa@barak.example', kind: 'verifyEmail', link: expect.stringMatching(/^\/authorizeEmail\//) });
    await user.click(screen.getByRole('button', { name: 'שליחת דוא״ל אימות חדש' }));
    await waitFor(() => expect(db.outbox.filter((m) => m.kind === 'verifyEmail')).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('שלחנו דוא״ל אימות חדש לכתובת noa@barak.example.');
  });
});
