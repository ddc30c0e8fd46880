import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRow, scenario } from '@mocks/scenarios';
import { DepositTab } from './DepositTab';
import { renderSignedIn } from '@/test/renderApp';
import { doubleClickPlusEnter } from '@/test/intents';
import { addDays, formatDate, todayIso } from '@/lib/dates';

const cheque = () => mockRow.cheque('c100');
const iso = (days: number) => addDays(todayIso(), days);
const typed = (days: number) => formatDate(iso(days));

describe('DepositTab', () => {
  it('deposits now to the chosen account with the spec payload, then offers to cancel it', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 1234.5, dueInDays: -3 });
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    expect(await screen.findByLabelText('הפקדה עכשיו')).toBeChecked();
    await user.selectOptions(screen.getByLabelText('חשבון בנק'), 'a2');
    await user.click(screen.getByRole('button', { name: 'הפקדה' }));
    expect(await screen.findByText('הצ׳ק נשלח להפקדה.')).toBeInTheDocument();
    expect(requests.to('POST', '/api/check/action')[0].body).toEqual({
      wsId: 'w1',
      isTransaction: false,
      ids: ['c100'],
      action: 'deposit',
      bankAccount: 'a2',
      depositDate: iso(0),
      depositOnDueDate: false,
    });
    expect(cheque().status).toBe('PROCESSING_DEPOSIT');

    await user.click(await screen.findByRole('button', { name: 'ביטול ההפקדה' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ביטול ההפקדה' }));
    expect(await screen.findByText('ההפקדה בוטלה.')).toBeInTheDocument();
    expect(requests.to('POST', '/api/check/action')[1].body).toMatchObject({ action: 'cancelDeposit', ids: ['c100'] });
    await waitFor(() => expect(cheque().status).toBe('NEW'));
  });

  it('deposits once on a double click plus Enter', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 1234.5, dueInDays: -3 });
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    expect(await screen.findByLabelText('הפקדה עכשיו')).toBeChecked();
    await user.selectOptions(screen.getByLabelText('חשבון בנק'), 'a2');
    await doubleClickPlusEnter(screen.getByRole('button', { name: 'הפקדה' }));
    expect(await screen.findByText('הצ׳ק נשלח להפקדה.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(requests.to('POST', '/api/check/action')).toHaveLength(1);
  });

  it('refuses a deposit date earlier than the due date', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 500, dueInDays: 10 });
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    // Before the due date, depositing now is refused with the reason.
    await user.click(await screen.findByLabelText('הפקדה עכשיו'));
    expect(await screen.findByText(/תאריך הפירעון עוד לא הגיע/)).toBeInTheDocument();

    await user.click(screen.getByLabelText('הפקדה עתידית'));
    await user.click(screen.getByLabelText(/הפקדה בתאריך הפירעון/));
    await user.type(screen.getByLabelText('תאריך ההפקדה'), typed(5));
    await user.click(screen.getByRole('button', { name: 'הפקדה' }));
    expect(await screen.findByText('תאריך ההפקדה לא יכול להיות מוקדם מתאריך הפירעון של הצ׳ק.')).toBeInTheDocument();
    expect(requests.to('POST', '/api/check/action')).toHaveLength(0);

    await user.clear(screen.getByLabelText('תאריך ההפקדה'));
    await user.type(screen.getByLabelText('תאריך ההפקדה'), typed(12));
    await user.click(screen.getByRole('button', { name: 'הפקדה' }));
    expect(await screen.findByText(`ההפקדה נקבעה ל-${typed(12)}.`)).toBeInTheDocument();
    expect(requests.to('POST', '/api/check/action')[0].body).toMatchObject({ action: 'deposit', depositDate: iso(12), depositOnDueDate: false });
  });

  it('deposits on the due date by default before the due date', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 500, dueInDays: 4 });
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    expect(await screen.findByLabelText('הפקדה עתידית')).toBeChecked();
    expect(screen.getByLabelText(/הפקדה בתאריך הפירעון/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'הפקדה' }));
    await screen.findByText(`ההפקדה נקבעה ל-${typed(4)}.`);
    expect(requests.to('POST', '/api/check/action')[0].body).toMatchObject({ action: 'deposit', bankAccount: 'a1', depositDate: iso(4), depositOnDueDate: true });
  });

  it('caps the amount by the safe type of the account: 49,999 through the bank, 500,000 through a private safe', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 60000, dueInDays: -1 });
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    // a1 is the default account, deposited through the bank.
    expect(await screen.findByText(/ממגבלת ההפקדה דרך הבנק, 49,999 ₪/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'הפקדה' }));
    expect(requests.to('POST', '/api/check/action')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('חשבון בנק'), 'a2');
    expect(screen.queryByText(/49,999 ₪\. בחרו/)).not.toBeInTheDocument();
    expect(screen.getByText('כספת פרטית: עד 500,000 ₪ לצ׳ק.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'הפקדה' }));
    await screen.findByText('הצ׳ק נשלח להפקדה.');
    expect(requests.to('POST', '/api/check/action')[0].body).toMatchObject({ bankAccount: 'a2' });
  });

  it('refuses 500,000.01 through a private safe', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 500000.01, dueInDays: -1 });
    renderSignedIn(<DepositTab checkId="c100" />);
    await user.selectOptions(await screen.findByLabelText('חשבון בנק'), 'a2');
    expect(await screen.findByText('הסכום גבוה ממגבלת הכספת הפרטית, 500,000 ₪.')).toBeInTheDocument();
  });

  it('offers only a deposit again for a rejected cheque, and shows a refusal of the server', async () => {
    const user = userEvent.setup();
    scenario('cheque rejected by the bank');
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    expect(await screen.findByLabelText('הפקדה חוזרת')).toBeChecked();
    expect(screen.getByLabelText('הפקדה עכשיו')).toBeDisabled();
    scenario('deleted cheque');
    await user.click(screen.getByRole('button', { name: 'הפקדה' }));
    expect(await screen.findByText(/was deleted/)).toBeInTheDocument();
    expect(requests.to('POST', '/api/check/action')[0].body).toMatchObject({ action: 'redeposit' });
  });
});
