import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/database';
import { doubleClickPlusEnter } from '@/test/intents';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };

function recordRequests() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json().catch(() => undefined) });
  });
  return sent;
}

const waiting = () =>
  db.cheques.filter((c) => c.wsId === 'w1' && !c.isDeleted && c.status !== 'DELETED' && ['UNSIGNED', 'PARTIALLY_SIGNED'].includes(c.signingStatus ?? ''));
const checkbox = (number: string | undefined) => screen.getByRole('checkbox', { name: `בחירת צ׳ק ${number}` });

// The first render loads the lazy page and its translations.
const rowsLoaded = () => screen.findAllByRole('checkbox', { name: /^בחירת צ׳ק / }, { timeout: 10_000 });

afterEach(() => server.events.removeAllListeners());

// A table of some thirty rows re-renders on every click: slow on a busy machine.
describe('ChequesToSignPage', { timeout: 30_000 }, () => {
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
    const sent = recordRequests();
    // The workspace keeps stamps in the same list: they are not offered for signing a cheque.
    db.extra.signatures.push({ wsId: 'w1', name: 'חותמת גלבוע', type: 'stamp', signaturePath: 'data:image/svg+xml;base64,PHN2Zy8+' });
    renderApp('/cheques/to-sign', OWNER);
    const unsigned = waiting().find((c) => c.signingStatus === 'UNSIGNED')!;
    const partial = waiting().find((c) => c.signingStatus === 'PARTIALLY_SIGNED')!;
    await rowsLoaded();
    await userEvent.click(checkbox(unsigned.checkNumber));
    await userEvent.click(checkbox(partial.checkNumber));
    expect(screen.getByText('נבחרו 2 צ׳קים')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'חתימה שמורה' }));
    expect(screen.queryByRole('radio', { name: 'חותמת גלבוע' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'דנה כהן' }));
    await userEvent.click(screen.getByRole('button', { name: 'חתימה על 2 צ׳קים' }));
    expect(await screen.findByText('נחתמו 2 צ׳קים.')).toBeInTheDocument();
    const path = (db.extra.signatures as Array<{ wsId: string; name: string; signaturePath: string }>).find((s) => s.wsId === 'w1' && s.name === 'דנה כהן')!.signaturePath;
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
    expect(sent.filter((r) => r.path.endsWith('/signature/sign'))).toHaveLength(1);
  });

  it('asks for cheques and a signature before signing, and keeps both when the backend refuses', async () => {
    const sent = recordRequests();
    server.use(http.put('*/api/check/workspace/:ws/signature/sign', () => HttpResponse.json({ message: 'Check signing failed' }, { status: 400 })));
    renderApp('/cheques/to-sign', OWNER);
    await rowsLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'חתימה על הצ׳קים שנבחרו' }));
    expect(screen.getByRole('alert')).toHaveTextContent('בחרו לפחות צ׳ק אחד לחתימה.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'בחירת כל הצ׳קים שאפשר לחתום עליהם' }));
    await userEvent.click(screen.getByRole('button', { name: `חתימה על ${waiting().length} צ׳קים` }));
    expect(screen.getByRole('alert')).toHaveTextContent('יש לחתום לפני השליחה');
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'הקלדת שם' }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ measureText: () => ({ width: 10 }), fillText() {} } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA==');
    await userEvent.type(screen.getByLabelText('שם מלא לחתימה'), 'Dana');
    await userEvent.click(screen.getByRole('button', { name: `חתימה על ${waiting().length} צ׳קים` }));
    expect(await screen.findByText('החתימה על הצ׳ק נכשלה.')).toBeInTheDocument();
    expect(screen.getByLabelText('שם מלא לחתימה')).toHaveValue('Dana');
    expect(screen.getByText(`נבחרו ${waiting().length} צ׳קים`)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('sends a sign link after a confirmation; the signators get it in the outbox', async () => {
    const sent = recordRequests();
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

  it('a viewer is refused with a clear message when sending', async () => {
    renderApp('/cheques/to-sign', { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' });
    await rowsLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'שליחת קישור לחתימה בדוא״ל' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'שליחה' }));
    expect(await screen.findByText('אין הרשאה לגשת למשאב המבוקש.')).toBeInTheDocument();
  });
});
