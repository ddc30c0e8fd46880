import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRow, scenario } from '@mocks/scenarios';
import { db } from '@mocks/db/database';
import { DepositTab } from './DepositTab';
import { renderSignedIn } from '@/test/renderApp';
import { doubleClickPlusEnter } from '@/test/intents';
import { businessDayOnOrAfter, hebrewDateText } from '@/lib/bankCalendar';
import { addDays, addMonths, daysBetween, formatDate, todayIso } from '@/lib/dates';
import { wholeText } from '@/test/wholeText';

const cheque = () => mockRow.cheque('c100');
const iso = (days: number) => addDays(todayIso(), days);
const typed = (days: number) => formatDate(iso(days));
const submit = () => screen.getByRole('button', { name: 'הפקדה' });

describe('DepositTab', () => {
  it('deposits now to the chosen account with the spec payload, says what it costs, then offers to cancel it', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 1234.5, dueInDays: -3 });
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    expect(await screen.findByLabelText('עכשיו')).toBeChecked();
    await user.selectOptions(screen.getByLabelText('חשבון להפקדה'), 'a2');
    expect(screen.getByText('עלות: קרדיט אחד')).toBeInTheDocument();
    // The money comes the evening of the deposit day when the banks work, else the next business day.
    const settles = businessDayOnOrAfter(iso(0));
    expect(await screen.findByText(`הכסף צפוי בחשבון: בערב ${formatDate(settles)} (${hebrewDateText(settles)})`)).toBeInTheDocument();
    await user.click(submit());
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
    scenario('new cheque', { amount: 1234.5, dueInDays: -3 });
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    expect(await screen.findByLabelText('עכשיו')).toBeChecked();
    await doubleClickPlusEnter(submit());
    expect(await screen.findByText('הצ׳ק נשלח להפקדה.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(requests.to('POST', '/api/check/action')).toHaveLength(1);
  });

  it('never deposits a post-dated cheque before its date: now and a day before the due date are blocked with the reason', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 500, dueInDays: 10 });
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    await user.click(await screen.findByLabelText('עכשיו'));
    expect(await screen.findByText(wholeText(`צ׳ק דחוי: אפשר להפקיד אותו רק מ־${typed(10)}. בחרו הפקדה עתידית או בתאריך הפירעון.`))).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription(/צ׳ק דחוי/);

    await user.click(screen.getByLabelText('הפקדה עתידית בתאריך שאבחר'));
    await user.type(screen.getByLabelText('תאריך ההפקדה'), typed(5));
    // A day moved to the next business day may still fall before the due date.
    if (businessDayOnOrAfter(iso(5)) < iso(10)) {
      expect(await screen.findByText(wholeText(`תאריך ההפקדה מוקדם מתאריך הפירעון, ${typed(10)}.`))).toBeInTheDocument();
      expect(submit()).toBeDisabled();
    }
    await user.click(submit());
    expect(requests.to('POST', '/api/check/action')).toHaveLength(0);

    await user.clear(screen.getByLabelText('תאריך ההפקדה'));
    await user.type(screen.getByLabelText('תאריך ההפקדה'), typed(12));
    const day = businessDayOnOrAfter(iso(12));
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText(`ההפקדה נקבעה ל־${formatDate(day)}.`)).toBeInTheDocument();
    expect(requests.to('POST', '/api/check/action')[0].body).toMatchObject({ action: 'deposit', depositDate: day, depositOnDueDate: false });
  });

  it('deposits on the due date by default before it, moved to a bank business day', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 500, dueInDays: 4 });
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    expect(await screen.findByLabelText('בתאריך הפירעון של הצ׳ק')).toBeChecked();
    const day = businessDayOnOrAfter(iso(4));
    await screen.findByText(`הכסף צפוי בחשבון: בערב ${formatDate(day)} (${hebrewDateText(day)})`);
    await user.click(submit());
    await screen.findByText(`ההפקדה נקבעה ל־${formatDate(day)}.`);
    expect(requests.to('POST', '/api/check/action')[0].body).toMatchObject({ action: 'deposit', bankAccount: 'a1', depositDate: day, depositOnDueDate: true });
  });

  it('shows the Hebrew date of a chosen day, and moves a Saturday to Sunday', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 500, dueInDays: -1 });
    renderSignedIn(<DepositTab checkId="c100" />);
    await user.click(await screen.findByLabelText('הפקדה עתידית בתאריך שאבחר'));
    const daysToSaturday = ((6 - new Date(`${iso(0)}T12:00:00`).getDay() + 7) % 7) + 7;
    const saturday = iso(daysToSaturday);
    const sunday = businessDayOnOrAfter(saturday);
    await user.type(screen.getByLabelText('תאריך ההפקדה'), formatDate(saturday));
    expect(await screen.findByText(hebrewDateText(saturday))).toBeInTheDocument();
    expect(screen.getByText(`שבת: אין פעילות בנקאית. ההפקדה תעבור ל־${formatDate(sunday)} (${hebrewDateText(sunday)}).`)).toBeInTheDocument();
    expect(screen.getByLabelText('תאריך ההפקדה')).toHaveAccessibleDescription(/שבת: אין פעילות בנקאית/);
  });

  it('caps the amount by the safe of the account (49,999.99 through the bank) and the workspace (100,000 here)', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 60000, dueInDays: -1 });
    cheque().needsCorrectionApproval = false;
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    // a1 is the default account, deposited through the bank-run safe.
    expect(await screen.findByText(/^הסכום גבוה מהמותר בכספת של החשבון: עד .49,999\.99.₪ לצ׳ק\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^כספת בניהול הבנק: עד .49,999\.99.₪ לצ׳ק$/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('חשבון להפקדה'), 'a2');
    expect(screen.queryByText(/הסכום גבוה מהמותר/)).not.toBeInTheDocument();
    // The private safe takes up to 500,000; this workspace's own single-cheque limit is lower.
    expect(screen.getByText(/^תקרת סביבת העבודה: עד .100,000\.00.₪ לצ׳ק$/)).toBeInTheDocument();
    await user.click(submit());
    await screen.findByText('הצ׳ק נשלח להפקדה.');
    expect(requests.to('POST', '/api/check/action')[0].body).toMatchObject({ bankAccount: 'a2' });
  });

  it('asks for correction approval from 50,000, and refuses 500,000.01 through a private safe', async () => {
    const user = userEvent.setup();
    scenario('new cheque', { amount: 500000.01, dueInDays: -1 });
    renderSignedIn(<DepositTab checkId="c100" />);
    await user.selectOptions(await screen.findByLabelText('חשבון להפקדה'), 'a2');
    expect(await screen.findByText(/^צ׳ק של .50,000\.00.₪ ומעלה צריך אישור תיקון לפני הפקדה\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^הסכום גבוה מהמותר בכספת של החשבון: עד .500,000\.00.₪ לצ׳ק\.$/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('refuses a stale cheque (six months and a day) and warns from 30 days before', async () => {
    const stale = addDays(addMonths(iso(0), -6), -1);
    Object.assign(cheque(), { status: 'NEW', amount: 100, checkDate: stale });
    const { requests, unmount } = renderSignedIn(<DepositTab checkId="c100" />);
    expect(await screen.findByText(wholeText(`פג תוקף הצ׳ק ב־${formatDate(addMonths(stale, 6))} (שישה חודשים מתאריכו). הבנק לא יכבד אותו.`))).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await userEvent.click(submit());
    expect(requests.to('POST', '/api/check/action')).toHaveLength(0);
    unmount();

    const soon = addMonths(iso(30), -6);
    Object.assign(cheque(), { checkDate: soon });
    renderSignedIn(<DepositTab checkId="c100" />);
    // Counted from the day the deposit reaches the bank (today, or the next business day).
    const left = daysBetween(businessDayOnOrAfter(iso(0)), iso(30));
    expect(await screen.findByText(wholeText(`תוקף הצ׳ק פג ב־${formatDate(iso(30))}, בעוד ${left} ימים.`))).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('offers only accounts whose can_deposit is true', async () => {
    scenario('new cheque', { amount: 100, dueInDays: -1 });
    delete (db.accounts.find((a) => a.id === 'a2') as { can_deposit?: boolean }).can_deposit;
    renderSignedIn(<DepositTab checkId="c100" />);
    const select = await screen.findByLabelText('חשבון להפקדה');
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'a1']);
  });

  it('deposits a returned cheque again, and shows a refusal of the server', async () => {
    const user = userEvent.setup();
    scenario('cheque rejected by the bank');
    const { requests } = renderSignedIn(<DepositTab checkId="c100" />);
    expect(await screen.findByText('הפקדה חוזרת עכשיו')).toBeInTheDocument();
    expect(screen.queryByLabelText('עכשיו')).not.toBeInTheDocument();
    scenario('deleted cheque');
    await user.click(submit());
    expect(await screen.findByText(/was deleted/)).toBeInTheDocument();
    expect(requests.to('POST', '/api/check/action')[0].body).toMatchObject({ action: 'redeposit', depositDate: iso(0), depositOnDueDate: false });
  });
});
