import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { fillField, warmUp } from '@/test/fillField';
import { db } from '@mocks/db/database';
import { nationalIdCheckDigit } from '@/lib/nationalId';
import { mockRow, scenario } from '@mocks/scenarios';

const CHECK = nationalIdCheckDigit('51444444');
const VALID = { companyName: 'מאפיית הגליל', hetpey: '516000007', companySlug: 'galil-bakery', email: 'office@galil.example', phone: '0541112233' };

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Partial<typeof VALID> = {}) {
  const v = { ...VALID, ...overrides };
  await fillField(user, 'שם החברה', v.companyName);
  await fillField(user, 'מספר חברה (ח״פ)', v.hetpey);
  await fillField(user, 'מזהה סביבת העבודה', v.companySlug);
  await fillField(user, 'שם פרטי', 'אורי');
  await fillField(user, 'שם משפחה', 'גל');
  await fillField(user, 'דוא״ל של העסק', v.email);
  await fillField(user, 'טלפון נייד', v.phone);
  await fillField(user, 'סיסמה', 'Secret12!');
  await fillField(user, 'אימות סיסמה', 'Secret12!');
  await user.click(screen.getByRole('button', { name: 'יצירת חשבון עסקי' }));
}

beforeAll(() => warmUp(() => import('./RegisterBusinessPage')), 30_000);

describe('RegisterBusinessPage', () => {
  it.each([
    ['workspace', { companyName: 'גלבוע סחר בע״מ' }, 'סביבת העבודה כבר קיימת.', 'שם החברה'],
    ['company number', { hetpey: `51444444${CHECK}` }, 'מספר החברה כבר רשום.', 'מספר חברה (ח״פ)'],
    ['workspace identifier', { companySlug: 'gilboa-trade' }, 'מזהה סביבת העבודה כבר תפוס.', 'מזהה סביבת העבודה'],
    ['e-mail', { email: 'user@demo.co.il' }, 'כתובת הדוא״ל כבר רשומה.', 'דוא״ל של העסק'],
  ])('refuses an existing %s with its own message and keeps the form', async (_n, overrides, message, label) => {
    // A workspace registered earlier with a valid company number (the seeded one fails the check digit).
    scenario('company already registered', `51444444${CHECK}`);
    const user = userEvent.setup({ delay: null });
    renderApp('/register2');
    await fill(user, overrides);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    // The field the server named has the focus (the form's foot is where the tap was).
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus());
    expect(screen.getByLabelText('שם החברה')).toHaveValue((overrides as { companyName?: string }).companyName ?? VALID.companyName);
    expect(screen.getByLabelText('אימות סיסמה')).toHaveValue('Secret12!');
    expect(db.workspaces).toHaveLength(3);
  });

  it('looks the company number up in the registry and takes the company name from it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register2');
    const lookup = await screen.findByRole('button', { name: 'חיפוש במאגר רשם החברות' });
    await user.click(lookup);
    expect(await screen.findByRole('alert')).toHaveTextContent('יש להקליד מספר');
    await fillField(user, 'מספר חברה (ח״פ)', '5164000');
    await user.click(lookup);
    expect(await screen.findByText('לא נמצא.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('מספר חברה (ח״פ)'));
    await fillField(user, 'מספר חברה (ח״פ)', '516123452');
    await user.click(lookup);
    expect(await screen.findByText(/נמצא במאגר: כרמל פתרונות תשלום/)).toBeInTheDocument();
    expect(screen.getByLabelText('שם החברה')).toHaveValue('כרמל פתרונות תשלום בע״מ');
    expect(screen.getByLabelText('מספר חברה (ח״פ)')).toHaveValue('516123452');
    expect(db.users).toHaveLength(4);
  });

  it('checks the company number with the national-ID rule before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register2');
    await fill(user, { hetpey: '516000001', companySlug: 'a b' });
    expect(await screen.findByText('מספר זהות או ח״פ לא תקין')).toBeInTheDocument();
    expect(screen.getByText('3 עד 20 תווים: אותיות באנגלית, ספרות ומקף', { selector: '.invalid-feedback' })).toBeInTheDocument();
    expect(db.users).toHaveLength(4);
  });

  it('warns about a personal e-mail domain but still lets the business sign up', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register2');
    await fillField(user, 'דוא״ל של העסק', 'uri@gmail.com');
    expect(screen.getByText(/נראית כתובת דוא״ל פרטית/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('דוא״ל של העסק'));
    await fillField(user, 'דוא״ל של העסק', 'uri@galil.example');
    expect(screen.queryByText(/נראית כתובת דוא״ל פרטית/)).not.toBeInTheDocument();
  });

  it('creates the business workspace with the user as its owner', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register2');
    await fill(user);
    expect(await screen.findByText('המשתמש נוצר!')).toBeInTheDocument();
    const ws = db.workspaces.find((w) => w.companySlug === 'galil-bakery');
    expect(ws).toMatchObject({ companyName: 'מאפיית הגליל', hetpey: '516000007', type: 'BUSINESS' });
    const owner = mockRow.user('office@galil.example');
    expect(db.memberships).toContainEqual(expect.objectContaining({ userId: owner.id, wsId: ws!.id, roleType: 'OWNER' }));
  });
});
