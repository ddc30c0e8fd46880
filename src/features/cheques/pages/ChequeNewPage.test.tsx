import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';
import { wholeText } from '@/test/wholeText';

const MICR = '0004512' + '12' + '600' + '334455';
const photo = (text = `MICR:${MICR}`, type = 'image/jpeg', name = 'cheque.jpg') => new File([text], name, { type });

async function openAndScan(file = photo()) {
  // A person can pick "all files" in the dialog: the page itself must refuse other types.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderApp('/cheques/new', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
  const front = await screen.findByLabelText('צד קדמי');
  await user.upload(front, file);
  return { user, ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const dayMonthsAgo = (months: number) => {
  const d = new Date();
  d.setMonth(d.getMonth() - months);
  return `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
};

describe('scanning a new cheque', () => {
  // The page is lazy: load it once before the clock of the first test starts.
  beforeAll(async () => {
    await import('./ChequeNewPage');
    await import('@/app/layout/DefaultLayout');
  });
  // The new cheque's view opens at the end; jsdom never settles its picture's blob reply.
  beforeEach(() => server.use(http.get('/api/check/images/:side/:id', () => HttpResponse.error())));

  it('warns as soon as a date eight months ago is typed (stale), and tells when a post-dated one is due', async () => {
    const { user } = await openAndScan();
    await fill(user, { 'תאריך פירעון': dayMonthsAgo(8) });
    expect(await screen.findByText(/צ׳ק ישן: עברו יותר משישה חודשים מתאריכו/)).toBeInTheDocument();
    await fill(user, { 'תאריך פירעון': dayMonthsAgo(-3) });
    expect(await screen.findByText(wholeText(/^צ׳ק דחוי: אפשר להפקיד אותו החל מ־\d{2}-\d{2}-\d{4} \((בעוד 3 חודשים|בעוד חודשיים)\)\.$/))).toBeInTheDocument();
    expect(screen.queryByText(/צ׳ק ישן/)).not.toBeInTheDocument();
  });

  it('reads the MICR line from the photo, fills the bank details, and saves with the full request body', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check');
    const { user } = await openAndScan();
    expect(await screen.findByText(/זוהה: צ׳ק 0004512, בנק 12, סניף 600, חשבון 334455/)).toBeInTheDocument();
    expect(screen.getByLabelText('שורת MICR')).toHaveValue(MICR);
    expect(screen.getByLabelText('בנק')).toHaveValue('12');
    expect(screen.getByLabelText('סניף')).toHaveValue('600');
    expect(screen.getByLabelText('מספר חשבון')).toHaveValue('334455');
    expect(screen.getByRole('img', { name: 'צד קדמי של הצ׳ק שנסרק' })).toBeInTheDocument();
    await fill(user, { 'סכום (₪)': '1,234.50', 'תאריך פירעון': '15-03-2026', 'שם המוטב': 'משה לוי', 'טלפון המוטב': '052-123-4567' });
    expect(screen.getByText('אלף מאתיים שלושים וארבעה שקלים וחמישים אגורות')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('שיטת משלוח'), 'COURIER');
    expect(await screen.findByText(/פרטי הבנק תקינים: בנק הפועלים/)).toBeInTheDocument();
    // Spec section 5: the payee's phone is saved only after its one-time code.
    expect(screen.getByRole('button', { name: 'שמירת הצ׳ק' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'שליחת קוד אימות' }));
    await screen.findByText('שלחנו קוד אימות למספר 0521234567.');
    await user.type(screen.getByLabelText('קוד אימות'), '000000');
    await user.click(screen.getByRole('button', { name: 'אימות הקוד' }));
    expect(await screen.findByText('הקוד שגוי או שפג תוקפו.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'שמירת הצ׳ק' })).toBeDisabled();
    await user.clear(screen.getByLabelText('קוד אימות'));
    await user.type(screen.getByLabelText('קוד אימות'), db.outbox.find((m) => m.kind === 'payeeOtp')!.code!);
    await user.click(screen.getByRole('button', { name: 'אימות הקוד' }));
    expect(await screen.findByText('הטלפון אומת')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שמירת הצ׳ק' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/cheques\/view\/c\d+$/));
    expect(bodies).toEqual([
      {
        wsId: 'w1',
        fields: expect.objectContaining({
          amount: '1234.50',
          amountWords: 'אלף מאתיים שלושים וארבעה שקלים וחמישים אגורות',
          checkDate: '2026-03-15',
          checkNumber: '0004512',
          bank: '12',
          branch: '600',
          account: '334455',
          micr: MICR,
          payee: 'משה לוי',
          payeePhone: '0521234567',
          sendingMethod: 'COURIER',
          frontImage: expect.stringMatching(/^data:image\/jpeg;base64,/),
        }),
      },
    ]);
    const stored = db.cheques.find((c) => c.micr === MICR);
    expect(stored?.frontImage).toMatch(/^data:image\/jpeg;base64,/);
    expect(stored?.status).toBe('NEW');
  });

  it('refuses a file that is not jpeg, png or gif before sending anything', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check/images/cut-and-detect');
    await openAndScan(photo('x', 'application/pdf', 'cheque.pdf'));
    expect(await screen.findByText('סוג הקובץ אינו נתמך. ניתן להעלות JPEG, PNG או GIF.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('scales a photo above 2MB down in the browser instead of refusing it', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check/images/cut-and-detect');
    const drawn: number[][] = [];
    const restore = [
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ drawImage: (_i: unknown, _x: number, _y: number, w: number, h: number) => drawn.push([w, h]) }) as never),
      vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback) => done(new Blob([`MICR:${MICR}`], { type: 'image/jpeg' }))),
    ];
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close() {} }));
    try {
      const big = photo('x'.repeat(3 * 1024 * 1024));
      await openAndScan(big);
      expect(await screen.findByText(/התמונה הוקטנה מ־3.0MB ל־1kB/)).toBeInTheDocument();
      expect(await screen.findByText(/זוהה: צ׳ק 0004512/)).toBeInTheDocument();
      // The scale-down draws 2000x1500 (the photo checks may draw their own small copy too).
      expect(drawn).toContainEqual([2000, 1500]);
      expect(bodies).toEqual([{ base64: expect.stringMatching(/^data:image\/jpeg;base64,/), isFront: true }]);
      expect((bodies[0] as { base64: string }).base64.length).toBeLessThan(200);
    } finally {
      restore.forEach((r) => r.mockRestore());
      vi.unstubAllGlobals();
    }
  });

  it('warns of a duplicate MICR from the server and keeps everything typed', async () => {
    const existing = db.cheques[0];
    const { user } = await openAndScan(photo(`MICR:${existing.micr}`));
    await screen.findByText(/זוהה/);
    await fill(user, { 'סכום (₪)': '500', 'תאריך פירעון': '01-04-2026', 'שם המוטב': 'נועה' });
    await screen.findByText(/פרטי הבנק תקינים/);
    await user.click(screen.getByRole('button', { name: 'שמירת הצ׳ק' }));
    expect(await screen.findAllByText('כבר קיים צ׳ק עם אותה שורת MICR.')).toHaveLength(2);
    expect(screen.getByLabelText('סכום (₪)')).toHaveValue('500');
    expect(screen.getByLabelText('שם המוטב')).toHaveValue('נועה');
  });

  it('refuses an all-zeros MICR before sending', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check');
    const { user } = await openAndScan();
    await screen.findByText(/זוהה/);
    await fill(user, { 'שורת MICR': '000000000', 'סכום (₪)': '10', 'תאריך פירעון': '01-04-2026' });
    await user.click(screen.getByRole('button', { name: 'שמירת הצ׳ק' }));
    expect(await screen.findByText('שורת MICR לא יכולה להיות אפסים בלבד')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows the server message when it refuses an all-zeros MICR', async () => {
    server.use(http.post('/api/check', () => HttpResponse.json({ message: 'MICR all zeros' }, { status: 400 })));
    const { user } = await openAndScan();
    await screen.findByText(/זוהה/);
    await fill(user, { 'סכום (₪)': '10', 'תאריך פירעון': '01-04-2026' });
    await screen.findByText(/פרטי הבנק תקינים/);
    await user.click(screen.getByRole('button', { name: 'שמירת הצ׳ק' }));
    expect(await screen.findByText('שורת ה-MICR מכילה אפסים בלבד.')).toBeInTheDocument();
  });

  it('says an unsupported bank needs correction and does not let it be saved', async () => {
    const { user } = await openAndScan();
    await screen.findByText(/זוהה/);
    await fill(user, { 'בנק': '99' });
    expect(await screen.findByText('הבנק אינו נתמך. יש לתקן את קוד הבנק לפני השמירה.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'שמירת הצ׳ק' })).toBeDisabled();
    await fill(user, { 'בנק': '77' });
    expect(await screen.findByText('מספר החשבון, הבנק או הסניף אינו תקין. יש לתקן לפני השמירה.')).toBeInTheDocument();
  });

  it('warns of a restricted account but still saves, marking the cheque', async () => {
    const { user } = await openAndScan(photo('MICR:000451212600999999'));
    await screen.findByText(/זוהה/);
    expect(screen.getByLabelText('מספר חשבון')).toHaveValue('999999');
    expect(await screen.findByText(/החשבון מוגבל/)).toBeInTheDocument();
    await fill(user, { 'סכום (₪)': '10', 'תאריך פירעון': '01-04-2026' });
    await user.click(screen.getByRole('button', { name: 'שמירת הצ׳ק' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/cheques\/view\//));
    expect(db.cheques[0].restrictedAccount).toBe(true);
  });

  it('asks for correction approval from 50,000 and sends it only once ticked', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check');
    const { user } = await openAndScan();
    await screen.findByText(/זוהה/);
    await fill(user, { 'סכום (₪)': '49,999.99', 'תאריך פירעון': '01-04-2026' });
    expect(screen.queryByLabelText('בדקתי ואני מאשר/ת את הסכום')).not.toBeInTheDocument();
    await fill(user, { 'סכום (₪)': '50000' });
    expect(screen.getByLabelText('בדקתי ואני מאשר/ת את הסכום')).not.toBeChecked();
    expect(screen.getByText('חמישים אלף שקלים')).toBeInTheDocument();
    await screen.findByText(/פרטי הבנק תקינים/);
    await user.click(screen.getByRole('button', { name: 'שמירת הצ׳ק' }));
    expect(await screen.findByText('יש לאשר את הסכום לפני השמירה')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(screen.getByLabelText('בדקתי ואני מאשר/ת את הסכום'));
    expect(screen.getByLabelText('בדקתי ואני מאשר/ת את הסכום')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'שמירת הצ׳ק' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/cheques\/view\//));
    expect(bodies).toEqual([expect.objectContaining({ fields: expect.objectContaining({ amount: '50000.00', correctionApproved: true }) })]);
  });

  it('refuses an amount above 10,000,000', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check');
    const { user } = await openAndScan();
    await screen.findByText(/זוהה/);
    await fill(user, { 'סכום (₪)': '10000000.01', 'תאריך פירעון': '01-04-2026' });
    await user.click(screen.getByRole('button', { name: 'שמירת הצ׳ק' }));
    expect(await screen.findByText('הסכום המרבי הוא 10,000,000 ₪')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('enforces the limits of sections 5 and 9 before sending', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/check');
    const { user } = await openAndScan();
    await screen.findByText(/זוהה/);
    await fill(user, { 'סכום (₪)': '10', 'תאריך פירעון': '31-02-2026', 'מספר צ׳ק': '12345678901', 'שם המוטב': 'A & B', 'טלפון המוטב': '12345' });
    await user.click(screen.getByRole('button', { name: 'שמירת הצ׳ק' }));
    const form = screen.getByRole('button', { name: 'שמירת הצ׳ק' }).closest('form') as HTMLElement;
    expect(await within(form).findByText('תאריך לא תקין (יום-חודש-שנה)')).toBeInTheDocument();
    expect(within(form).getByText('ספרות בלבד, עד 10')).toBeInTheDocument();
    expect(within(form).getByText('אין להשתמש בתווים < > &')).toBeInTheDocument();
    expect(within(form).getByText('מספר טלפון לא תקין')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('asks for the front picture before saving', async () => {
    const user = userEvent.setup();
    renderApp('/cheques/new', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    await user.click(await screen.findByRole('button', { name: 'שמירת הצ׳ק' }));
    expect(await screen.findByText('יש לסרוק את הצד הקדמי של הצ׳ק')).toBeInTheDocument();
  });
});
