import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { recordRequests } from '@/test/recordRequests';
import { mockRow } from '@mocks/scenarios';
import { doubleClickPlusEnter } from '@/test/intents';
import { db } from '@mocks/db/database';
import { addMonths, formatDate, todayIso, addDays } from '@/lib/dates';
import { wholeText } from '@/test/wholeText';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };

async function selectTwo(as = OWNER) {
  const bodies = recordRequests().bodiesOf('POST', '/api/check/action');
  const view = renderApp('/cheques', as);
  await userEvent.click(await screen.findByLabelText('בחירת צ׳ק 1000100 משה לוי'));
  await userEvent.click(screen.getByLabelText('בחירת צ׳ק 1000101 שרה כהן'));
  return { bodies, ...view };
}

const cheque = (id: string) => mockRow.cheque(id);

describe('bulk actions on selected cheques', () => {
  it('asks before marking as rejected, then sends the section 3 payload and notes it in the comments', async () => {
    const { bodies } = await selectTwo();
    // The bar's code loads when the pointer first enters the list: it shows a moment after the first selection.
    expect(await screen.findByRole('toolbar', { name: 'פעולות על הצ׳קים שנבחרו' })).toHaveTextContent('נבחרו 2 צ׳קים');
    await userEvent.click(screen.getByRole('button', { name: 'סימון כנדחה' }));
    const dialog = await screen.findByRole('dialog', { name: 'לסמן 2 צ׳קים כנדחים?' });
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'סימון כנדחה' }));
    // The note of a single rejection, in the same call: the server leaves it on each cheque.
    await waitFor(() =>
      expect(bodies).toEqual([{ wsId: 'w1', isTransaction: false, ids: ['c100', 'c101'], action: 'reject', dataToUpdate: { comment: 'סומן כנדחה ידנית', setManually: true } }]),
    );
    expect(await screen.findByText('2 צ׳קים סומנו כנדחים.')).toBeInTheDocument();
    for (const id of ['c100', 'c101']) {
      expect(cheque(id).status).toBe('REJECTED');
      expect(cheque(id).comments?.filter((c) => c.text === 'סומן כנדחה ידנית')).toHaveLength(1);
    }
  });

  it('by keyboard: when the bar goes with the selection, focus goes to what was done or to the list, not to the page\'s body', async () => {
    await selectTwo();
    const user = userEvent.setup();
    const bar = await screen.findByRole('toolbar', { name: 'פעולות על הצ׳קים שנבחרו' });
    within(bar).getByRole('button', { name: 'ביטול הבחירה' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toHaveAttribute('type', 'checkbox');
    await user.click(screen.getByLabelText('בחירת צ׳ק 1000100 משה לוי'));
    within(await screen.findByRole('toolbar')).getByRole('button', { name: 'סימון כנדחה' }).focus();
    await user.keyboard('{Enter}');
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'סימון כנדחה' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('הצ׳ק סומן כנדחה.').closest('[role="status"]')).toHaveFocus());
  });

  it('sends nothing when the question is cancelled', async () => {
    const { bodies } = await selectTwo();
    await userEvent.click(screen.getByRole('button', { name: 'מחיקה' }));
    const dialog = await screen.findByRole('dialog', { name: 'למחוק 2 צ׳קים?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ביטול' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    expect(cheque('c100').isDeleted).toBe(false);
  });

  it('deletes after confirmation: the cheques leave the list', async () => {
    const { bodies } = await selectTwo();
    await userEvent.click(screen.getByRole('button', { name: 'מחיקה' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'מחיקה' }));
    await waitFor(() => expect(bodies).toEqual([{ wsId: 'w1', isTransaction: false, ids: ['c100', 'c101'], action: 'delete' }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'פתיחת צ׳ק 1000100' })).not.toBeInTheDocument());
    expect(cheque('c101')).toMatchObject({ status: 'DELETED', isDeleted: true });
  });

  it('deposits after confirmation, each on its due date, to the account the user chose', async () => {
    const { bodies } = await selectTwo();
    await userEvent.click(screen.getByRole('button', { name: 'הפקדה' }));
    const dialog = await screen.findByRole('dialog', { name: 'להפקיד 2 צ׳קים?' });
    const account = await within(dialog).findByLabelText('חשבון להפקדה');
    expect(account).toHaveValue('a1');
    await userEvent.selectOptions(account, 'a2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'הפקדה' }));
    await waitFor(() => expect(bodies).toEqual([{ wsId: 'w1', isTransaction: false, ids: ['c100', 'c101'], action: 'deposit', depositOnDueDate: true, bankAccount: 'a2' }]));
    expect(cheque('c100').bankAccount).toBe('a2');
    expect(['AWAITING_DEPOSIT', 'PROCESSING_DEPOSIT']).toContain(cheque('c100').status);
  });

  it('deposits exactly the cheques the cheque law lets go, and says why the others stay', async () => {
    // c102 went stale yesterday (six months and a day); c103 is 60,000 approved, above the bank-run cap of a1.
    const staleDate = addDays(addMonths(todayIso(), -6), -1);
    Object.assign(cheque('c102'), { status: 'NEW', checkDate: staleDate });
    Object.assign(cheque('c103'), { status: 'NEW', amount: 60000, needsCorrectionApproval: false, checkDate: todayIso() });
    // An account whose can_deposit is absent is not offered.
    delete (db.accounts.find((a) => a.id === 'a2') as { can_deposit?: boolean }).can_deposit;
    const { bodies } = await selectTwo();
    await userEvent.click(screen.getByLabelText(`בחירת צ׳ק ${cheque('c102').checkNumber} ${cheque('c102').payee}`));
    await userEvent.click(screen.getByLabelText(`בחירת צ׳ק ${cheque('c103').checkNumber} ${cheque('c103').payee}`));
    const button = await screen.findByRole('button', { name: 'הפקדה (2)' });
    expect(screen.getByText(/^הפקדה: שני צ׳קים נבחרים לא ייכללו\. פג תוקף הצ׳ק ב־/)).toBeInTheDocument();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'להפקיד 2 צ׳קים?' });
    const account = await within(dialog).findByLabelText('חשבון להפקדה');
    expect(within(account).queryByRole('option', { name: /חשבון הפקדות/ })).not.toBeInTheDocument();
    expect(account).toHaveValue('a1');
    expect(within(dialog).getByText('שני צ׳קים לא יופקדו: הסיבה מופיעה ליד כל אחד.')).toBeInTheDocument();
    expect(within(dialog).getByText(wholeText(`פג תוקף הצ׳ק ב־${formatDate(addMonths(staleDate, 6))} (שישה חודשים מתאריכו). הבנק לא יכבד אותו.`))).toBeInTheDocument();
    expect(within(dialog).getByText(/הסכום גבוה מהמותר בכספת של החשבון: עד .49,999\.99.₪ לצ׳ק\./)).toBeInTheDocument();
    expect(within(dialog).getByText('עלות: שני קרדיטים')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'הפקדה' }));
    await waitFor(() => expect(bodies).toEqual([{ wsId: 'w1', isTransaction: false, ids: ['c100', 'c101'], action: 'deposit', depositOnDueDate: true, bankAccount: 'a1' }]));
    expect(cheque('c102').status).toBe('NEW');
  });

  it.each([
    ['הפקדה', 'deposit'],
    ['מחיקה', 'delete'],
  ])('a double click plus Enter on the confirmation (%s) sends one request', async (label, action) => {
    const { bodies } = await selectTwo();
    await userEvent.click(screen.getByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: label })).toBeEnabled());
    await doubleClickPlusEnter(within(dialog).getByRole('button', { name: label }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(bodies).toEqual([expect.objectContaining({ action, ids: ['c100', 'c101'] })]);
  });

  it('a double click plus Enter on approve (no question) sends one request', async () => {
    const { bodies } = await selectTwo();
    await doubleClickPlusEnter(screen.getByRole('button', { name: 'אישור כתקין' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(bodies).toEqual([expect.objectContaining({ action: 'approve' })]);
  });

  it('approves at once (nothing to undo) and shows a refusal translated', async () => {
    const { bodies } = await selectTwo();
    await userEvent.click(screen.getByRole('button', { name: 'אישור כתקין' }));
    await waitFor(() => expect(bodies).toEqual([{ wsId: 'w1', isTransaction: false, ids: ['c100', 'c101'], action: 'approve' }]));
    expect(await screen.findByText('2 צ׳קים אושרו כתקינים.')).toBeInTheDocument();
  });

  it('selects every cheque shown with one box', async () => {
    const { bodies } = await selectTwo();
    await userEvent.selectOptions(screen.getByLabelText('סטטוס'), 'ALL_SENT');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^פתיחת צ׳ק/ })).toHaveLength(4));
    await userEvent.click(screen.getByLabelText('בחירת כל 4 הצ׳קים המוצגים'));
    await userEvent.click(screen.getByRole('button', { name: 'אישור כתקין' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { ids: string[] }).ids.sort()).toEqual(['c114', 'c131', 'c902', 'c903']);
  });

  it('sends the selection to the delivery screen', async () => {
    await selectTwo();
    await userEvent.click(screen.getByRole('button', { name: 'פרטי משלוח' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/checks/delivery?ids=c100,c101');
  });

  it('offers no selection or actions to a viewer', async () => {
    renderApp('/cheques', { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' });
    await screen.findByRole('link', { name: 'פתיחת צ׳ק 1000100' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'מחיקה' })).not.toBeInTheDocument();
  });

  it('leaves out the cheques whose state refuses the action and says why', async () => {
    const { bodies } = await selectTwo();
    // c104 awaits deposit (section 4): it cannot be approved, rejected or deleted now.
    await userEvent.click(screen.getByLabelText(`בחירת צ׳ק ${cheque('c104').checkNumber} ${cheque('c104').payee}`));
    expect(screen.getByText('אישור כתקין: צ׳ק נבחר אחד לא ייכלל. הצ׳ק ממתין להפקדה: יש לבטל את ההפקדה קודם.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'אישור כתקין (2)' }));
    await waitFor(() => expect(bodies).toEqual([{ wsId: 'w1', isTransaction: false, ids: ['c100', 'c101'], action: 'approve' }]));
  });

  it('disables what the user has no capability for, with the reason', async () => {
    // user@ signs and edits but does not deposit.
    await selectTwo({ as: 'user@demo.co.il', workspace: 'gilboa-trade' });
    expect(screen.getByRole('button', { name: 'הפקדה' })).toBeDisabled();
    expect(screen.getByText('הפקדה: שני צ׳קים נבחרים לא ייכללו. אין לך הרשאה להפקיד צ׳קים.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'אישור כתקין' })).toBeEnabled();
  });
});
