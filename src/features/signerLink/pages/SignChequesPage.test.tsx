import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { formatAmountPlain, shekelsToAgorot } from '@/lib/money';
import { recordRequests } from '@/test/recordRequests';
import { mockRow } from '@mocks/scenarios';
import { doubleClickPlusEnter } from '@/test/intents';
import { STUB_PNG as PNG, stubCanvas } from '@/test/stubCanvas';

beforeEach(() => {
  stubCanvas();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SignChequesPage', () => {
  it('shows a loading state until the link answers', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/check/signature/:hash', async () => {
        await gate;
        return HttpResponse.json({ message: 'Expired link' }, { status: 400 });
      }),
    );
    renderApp('/signChecks/demo-sign-link');
    expect(await screen.findByText('טוען את הצ׳קים לחתימה…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'פג תוקף הקישור' })).toBeInTheDocument();
  });

  it('shows the two cheques with amounts, progress and total', async () => {
    renderApp('/signChecks/demo-sign-link');
    expect(await screen.findByText('גלבוע סחר בע״מ מבקשת את חתימתך על 2 צ׳קים.')).toBeInTheDocument();
    expect(screen.getByText('החותם: יוסי לוי')).toBeInTheDocument();
    expect(screen.getAllByText('0 מתוך 2 חתימות')).toHaveLength(2);
    const [a, b] = (db.tokens.find((x) => x.token === 'demo-sign-link')!.data!.checkIds as string[]).map((id) => mockRow.cheque(id));
    expect(screen.getByText(a.payee!)).toBeInTheDocument();
    expect(screen.getByText(b.payee!)).toBeInTheDocument();
    const total = screen.getByText('סה״כ לחתימה').parentElement!;
    const agorot = (shekelsToAgorot(a.amount) ?? 0) + (shekelsToAgorot(b.amount) ?? 0);
    expect(within(total).getByText(/₪/)).toHaveTextContent(formatAmountPlain(agorot));
  });

  it('shows the pictures of the link through its own public call, and makes no staff call', async () => {
    const sent = recordRequests();
    renderApp('/signChecks/demo-sign-link');
    const ids = db.tokens.find((x) => x.token === 'demo-sign-link')!.data!.checkIds as string[];
    const pictures = await screen.findAllByRole('img', { name: /^צ׳ק מספר/ });
    expect(pictures).toHaveLength(ids.length);
    await waitFor(() => pictures.forEach((img) => expect(img.getAttribute('src')).toMatch(/^data:image\//)));
    await sent.settled();
    expect(sent.all.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /api/check/images/hash/demo-sign-link', 'GET /api/check/signature/demo-sign-link']);
  });

  it('a refusal as unauthorized (401) keeps the signer on the link, never sends them to staff sign-in', async () => {
    server.use(http.get('*/api/check/signature/:hash', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    renderApp('/signChecks/demo-sign-link');
    expect(await screen.findByRole('button', { name: 'ניסיון נוסף' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(window.location.pathname).toBe('/signChecks/demo-sign-link');
  });

  it.each([
    ['expired-sign-link', 'פג תוקף הקישור'],
    ['nousers-sign-link', 'לא נמצאו משתמשים לחתימה'],
    ['no-such-link', 'הקישור לא נמצא'],
  ])('the link %s gets its own screen: %s', async (hash, title) => {
    renderApp(`/signChecks/${hash}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /חתימה על/ })).not.toBeInTheDocument();
  });

  it('asks for a signature before sending anything', async () => {
    const sent = recordRequests().all;
    renderApp('/signChecks/demo-sign-link');
    await userEvent.click(await screen.findByRole('button', { name: 'חתימה על 2 צ׳קים' }));
    expect(screen.getByRole('alert')).toHaveTextContent('יש לחתום לפני השליחה');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('signs each cheque with a typed-name signature, then shows success; the backend moves them to partly signed', async () => {
    const sent = recordRequests().all;
    renderApp('/signChecks/demo-sign-link');
    await userEvent.click(await screen.findByRole('radio', { name: 'הקלדת שם' }));
    await userEvent.type(screen.getByLabelText('שם מלא לחתימה'), 'יוסי לוי');
    await userEvent.click(screen.getByRole('button', { name: 'חתימה על 2 צ׳קים' }));
    expect(await screen.findByRole('heading', { name: 'תודה, החתימה נקלטה' })).toBeInTheDocument();
    const ids = db.tokens.find((x) => x.token === 'demo-sign-link')!.data!.checkIds as string[];
    expect(sent.filter((r) => r.method === 'POST')).toEqual(
      ids.map((checkId) => ({ method: 'POST', path: '/api/check/signature/sign', body: { checkId, signature: PNG, hash: 'demo-sign-link' } })),
    );
    for (const id of ids) {
      const cheque = mockRow.cheque(id);
      expect(cheque.signingStatus).toBe('PARTIALLY_SIGNED');
      expect(cheque.activity.at(-1)).toMatchObject({ action: 'SIGNED', by: 'יוסי לוי' });
    }
  });

  it('signs each cheque once on a double tap plus Enter', async () => {
    const sent = recordRequests();
    renderApp('/signChecks/demo-sign-link');
    await userEvent.click(await screen.findByRole('radio', { name: 'הקלדת שם' }));
    await userEvent.type(screen.getByLabelText('שם מלא לחתימה'), 'יוסי לוי');
    await doubleClickPlusEnter(screen.getByRole('button', { name: 'חתימה על 2 צ׳קים' }));
    expect(await screen.findByRole('heading', { name: 'תודה, החתימה נקלטה' })).toBeInTheDocument();
    const ids = db.tokens.find((x) => x.token === 'demo-sign-link')!.data!.checkIds as string[];
    expect(sent.all.filter((r) => r.method === 'POST').map((r) => (r.body as { checkId: string }).checkId)).toEqual(ids);
  });

  it('draws with the pointer; undo and clear empty the pad again', async () => {
    const sent = recordRequests().all;
    renderApp('/signChecks/demo-sign-link');
    const pad = await screen.findByRole('img', { name: 'משטח חתימה' });
    const undo = screen.getByRole('button', { name: 'ביטול פעולה' });
    expect(undo).toBeDisabled();
    fireEvent.pointerDown(pad, { buttons: 1, button: 0, pointerId: 1, clientX: 10, clientY: 10, pointerType: 'mouse' });
    fireEvent.pointerMove(document, { buttons: 1, pointerId: 1, clientX: 60, clientY: 40, pointerType: 'mouse' });
    fireEvent.pointerUp(document, { buttons: 0, pointerId: 1, clientX: 60, clientY: 40, pointerType: 'mouse' });
    await waitFor(() => expect(undo).toBeEnabled());
    await userEvent.click(undo);
    expect(screen.getByRole('button', { name: 'שחזור' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'ניקוי' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'שחזור' }));
    await userEvent.click(screen.getByRole('button', { name: 'ניקוי' }));
    await userEvent.click(screen.getByRole('button', { name: 'חתימה על 2 צ׳קים' }));
    expect(screen.getByRole('alert')).toHaveTextContent('יש לחתום לפני השליחה');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    // Undo takes the clear back: the drawing is there to sign with.
    await userEvent.click(undo);
    await userEvent.click(screen.getByRole('button', { name: 'חתימה על 2 צ׳קים' }));
    expect(await screen.findByRole('heading', { name: 'תודה, החתימה נקלטה' })).toBeInTheDocument();
  });

  it('a cheque that cannot be signed gets the "Check signing failed" screen, and a retry of only that one', async () => {
    const sent = recordRequests().all;
    renderApp('/signChecks/failing-sign-link');
    await userEvent.click(await screen.findByRole('radio', { name: 'הקלדת שם' }));
    await userEvent.type(screen.getByLabelText('שם מלא לחתימה'), 'Yossi');
    await userEvent.click(screen.getByRole('button', { name: 'חתימה על 2 צ׳קים' }));
    expect(await screen.findByRole('heading', { name: 'החתימה על הצ׳ק נכשלה' })).toBeInTheDocument();
    expect(screen.getByText('נחתמו 1 מתוך 2.')).toBeInTheDocument();
    expect(screen.getByText(/: החתימה על הצ׳ק נכשלה\.$/)).toBeInTheDocument();
    sent.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'ניסיון חוזר לצ׳קים שנכשלו' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
  });

  it('a link that expires while signing switches to the expired screen', async () => {
    server.use(http.post('*/api/check/signature/sign', () => HttpResponse.json({ message: 'Expired link' }, { status: 400 })));
    renderApp('/signChecks/demo-sign-link');
    await userEvent.click(await screen.findByRole('radio', { name: 'הקלדת שם' }));
    await userEvent.type(screen.getByLabelText('שם מלא לחתימה'), 'Yossi');
    await userEvent.click(screen.getByRole('button', { name: 'חתימה על 2 צ׳קים' }));
    expect(await screen.findByRole('heading', { name: 'פג תוקף הקישור' })).toBeInTheDocument();
  });
});
