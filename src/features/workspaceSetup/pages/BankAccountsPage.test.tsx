import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';
import { replaceValue } from '@/test/fillField';
import { changesOf, openPage, warmUp } from '@/test/workspaceSetupPage';

beforeAll(() => warmUp(() => Promise.all([import('./BankAccountsPage'), import('./BankAccountFormPage')])), 30_000);

const openList = (as = 'owner@demo.co.il') => openPage('/settings/bank-accounts', 'חשבונות בנק', as);
async function openNew() {
  const view = await openPage('/settings/bank-accounts/new', 'חשבון בנק חדש');
  await screen.findByLabelText('בנק');
  return view;
}

async function fillNew(user: Awaited<ReturnType<typeof openNew>>['user'], account = '041116') {
  await waitFor(() => expect(screen.getByRole('option', { name: /12 · בנק הפועלים/ })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('בנק'), '12');
  await replaceValue(user, 'סניף', '571');
  await replaceValue(user, 'מספר חשבון', account);
  await replaceValue(user, 'שם החשבון', 'חשבון ספקים');
}

/** The notice after a save: the account's name quoted, isolated in a direction of its own (U+2068 ... U+2069). */
const savedNotice = async (name: string) => screen.findByText(`החשבון „\u2068${name}\u2069” נשמר.`);

describe('BankAccountsPage', () => {
  it('lists the accounts with their banks, what they may do and their actions', async () => {
    await openList();
    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['חשבון עסקי ראשי', 'חשבון הפקדות']);
    const first = cards[0].closest('.card') as HTMLElement;
    expect(within(first).getByText('12-600-123456')).toBeInTheDocument();
    expect(within(first).getByText('ברירת מחדל')).toBeInTheDocument();
    expect(within(first).getByText('הדפסת צ׳קים')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'עריכה – חשבון עסקי ראשי' })).toHaveAttribute('href', '/settings/bank-accounts/a1');
    expect(screen.getByRole('link', { name: 'חשבון בנק חדש' })).toBeInTheDocument();
  });

  it('a viewer reads the list without actions', async () => {
    await openList('viewer@demo.co.il');
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByRole('link', { name: 'חשבון בנק חדש' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'מחיקה' })).not.toBeInTheDocument();
  });

  it('deletes an account after confirming (DELETE /api/workspace/accounts/{ws}/{id})', async () => {
    const seen = recordRequests();
    const { user } = await openList();
    const card = (await screen.findByRole('heading', { name: 'חשבון הפקדות' })).closest('.card') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'מחיקה' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('החשבון 10-800-7654321 יימחק מסביבת העבודה');
    await user.click(within(dialog).getByRole('button', { name: 'מחיקת החשבון' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'חשבון הפקדות' })).not.toBeInTheDocument());
    expect(await changesOf(seen)).toEqual([{ method: 'DELETE', path: '/api/workspace/accounts/gilboa-trade/a2', body: undefined }]);
  });

  it('adds an account: the deposit option waits for the details, a mistyped number is warned by its check digit', async () => {
    const seen = recordRequests();
    const { user } = await openNew();
    expect(screen.getByLabelText('הפקדת צ׳קים לחשבון')).toBeDisabled();
    await fillNew(user, '041117');
    expect(await screen.findByText(/הספרה האחרונה שגויה/)).toBeInTheDocument();
    await replaceValue(user, 'מספר חשבון', '041116');
    expect(screen.queryByText(/ספרת הביקורת/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('הפקדת צ׳קים לחשבון'));
    await user.click(screen.getByLabelText('דנה כהן'));
    await user.click(screen.getByRole('button', { name: 'הוספת החשבון' }));
    expect(await savedNotice('חשבון ספקים')).toHaveAttribute('role', 'status');
    expect((await seen.settled()).filter((r) => r.path.startsWith('/api/workspace/banks/validate')).map((r) => r.path)).toEqual(['/api/workspace/banks/validate/12/571/041116']);
    expect(await changesOf(seen)).toEqual([
      {
        method: 'POST',
        path: '/api/workspace/accounts',
        body: { wsName: 'gilboa-trade', bank: '12', branch: '571', accountNumber: '041116', accountName: 'חשבון ספקים', isDefault: false, can_print: false, can_deposit: true, payeeOnly: false, amount_of_signators: 1, signators: ['u1'], force: false },
      },
    ]);
  });

  it('a duplicate is confirmed first and sent again with force', async () => {
    const seen = recordRequests();
    const { user } = await openNew();
    await waitFor(() => expect(screen.getByRole('option', { name: /12 · בנק הפועלים/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('בנק'), '12');
    await replaceValue(user, 'סניף', '600');
    await replaceValue(user, 'מספר חשבון', '123456');
    await user.click(screen.getByLabelText('דנה כהן'));
    await user.click(screen.getByRole('button', { name: 'הוספת החשבון' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('בסביבת העבודה כבר יש חשבון עם אותו בנק, סניף ומספר');
    await user.click(within(dialog).getByRole('button', { name: 'להוסיף בכל זאת' }));
    expect(await savedNotice('12-600-123456')).toHaveAttribute('role', 'status');
    expect((await changesOf(seen)).map((r) => (r.body as { force: boolean }).force)).toEqual([false, true]);
    expect(db.accounts.filter((a) => a.accountNumber === '123456')).toHaveLength(2);
  });

  it('refusals keep the input and show the message at its field: unsupported bank, owner permission', async () => {
    const { user } = await openNew();
    await waitFor(() => expect(screen.getByRole('option', { name: /99 ·/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('בנק'), '99');
    await replaceValue(user, 'סניף', '1');
    await replaceValue(user, 'מספר חשבון', '12345');
    await user.click(screen.getByLabelText('דנה כהן'));
    await user.click(screen.getByRole('button', { name: 'הוספת החשבון' }));
    await waitFor(() => expect(screen.getByLabelText('בנק')).toHaveAccessibleDescription('הבנק אינו נתמך. יש לתקן את הפרטים.'));
    expect(screen.getByLabelText('מספר חשבון')).toHaveValue('12345');

    server.use(http.post('/api/workspace/accounts', () => HttpResponse.json({ message: 'Owner permission required' }, { status: 403 })));
    await user.selectOptions(screen.getByLabelText('בנק'), '12');
    await replaceValue(user, 'סניף', '571');
    await replaceValue(user, 'מספר חשבון', '041116');
    await user.click(screen.getByLabelText('הדפסת צ׳קים מהחשבון'));
    await user.click(screen.getByRole('button', { name: 'הוספת החשבון' }));
    expect(await screen.findAllByText('נדרשת הרשאת בעלים.')).not.toHaveLength(0);
    expect(screen.getByLabelText('הדפסת צ׳קים מהחשבון')).toBeChecked();
  });

  it('checks the rules before sending: signators, required signatures, payee only', async () => {
    const seen = recordRequests();
    const { user } = await openNew();
    await fillNew(user);
    await user.selectOptions(screen.getByLabelText('חתימות נדרשות לכל צ׳ק'), '2');
    await user.click(screen.getByRole('button', { name: 'הוספת החשבון' }));
    expect(await screen.findByText('יש לבחור לפחות מורשה חתימה אחד')).toBeInTheDocument();
    await user.click(screen.getByLabelText('דנה כהן'));
    await user.click(screen.getByRole('button', { name: 'הוספת החשבון' }));
    expect(await screen.findByText('אי אפשר לדרוש יותר חתימות ממספר מורשי החתימה שנבחרו')).toBeInTheDocument();
    await user.click(screen.getByLabelText('למוטב בלבד'));
    expect(screen.getByLabelText('הדפסת צ׳קים מהחשבון')).toBeDisabled();
    expect(await changesOf(seen)).toEqual([]);
  });

  it('edits an account: its fields and its signators, each with its own call', async () => {
    const seen = recordRequests();
    const { user } = await openPage('/settings/bank-accounts/a2', 'עריכת חשבון בנק');
    await waitFor(() => expect(screen.getByLabelText('שם החשבון')).toHaveValue('חשבון הפקדות'));
    await replaceValue(user, 'שם החשבון', 'הפקדות לאומי');
    await user.click(screen.getByLabelText('יוסי לוי'));
    await user.selectOptions(screen.getByLabelText('חתימות נדרשות לכל צ׳ק'), '2');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(await savedNotice('הפקדות לאומי')).toHaveAttribute('role', 'status');
    expect((await changesOf(seen)).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/api/workspace/accounts/gilboa-trade/a2', { bank: '10', branch: '800', accountNumber: '7654321', accountName: 'הפקדות לאומי', isDefault: false, can_print: false, can_deposit: true, payeeOnly: false }],
      ['PUT', '/api/workspace/accounts/update/gilboa-trade/a2', { amount_of_signators: 2, signators: ['u1', 'u2'] }],
    ]);
  });
});
