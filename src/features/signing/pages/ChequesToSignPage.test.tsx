import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';
import { mockRow, scenario } from '@mocks/scenarios';
import { doubleClickPlusEnter } from '@/test/intents';
import { actingAs } from '@/test/actingAs';
import { canSignNow } from '@/lib/chequeNextAction';
import { chequeStage } from '@/lib/chequeStage';
import { formatMoney, shekelsToAgorot } from '@/lib/money';
import { PHONE_QUERY } from '@/components/list/usePhoneLayout';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };

const waiting = () =>
  db.cheques.filter((c) => c.wsId === 'w1' && !c.isDeleted && c.status !== 'DELETED' && ['UNSIGNED', 'PARTIALLY_SIGNED'].includes(c.signingStatus ?? ''));
// Section 4: what awaits the bank or a deposit waits for signatures too, but cannot be signed now;
// nor can a cheque already past the signing stage (processing a deposit, at the bank).
const signable = () => waiting().filter((c) => chequeStage(c) === 'signing');
const checkbox = (number: string | undefined) => screen.getByRole('checkbox', { name: `בחירת צ׳ק ${number}` });

// The first render loads the lazy page and its translations.
const rowsLoaded = () => screen.findAllByRole('checkbox', { name: /^בחירת צ׳ק / });

// A table of some thirty rows re-renders on every click: slow on a busy machine.
describe('ChequesToSignPage', () => {
  it('shows a phone one card per waiting cheque, with its payee and amount, and no table cut at the side', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === PHONE_QUERY, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
    );
    try {
      const user = userEvent.setup();
      renderApp('/cheques/to-sign', OWNER);
      const cards = await screen.findByRole('list', { name: 'הצ׳קים לחתימה' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards).getAllByRole('listitem')).toHaveLength(waiting().length);
      const first = signable()[0];
      const card = checkbox(first.checkNumber).closest('li')!;
      expect(card).toHaveTextContent(first.payee!);
      expect(card).toHaveTextContent(formatMoney(shekelsToAgorot(first.amount)!).replace(/\s/g, ' '));
      await user.click(checkbox(first.checkNumber));
      expect(screen.getByText('נבחר צ׳ק אחד')).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });

  it('lists the cheques waiting for signature with their progress by the signators required', async () => {
    renderApp('/cheques/to-sign', OWNER);
    const rows = await rowsLoaded();
    expect(screen.getByText('צ׳קים שממתינים לחתימה בסביבת העבודה. כל צ׳ק צריך 2 חתימות.')).toBeInTheDocument();
    expect(rows).toHaveLength(waiting().length);
    const partial = waiting().filter((c) => c.signingStatus === 'PARTIALLY_SIGNED').length;
    expect(screen.getAllByText('1 מתוך 2 חתימות')).toHaveLength(partial);
    expect(screen.getAllByText('0 מתוך 2 חתימות')).toHaveLength(waiting().length - partial);
    const signed = db.cheques.find((c) => c.wsId === 'w1' && c.signingStatus === 'SIGNED')!;
    expect(screen.queryByRole('checkbox', { name: `בחירת צ׳ק ${signed.checkNumber}` })).not.toBeInTheDocument();
  });

  it('signs the selected cheques at once with a stored signature and moves each by its signatures', async () => {
    const sent = recordRequests().where((r) => r.method !== 'GET');
    // The workspace keeps stamps in the same list: they are not offered for signing a cheque.
    scenario('workspace stamp', 'חותמת גלבוע');
    renderApp('/cheques/to-sign', OWNER);
    const unsigned = signable().find((c) => c.signingStatus === 'UNSIGNED')!;
    const partial = signable().find((c) => c.signingStatus === 'PARTIALLY_SIGNED')!;
    await rowsLoaded();
    // Nothing chosen yet: said in words, with no total of nothing beside it.
    expect(screen.getByText('עוד לא נבחרו צ׳קים')).toBeInTheDocument();
    expect(screen.queryByText('סכום הנבחרים:')).not.toBeInTheDocument();
    await userEvent.click(checkbox(unsigned.checkNumber));
    await userEvent.click(checkbox(partial.checkNumber));
    expect(screen.getByText('נבחרו 2 צ׳קים')).toBeInTheDocument();
    expect(screen.getByText('סכום הנבחרים:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'חתימה שמורה' }));
    expect(screen.queryByRole('radio', { name: 'חותמת גלבוע' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'דנה כהן' }));
    await userEvent.click(screen.getByRole('button', { name: 'חתימה על 2 צ׳קים' }));
    expect(await screen.findByText('נחתמו 2 צ׳קים.')).toBeInTheDocument();
    const path = mockRow.signatures('w1').find((s) => s.name === 'דנה כהן')!.signaturePath;
    expect(sent).toEqual([{ method: 'PUT', path: '/api/check/workspace/gilboa-trade/signature/sign', body: { ids: expect.any(Array), signatures: [path] } }]);
    expect((sent[0].body as { ids: string[] }).ids.sort()).toEqual([unsigned.checkId, partial.checkId].sort());
    expect(db.cheques.find((c) => c.checkId === unsigned.checkId)!.signingStatus).toBe('PARTIALLY_SIGNED');
    expect(db.cheques.find((c) => c.checkId === partial.checkId)!.signingStatus).toBe('SIGNED');
    // After the refetch: the fully signed one is gone, the other waits for the second signator.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `בחירת צ׳ק ${partial.checkNumber}` })).not.toBeInTheDocument());
    expect(checkbox(unsigned.checkNumber)).toBeDisabled();
    expect(within(checkbox(unsigned.checkNumber).closest('tr')!).getByText('חתמת; ממתין לחותם נוסף')).toBeInTheDocument();
  });

  it('signs once on a double click plus Enter', async () => {
    const sent = recordRequests();
    renderApp('/cheques/to-sign', OWNER);
    const unsigned = waiting().find((c) => c.signingStatus === 'UNSIGNED')!;
    await rowsLoaded();
    await userEvent.click(checkbox(unsigned.checkNumber));
    await userEvent.click(screen.getByRole('radio', { name: 'חתימה שמורה' }));
    await userEvent.click(screen.getByRole('radio', { name: 'דנה כהן' }));
    await doubleClickPlusEnter(screen.getByRole('button', { name: 'חתימה על הצ׳ק' }));
    expect(await screen.findByText('הצ׳ק נחתם.')).toBeInTheDocument();
    expect(sent.all.filter((r) => r.path.endsWith('/signature/sign'))).toHaveLength(1);
  });

  it('asks for cheques and a signature before signing, and keeps both when the backend refuses', async () => {
    const sent = recordRequests().where((r) => r.method !== 'GET');
    server.use(http.put('*/api/check/workspace/:ws/signature/sign', () => HttpResponse.json({ message: 'Check signing failed' }, { status: 400 })));
    renderApp('/cheques/to-sign', OWNER);
    await rowsLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'חתימה על הצ׳קים שנבחרו' }));
    expect(screen.getByRole('alert')).toHaveTextContent('בחרו לפחות צ׳ק אחד לחתימה.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'בחירת כל הצ׳קים שאפשר לחתום עליהם' }));
    await userEvent.click(screen.getByRole('button', { name: `חתימה על ${signable().length} צ׳קים` }));
    expect(screen.getByRole('alert')).toHaveTextContent('יש לחתום לפני השליחה');
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'הקלדת שם' }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ measureText: () => ({ width: 10 }), fillText() {} } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA==');
    await userEvent.type(screen.getByLabelText('שם מלא לחתימה'), 'Dana');
    await userEvent.click(screen.getByRole('button', { name: `חתימה על ${signable().length} צ׳קים` }));
    expect(await screen.findByText('החתימה על הצ׳ק נכשלה.')).toBeInTheDocument();
    expect(screen.getByLabelText('שם מלא לחתימה')).toHaveValue('Dana');
    expect(screen.getByText(`נבחרו ${signable().length} צ׳קים`)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('sends a sign link after a confirmation; the signators get it in the outbox', async () => {
    const sent = recordRequests().where((r) => r.method !== 'GET');
    renderApp('/cheques/to-sign', OWNER);
    await rowsLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'שליחת קישור לחתימה בדוא״ל' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`על ${waiting().length} הצ׳קים`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'שליחה' }));
    expect(await screen.findByText('קישור לחתימה נשלח אל: owner@demo.co.il, user@demo.co.il.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/check/signature/send', body: { wsId: 'w1' } }]);
    const mails = db.outbox.filter((m) => m.kind === 'signLink');
    expect(mails.map((m) => m.to).sort()).toEqual(['owner@demo.co.il', 'user@demo.co.il']);
    expect(mails.every((m) => /^\/signChecks\/[a-z0-9]+$/.test(m.link ?? ''))).toBe(true);
  });

  // The headline counts only what this user can sign now; the rest wait for others or the bank.
  it.each([['owner@demo.co.il'], ['user@demo.co.il'], ['viewer@demo.co.il']])('heads the page with what %s can sign now', async (email) => {
    renderApp('/cheques/to-sign', { as: email, workspace: 'gilboa-trade' });
    const mine = waiting().filter((c) => canSignNow(c, actingAs(email)));
    const agorot = mine.reduce((sum, c) => sum + (shekelsToAgorot(c.amount) ?? 0), 0);
    const text = mine.length ? `${mine.length} צ׳קים ממתינים לך · ${formatMoney(agorot, 'he')}` : 'אין צ׳קים שממתינים לך';
    const headline = (await screen.findByText(/ממתינים לך/)).closest('p')!;
    const others = waiting().filter((c) => !mine.includes(c) && chequeStage(c) === 'signing').length;
    const blocked = waiting().length - mine.length - others;
    const parts = [text, others && `עוד ${others} ממתינים לאחרים`, blocked && `${blocked} אינם ניתנים לחתימה כעת`].filter(Boolean);
    expect(headline).toHaveTextContent(parts.join(' · ').replace(/\s+/g, ' '));
    expect(blocked).toBeGreaterThan(1);
    expect(mine.length < waiting().length).toBe(true);
    if (email === 'viewer@demo.co.il') expect(mine).toHaveLength(0);
  });

  it('offers a blocked cheque for signing only disabled, with the reason', async () => {
    renderApp('/cheques/to-sign', OWNER);
    await rowsLoaded();
    const blocked = waiting().find((c) => c.status === 'AWAITING_DEPOSIT')!;
    expect(checkbox(blocked.checkNumber)).toBeDisabled();
    expect(checkbox(blocked.checkNumber)).toHaveAccessibleDescription('הצ׳ק ממתין להפקדה: יש לבטל את ההפקדה קודם.');
  });

  it('shows a viewer the cheques and no action: no send, no check boxes, no sign button', async () => {
    renderApp('/cheques/to-sign', { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' });
    expect(await screen.findByText('צופה יכול רק לצפות: בקשו ממנהל סביבת העבודה תפקיד משתמש.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(waiting().length + 1);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'שליחת קישור לחתימה בדוא״ל' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^חתימה על/ })).not.toBeInTheDocument();
  });

  it('flags a cheque from a restricted account where it is chosen, with the Bank of Israel lookup', async () => {
    const restricted = signable()[0];
    restricted.restrictedAccount = true;
    renderApp('/cheques/to-sign', OWNER);
    await rowsLoaded();
    const row = checkbox(restricted.checkNumber).closest('tr')!;
    expect(within(row).getByText('חשבון מוגבל')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'בדיקה באתר בנק ישראל (נפתח בלשונית חדשה)' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByText('חשבון מוגבל')).toHaveLength(1);
  });
});
