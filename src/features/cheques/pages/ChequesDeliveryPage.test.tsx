import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';
import { mockRow } from '@mocks/scenarios';
import { formatDate } from '@/lib/dates';
import { lastCashableDay } from '@/lib/chequeTiming';
import { server } from '@mocks/node';
import { http, HttpResponse } from 'msw';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };

async function fill(phone: string, address: string, method: string) {
  const phoneInput = await screen.findByLabelText('טלפון המוטב');
  await userEvent.clear(phoneInput);
  await userEvent.type(phoneInput, phone);
  const addressInput = screen.getByLabelText('כתובת למשלוח');
  await userEvent.clear(addressInput);
  await userEvent.type(addressInput, address);
  await userEvent.selectOptions(screen.getByLabelText('שיטת משלוח'), method);
  // Spec section 5: a new payee phone is saved only after its one-time code.
  if (screen.queryByRole('button', { name: 'שליחת קוד אימות' })) await verifyPhone();
  await userEvent.click(screen.getByRole('button', { name: 'שמירת פרטי המשלוח' }));
}

async function verifyPhone() {
  expect(screen.getByRole('button', { name: 'שמירת פרטי המשלוח' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'שליחת קוד אימות' }));
  await screen.findByText(/^שלחנו קוד אימות למספר/);
  const code = db.outbox.find((m) => m.kind === 'payeeOtp')!.code!;
  await userEvent.type(screen.getByLabelText('קוד אימות'), code);
  await userEvent.click(screen.getByRole('button', { name: 'אימות הקוד' }));
  await screen.findByText('הטלפון אומת');
}

describe('delivery details for selected cheques', () => {
  it('sends phone, address, sending method and the cheque ids, and says it was saved', async () => {
    const bodies = recordRequests().bodiesOf('PUT', '/api/check/payee/update');
    renderApp('/checks/delivery?ids=c100,c902', OWNER);
    expect(await screen.findByText('פרטי המשלוח יחולו על 2 הצ׳קים שנבחרו.')).toBeInTheDocument();
    await fill('054-765-4321', 'הנרקיס 3, עפולה', 'COURIER');
    expect(await screen.findByText('פרטי המשלוח נשמרו ל־2 צ׳קים.')).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '0547654321', address: 'הנרקיס 3, עפולה', sendingMethod: 'COURIER', checkIds: ['c100', 'c902'] }]);
    expect(db.cheques.find((c) => c.checkId === 'c100')).toMatchObject({ sendingMethod: 'COURIER', payeeAddress: 'הנרקיס 3, עפולה', status: 'AWAITING_DELIVERY' });
  });

  it('shows the server refusal translated and keeps what was typed', async () => {
    const bodies = recordRequests().bodiesOf('PUT', '/api/check/payee/update');
    // The server has the last word, whatever the page thought of the cheque.
    server.use(http.put('/api/check/payee/update', () => HttpResponse.json({ message: 'Sending method cannot be updated at this point' }, { status: 400 })));
    renderApp('/checks/delivery?ids=c100', OWNER);
    await fill('0547654321', 'הנרקיס 3, עפולה', 'PICKUP');
    expect(await screen.findByText('לא ניתן לעדכן את שיטת המשלוח בשלב זה.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(screen.getByLabelText('טלפון המוטב')).toHaveValue('0547654321');
    expect(screen.getByLabelText('כתובת למשלוח')).toHaveValue('הנרקיס 3, עפולה');
    expect(screen.getByLabelText('שיטת משלוח')).toHaveValue('PICKUP');
    expect(db.cheques.find((c) => c.checkId === 'c100')?.sendingMethod).not.toBe('PICKUP');
  });

  it('checks the phone before sending anything', async () => {
    const bodies = recordRequests().bodiesOf('PUT', '/api/check/payee/update');
    renderApp('/checks/delivery?ids=c902', OWNER);
    await fill('12345', 'הנרקיס 3', 'COURIER');
    expect(await screen.findByText('מספר טלפון לא תקין')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([]));
  });

  it('starts from the details the cheques share', async () => {
    renderApp('/checks/delivery?ids=c902', OWNER);
    expect(await screen.findByLabelText('כתובת למשלוח')).toHaveValue('רחוב הגפן 4, חיפה');
    expect(screen.getByLabelText('שיטת משלוח')).toHaveValue('REGISTERED_MAIL');
  });

  it('explains what to do when no cheque was chosen', async () => {
    renderApp('/checks/delivery', OWNER);
    expect(await screen.findByText('לא נבחרו צ׳קים. בחרו צ׳קים ברשימה ולחצו ״פרטי משלוח״.')).toBeInTheDocument();
  });
});

describe('delivery: each cheque of the address checked again', () => {
  /** The entry of cheque `id` in the list of chosen cheques. */
  const entry = (id: string) => screen.getByRole('link', { name: mockRow.cheque(id).checkNumber }).closest('li') as HTMLElement;

  it('says which cheques are blocked and why, and sends only the allowed ones', async () => {
    // c104 awaits deposit, c106 awaits the bank, c116 is deleted, c901 was received (seed);
    // c905 is eight months old and headed for a deposit.
    mockRow.cheque('c905').source = 'DEPOSIT';
    const bodies = recordRequests().bodiesOf('PUT', '/api/check/payee/update');
    renderApp('/checks/delivery?ids=c104,c106,c116,c901,c905,c100', OWNER);
    expect(await screen.findByText('פרטי המשלוח יחולו על הצ׳ק שנבחר.')).toBeInTheDocument();
    expect(screen.getByText('5 צ׳קים לא יישלחו: הסיבה מופיעה ליד כל אחד.')).toBeInTheDocument();
    expect(entry('c104')).toHaveTextContent('לא יישלח' + 'הצ׳ק ממתין להפקדה: יש לבטל את ההפקדה קודם.');
    expect(entry('c106')).toHaveTextContent('הצ׳ק נמצא בבנק ולא ניתן לשנות אותו.');
    expect(entry('c116')).toHaveTextContent('הצ׳ק נמחק ולא ניתן לשנות אותו.');
    expect(entry('c901')).toHaveTextContent('הצ׳ק כבר בדרך: אי אפשר לשנות את פרטי המשלוח.');
    expect(entry('c905')).toHaveTextContent(`פג תוקף הצ׳ק ב־${formatDate(lastCashableDay(mockRow.cheque('c905').checkDate))} (שישה חודשים מתאריכו). הבנק לא יכבד אותו.`);
    expect(entry('c100')).not.toHaveTextContent('לא יישלח');
    await fill('0547654321', 'הנרקיס 3, עפולה', 'COURIER');
    expect(await screen.findByText('פרטי המשלוח נשמרו.')).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '0547654321', address: 'הנרקיס 3, עפולה', sendingMethod: 'COURIER', checkIds: ['c100'] }]);
    expect(mockRow.cheque('c104').payeeAddress).not.toBe('הנרקיס 3, עפולה');
  });

  it('a stale cheque going to its payee is sent, with a word; a business cheque without payee is not', async () => {
    Object.assign(mockRow.cheque('c101'), { payee: '' });
    mockRow.cheque('c906').restrictedAccount = true;
    const bodies = recordRequests().bodiesOf('PUT', '/api/check/payee/update');
    renderApp('/checks/delivery?ids=c905,c101,c906', OWNER);
    expect(await screen.findByText('פרטי המשלוח יחולו על 2 הצ׳קים שנבחרו.')).toBeInTheDocument();
    expect(entry('c905')).toHaveTextContent(`פג תוקף הצ׳ק ב־${formatDate(lastCashableDay(mockRow.cheque('c905').checkDate))}: בנק המוטב עלול לסרב לו.`);
    expect(entry('c101')).toHaveTextContent('חוק צמצום המזומן: בצ׳ק של עסק חייב להופיע שם המוטב.');
    const lookup = within(entry('c906')).getByRole('link', { name: 'בדיקה באתר בנק ישראל (נפתח בלשונית חדשה)' });
    expect(lookup).toHaveAttribute('href', 'https://www.boi.org.il/he/ConsumerInformation/RestrictedAccountsAndCustomers');
    expect(lookup).toHaveAttribute('rel', 'noopener noreferrer');
    expect(entry('c906')).toHaveTextContent('חשבון מוגבל');
    await fill('0547654321', 'הנרקיס 3, עפולה', 'REGULAR_MAIL');
    expect(await screen.findByText('פרטי המשלוח נשמרו ל־2 צ׳קים.')).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '0547654321', address: 'הנרקיס 3, עפולה', sendingMethod: 'REGULAR_MAIL', checkIds: ['c905', 'c906'] }]);
  });

  it('when no chosen cheque may go, the button is disabled with the reason beside it', async () => {
    const bodies = recordRequests().bodiesOf('PUT', '/api/check/payee/update');
    renderApp('/checks/delivery?ids=c104,c106', OWNER);
    const button = await screen.findByRole('button', { name: 'שמירת פרטי המשלוח' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('אף אחד מהצ׳קים שנבחרו לא יכול להישלח.');
    expect(screen.queryByText(/פרטי המשלוח יחולו/)).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
