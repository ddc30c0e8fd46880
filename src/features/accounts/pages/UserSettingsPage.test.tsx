import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { fillField, warmUp } from '../testing/fillField';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { mockRow } from '@mocks/scenarios';

beforeAll(() => warmUp(() => Promise.all([import('./UserSettingsPage'), import('@/app/layout/DefaultLayout')])), 30_000);

const owner = () => mockRow.user('owner@demo.co.il');

async function openSettings() {
  const view = renderApp('/settings/user', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
  await screen.findByLabelText('שם פרטי', {}, { timeout: 5000 });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await fillField(user, label, value);
}

describe('UserSettingsPage', () => {
  it('saves name and national ID with PUT /api/user', async () => {
    const { user } = await openSettings();
    await replace(user, 'שם פרטי', 'דנית');
    await replace(user, 'מספר תעודת זהות', '000000018');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByText('נשמר')).toBeInTheDocument();
    expect(owner()).toMatchObject({ firstName: 'דנית', idNumber: '000000018' });
  });

  it('refuses an invalid national ID before sending', async () => {
    const { user } = await openSettings();
    await replace(user, 'מספר תעודת זהות', '123456789');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByText('מספר זהות או ח״פ לא תקין')).toBeInTheDocument();
    expect(owner().idNumber).toBe('123456782');
  });

  it('keeps the typed values when the save is refused, and offers the verification e-mail', async () => {
    server.use(http.put('*/api/user', () => HttpResponse.json({ message: 'Email must be confirmed before the action' }, { status: 400 })));
    const { user } = await openSettings();
    await replace(user, 'שם משפחה', 'כהן-לוי');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('יש לאמת את כתובת הדוא״ל לפני פעולה זו.');
    expect(screen.getByLabelText('שם משפחה')).toHaveValue('כהן-לוי');
    await user.click(screen.getByRole('button', { name: 'שליחת דוא״ל אימות חדש' }));
    expect(await screen.findByText('שלחנו דוא״ל אימות חדש לכתובת owner@demo.co.il.')).toBeInTheDocument();
  });

  it('needs a one-time code for a new phone: a wrong code is refused, the right one lets it save', async () => {
    const { user } = await openSettings();
    await replace(user, 'טלפון נייד', '0507778899');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByText('יש לאמת את מספר הטלפון החדש לפני השמירה')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שליחת קוד אימות' }));
    expect(await screen.findByText('שלחנו קוד אימות למספר 0507778899.')).toBeInTheDocument();
    await fillField(user, 'קוד אימות', '999999');
    await user.click(screen.getByRole('button', { name: 'אימות הקוד' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('הקוד שגוי או שפג תוקפו.');
    const code = mockRow.message('payeeOtp', '0507778899').code!;
    await user.clear(screen.getByLabelText('קוד אימות'));
    await fillField(user, 'קוד אימות', code);
    await user.click(screen.getByRole('button', { name: 'אימות הקוד' }));
    expect(await screen.findByText(/הטלפון החדש אומת/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    await waitFor(() => expect(owner().phone).toBe('0507778899'));
  });

  it('says which phone is taken by another user', async () => {
    const { user } = await openSettings();
    await replace(user, 'טלפון נייד', '0547654321');
    await user.click(screen.getByRole('button', { name: 'שליחת קוד אימות' }));
    await screen.findByText('שלחנו קוד אימות למספר 0547654321.');
    await fillField(user, 'קוד אימות', db.outbox[0].code!);
    await user.click(screen.getByRole('button', { name: 'אימות הקוד' }));
    await screen.findByText(/הטלפון החדש אומת/);
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('מספר הטלפון כבר רשום.');
    expect(screen.getByLabelText('טלפון נייד')).toHaveValue('0547654321');
  });

  it('changes the password, and names a wrong current password at its field', async () => {
    const { user } = await openSettings();
    await fillField(user, 'הסיסמה הנוכחית', 'Nope1234!');
    await fillField(user, 'סיסמה חדשה', 'Fresh123!');
    await fillField(user, 'אימות סיסמה', 'Fresh123!');
    await user.click(screen.getByRole('button', { name: 'שינוי הסיסמה' }));
    expect(await screen.findByText('הסיסמה הנוכחית שגויה')).toBeInTheDocument();
    expect(screen.getByLabelText('סיסמה חדשה')).toHaveValue('Fresh123!');
    await user.clear(screen.getByLabelText('הסיסמה הנוכחית'));
    await fillField(user, 'הסיסמה הנוכחית', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'שינוי הסיסמה' }));
    expect(await screen.findByText('הסיסמה שונתה')).toBeInTheDocument();
    expect(owner().password).toBe('Fresh123!');
  });
});
