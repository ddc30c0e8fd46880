import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { mockRow, scenario } from '@mocks/scenarios';
import { SignatureTab } from './SignatureTab';
import { renderSignedIn } from '@/test/renderApp';
import { doubleClickPlusEnter } from '@/test/intents';

const cheque = () => mockRow.cheque('c100');
const signatures = () => mockRow.signatures('w1');

beforeEach(() => {
  scenario('unsigned cheque');
  scenario('workspace stamp', 'חותמת בדיקה', ['בדיקה']);
});

describe('SignatureTab', () => {
  it('shows how many signatures the workspace requires and how many were given', async () => {
    renderSignedIn(<SignatureTab checkId="c100" />);
    expect(await screen.findByText('חתימות נדרשות: 2 · נחתמו: 0')).toBeInTheDocument();
  });

  it('refuses a sixth rear signature', async () => {
    cheque().amount = 500; // below the cash law's ceiling: no question on the second one
    const user = userEvent.setup();
    renderSignedIn(<SignatureTab checkId="c100" />);
    const add = await screen.findByRole('button', { name: 'הוספת חתימת גב' });
    for (let i = 0; i < 5; i += 1) await user.click(add);
    expect(screen.getAllByLabelText(/^חתימת גב \d$/)).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(screen.getByText('על צ׳ק יכולות להיות לכל היותר 5 חתימות.')).toBeInTheDocument();
    await user.click(add);
    expect(screen.getAllByLabelText(/^חתימת גב \d$/)).toHaveLength(5);
    // A row that replaces an existing signature does not add one: the limit opens again.
    await user.click(screen.getAllByLabelText('החלפת החתימה הקיימת')[0]);
    expect(add).toBeEnabled();
  });

  it('sends rear signatures with their replace flag in the action payload', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/check/action', () => HttpResponse.json({ ok: true })));
    const { requests } = renderSignedIn(<SignatureTab checkId="c100" />);
    await user.click(await screen.findByRole('button', { name: 'הוספת חתימת גב' }));
    await user.click(screen.getByRole('button', { name: 'שמירת חתימות הגב' }));
    expect(await screen.findByText('בחרו חתימה בכל שורה, או הסירו את השורה.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('חתימת גב 1'), 'דנה כהן');
    await user.click(screen.getByLabelText('החלפת החתימה הקיימת'));
    await user.click(screen.getByRole('button', { name: 'שמירת חתימות הגב' }));
    expect(await screen.findByText('חתימות הגב נשמרו.')).toBeInTheDocument();
    const dana = signatures().find((s) => s.name === 'דנה כהן')!;
    expect(requests.to('POST', '/api/check/action')[0].body).toEqual({
      wsId: 'w1',
      isTransaction: false,
      ids: ['c100'],
      action: 'sign',
      rearSignatures: [{ name: 'דנה כהן', signaturePath: dana.signaturePath, replace: true, endorserName: 'גלבוע סחר בע״מ', endorserIdNumber: '515555555' }],
    });
  });

  it('needs both a signature and a stamp when signing with both', async () => {
    const user = userEvent.setup();
    const { requests } = renderSignedIn(<SignatureTab checkId="c100" />);
    await user.click(await screen.findByLabelText('חתימה וחותמת'));
    await user.click(await screen.findByLabelText('דנה כהן'));
    await user.click(screen.getByRole('button', { name: 'חתימה על הצ׳ק' }));
    expect(await screen.findByText('יש לבחור גם חתימה וגם חותמת.')).toBeInTheDocument();
    expect(requests.to('PUT', '/api/check/workspace/gilboa-trade/signature/sign')).toHaveLength(0);

    await user.click(screen.getByLabelText('חותמת בדיקה'));
    await user.click(screen.getByRole('button', { name: 'חתימה על הצ׳ק' }));
    // Signed: the cheque comes back with this user among its signators.
    expect(await screen.findByText('חתמת על הצ׳ק הזה.')).toBeInTheDocument();
    expect(screen.getByText('חתימות נדרשות: 2 · נחתמו: 1')).toBeInTheDocument();
    const [sent] = requests.to('PUT', '/api/check/workspace/gilboa-trade/signature/sign');
    expect((sent.body as { ids: string[]; signatures: string[] }).ids).toEqual(['c100']);
    expect((sent.body as { signatures: string[] }).signatures).toHaveLength(2);
    await waitFor(() => expect(cheque().signatorsIds).toEqual(['u1']));
  });

  it('signs once on a double click plus Enter', async () => {
    const user = userEvent.setup();
    const { requests } = renderSignedIn(<SignatureTab checkId="c100" />);
    await user.click(await screen.findByLabelText('דנה כהן'));
    await doubleClickPlusEnter(screen.getByRole('button', { name: 'חתימה על הצ׳ק' }));
    expect(await screen.findByText('חתמת על הצ׳ק הזה.')).toBeInTheDocument();
    expect(requests.to('PUT', '/api/check/workspace/gilboa-trade/signature/sign')).toHaveLength(1);
  });

  it('makes a stamp from text: at most 5 lines of 40 characters', async () => {
    const user = userEvent.setup();
    const { requests } = renderSignedIn(<SignatureTab checkId="c100" />);
    const text = await screen.findByLabelText('נוסח החותמת');
    const make = screen.getByRole('button', { name: 'יצירת החותמת' });
    await user.type(text, 'א{Enter}ב{Enter}ג{Enter}ד{Enter}ה{Enter}ו');
    await user.click(make);
    expect(await screen.findByText('בחותמת יש לכל היותר 5 שורות.')).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, `${'א'.repeat(41)}`);
    expect(await screen.findByText('בכל שורה בחותמת יש לכל היותר 40 תווים.')).toBeInTheDocument();
    expect(requests.to('POST', '/api/workspace/signature/gilboa-trade')).toHaveLength(0);

    await user.clear(text);
    await user.type(text, `גלבוע סחר{Enter}${'ב'.repeat(40)}`);
    const stampsBefore = signatures().filter((s) => s.type === 'stamp').length;
    await user.click(make);
    expect(await screen.findByText('החותמת נוספה לסביבת העבודה.')).toBeInTheDocument();
    const [sent] = requests.to('POST', '/api/workspace/signature/gilboa-trade');
    expect(sent.body).toMatchObject({ replace: false, signaturePath: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    expect(signatures().filter((s) => s.type === 'stamp')).toHaveLength(stampsBefore + 1);
    await user.click(screen.getByLabelText('חותמת בלבד'));
    expect(await screen.findByLabelText('חותמת 1')).toBeInTheDocument();
  });
});

describe('SignatureTab: the cash law on endorsements', () => {
  const add = () => screen.findByRole('button', { name: 'הוספת חתימת גב' });
  const rows = () => screen.queryAllByLabelText(/^חתימת גב \d$/);

  it('each endorsement names its endorser with a valid ID number, sent and kept with the signature', async () => {
    const user = userEvent.setup();
    const { requests } = renderSignedIn(<SignatureTab checkId="c100" />);
    await user.click(await add());
    await user.selectOptions(screen.getByLabelText('חתימת גב 1'), 'דנה כהן');
    // A business endorses as itself: its name and company number are there to start with.
    const name = screen.getByLabelText('שם המסב חתימת גב 1');
    const id = screen.getByLabelText('ת״ז או ח״פ של המסב חתימת גב 1');
    expect(name).toHaveValue('גלבוע סחר בע״מ');
    expect(id).toHaveValue('515555555');
    await user.clear(name);
    await user.clear(id);
    await user.type(id, '123456789');
    await user.click(screen.getByRole('button', { name: 'שמירת חתימות הגב' }));
    expect(await screen.findByText('יש למלא את שם המסב.')).toBeInTheDocument();
    expect(screen.getByText('מספר הזהות אינו תקין.')).toBeInTheDocument();
    expect(id).toHaveAccessibleDescription('מספר הזהות אינו תקין.');
    expect(requests.to('POST', '/api/check/action')).toHaveLength(0);

    await user.type(name, 'דנה כהן');
    await user.clear(id);
    await user.type(id, '12345678-2');
    await user.click(screen.getByRole('button', { name: 'שמירת חתימות הגב' }));
    expect(await screen.findByText('חתימות הגב נשמרו.')).toBeInTheDocument();
    const dana = signatures().find((s) => s.name === 'דנה כהן')!;
    expect(requests.to('POST', '/api/check/action').map((r) => r.body)).toEqual([
      { wsId: 'w1', isTransaction: false, ids: ['c100'], action: 'sign', rearSignatures: [{ name: 'דנה כהן', signaturePath: dana.signaturePath, replace: false, endorserName: 'דנה כהן', endorserIdNumber: '123456782' }] },
    ]);
    expect(await screen.findByText('123456782')).toBeInTheDocument(); // shown with the signature on the cheque
    expect((cheque() as { rearSignatures?: unknown[] }).rearSignatures).toEqual([{ name: 'דנה כהן', signaturePath: dana.signaturePath, endorserName: 'דנה כהן', endorserIdNumber: '123456782' }]);
  });

  it('above 10,000 shekels, asks before the second endorsement and says why', async () => {
    cheque().amount = '10000.01';
    const user = userEvent.setup();
    renderSignedIn(<SignatureTab checkId="c100" />);
    await user.click(await add());
    expect(rows()).toHaveLength(1); // the first endorsement: nothing to ask
    await user.click(await add());
    const dialog = await screen.findByRole('dialog', { name: 'להוסיף הסבה שנייה?' });
    expect(dialog).toHaveTextContent('צ׳ק מעל \u200F10,000.00 ₪ שהוסב יותר מפעם אחת יוחזר מהבנק (חוק צמצום השימוש במזומן), אלא אם ההסבה היא לבנק או לגוף פיננסי מפוקח.');
    await user.click(within(dialog).getByRole('button', { name: 'ביטול' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(1);
    await user.click(await add());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'הוספה בכל זאת' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('counts the endorsements already on the cheque; at 10,000.00 exactly nothing is asked', async () => {
    const user = userEvent.setup();
    Object.assign(cheque(), { amount: '10000.00', rearSignatures: [{ name: 'דנה כהן', signaturePath: signatures()[0].signaturePath, endorserName: 'דנה כהן', endorserIdNumber: '123456782' }] });
    renderSignedIn(<SignatureTab checkId="c100" />);
    await user.click(await add());
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the endorsements already on the cheque above 10,000: the first new one is asked about', async () => {
    const user = userEvent.setup();
    Object.assign(cheque(), { amount: 25_000, rearSignatures: [{ name: 'דנה כהן', signaturePath: signatures()[0].signaturePath, endorserName: 'דנה כהן', endorserIdNumber: '123456782' }] });
    renderSignedIn(<SignatureTab checkId="c100" />);
    await user.click(await add());
    expect(await screen.findByRole('dialog', { name: 'להוסיף הסבה שנייה?' })).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  });
});
