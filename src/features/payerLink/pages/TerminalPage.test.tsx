import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { server } from '@mocks/node';
import { pendingCheques } from '@mocks/db/terminalTables';
import { CUT_PNG, serveCutAndDetect, takePhoto, preloadTerminalChunks } from '@/test/terminalTestKit';
import { recordRequests } from '@/test/recordRequests';
import { doubleClickPlusEnter } from '@/test/intents';

// The page's chunk and texts load once per file, so the first test is not timed against them.
beforeAll(() => Promise.all([i18n.loadNamespaces('payerLink'), import('./TerminalPage'), preloadTerminalChunks()]), 30000);

const rootOf = () => document.querySelector<HTMLElement>('.terminal')!;

describe('the terminal page of a payer', () => {
  it("shows the terminal's branding with text readable on its colours", async () => {
    renderApp('/terminal/gilboa');
    expect(await screen.findByText('קופה ראשית')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'תשלום בצ׳ק' })).toBeInTheDocument();
    expect(screen.getByText(/ברוכים הבאים לגלבוע סחר/)).toBeInTheDocument();
    const style = rootOf().style;
    // Dark blue background -> white text; amber buttons -> black text (spec section 5, dark colour).
    expect(style.getPropertyValue('--terminal-bg')).toBe('#0b3d91');
    expect(style.getPropertyValue('--terminal-on-bg')).toBe('#ffffff');
    expect(style.getPropertyValue('--terminal-accent')).toBe('#ffb300');
    expect(style.getPropertyValue('--terminal-on-accent')).toBe('#000000');
  });

  it("keeps the merchant's welcome as written, in its own direction, inside a frame in the page's language", async () => {
    await i18n.changeLanguage('en');
    try {
      renderApp('/terminal/gilboa');
      // The business's name isolated in its own direction (first-strong isolate ... pop directional isolate).
      const frame = await screen.findByRole('figure', { name: 'A message from \u2068גלבוע סחר בע״מ\u2069' });
      const words = within(frame).getByText('ברוכים הבאים לגלבוע סחר. התשלום מגיע אלינו עוד היום.');
      expect(words).toHaveAttribute('dir', 'auto');
      expect(words.tagName).toBe('BLOCKQUOTE');
      expect(screen.getByRole('heading', { level: 1, name: 'Pay by cheque' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('he');
    }
  });

  it("names no one while the terminal loads: the business's name appears, nothing moves (CLS 0)", async () => {
    renderApp('/terminal/gilboa');
    expect(await screen.findByText('טוענים את המסוף…')).toBeInTheDocument();
    // Loading: the top keeps its place with no name in it, not the app's name to be replaced.
    expect(document.querySelector('.terminal__brand')).toBeEmptyDOMElement();
    expect(await screen.findByText('גלבוע סחר בע״מ', { selector: '.terminal__business' })).toBeInTheDocument();
    expect(document.querySelector('.terminal__brand')).toHaveTextContent('גלבוע סחר בע״מקופה ראשית');
  });

  it('uses dark text on a light terminal and light text on its dark buttons', async () => {
    renderApp('/terminal/north1');
    await screen.findByText('סריקת צ׳ק מהירה');
    const style = rootOf().style;
    expect(style.getPropertyValue('--terminal-on-bg')).toBe('#000000');
    expect(style.getPropertyValue('--terminal-accent')).toBe('#2e7d32');
    expect(style.getPropertyValue('--terminal-on-accent')).toBe('#ffffff');
  });

  it('asks only for the client details the terminal shows, offers sending once a cheque is in, and refuses to send without the mandatory ones', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const seen = recordRequests();
    renderApp('/terminal/gilboa');
    const name = await screen.findByLabelText(/^שם המשלם/);
    expect(name).toBeRequired();
    expect(screen.getByLabelText(/^דוא״ל לאישור/)).not.toBeRequired();
    expect(screen.getByLabelText(/^הערות/)).not.toBeRequired();
    // Nothing to send yet: no send button to fail with.
    expect(screen.queryByRole('button', { name: /שליחה|שליחת/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^דוא״ל לאישור/), 'not-an-email');
    await takePhoto(user, /צילום חזית/);
    await user.type(await screen.findByLabelText(/סכום הצ׳ק/), '100');
    await user.type(screen.getByLabelText(/תאריך הצ׳ק/), '15/03/2026');
    await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
    await user.click(await screen.findByRole('button', { name: 'שליחת הצ׳ק' }));
    // The checks load with the first cheque: they may still be on their way at the click.
    await waitFor(() => expect(name).toHaveAccessibleDescription('שדה חובה'));
    expect(screen.getByLabelText(/^דוא״ל לאישור/)).toHaveAccessibleDescription(/אינה תקינה/);
    expect((await seen.settled()).filter((r) => r.method === 'POST' && r.path === '/api/terminal/gilboa')).toEqual([]);
  });

  it('shows no client fields and no amount on a terminal that asks for none, but wants the back', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    renderApp('/terminal/north1');
    await screen.findByText('סריקת צ׳ק מהירה');
    expect(screen.queryByLabelText(/שם המשלם/)).not.toBeInTheDocument();
    await takePhoto(user, /צילום חזית/);
    await screen.findByRole('img', { name: /הצ׳ק שזוהה/ });
    expect(screen.queryByLabelText(/סכום הצ׳ק/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'אישור, לצילום הגב' }));
    expect(await screen.findByLabelText(/צילום גב הצ׳ק/)).toBeInTheDocument();
  });

  it('requires amount and date when the terminal lets the payer fill them, up to 10,000,000', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    renderApp('/terminal/gilboa');
    await takePhoto(user, /צילום חזית/);
    const amount = await screen.findByLabelText(/סכום הצ׳ק/);
    const date = screen.getByLabelText(/תאריך הצ׳ק/);
    await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
    expect(amount).toHaveAccessibleDescription(/יש להזין את סכום הצ׳ק/);
    expect(date).toHaveAccessibleDescription(/יש להזין את תאריך הצ׳ק/);
    // A refused confirm gives the focus to the first field at fault (a screen reader hears why).
    await waitFor(() => expect(amount).toHaveFocus());
    await user.type(amount, '10,000,000.01');
    await user.type(date, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
    expect(amount).toHaveAccessibleDescription(/גבוה מהמותר/);
    expect(date).toHaveAccessibleDescription(/התאריך אינו תקין/);
    await user.clear(amount);
    await user.type(amount, '1250');
    await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
    await waitFor(() => expect(date).toHaveFocus());
    await user.clear(amount);
    await user.type(amount, '10000000');
    await user.clear(date);
    await user.type(date, '15/03/2026');
    await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
    const list = await screen.findByRole('region', { name: 'צ׳ק אחד מוכן לשליחה' });
    // The cheque's amount, and the running total under the list (the same here).
    expect(within(list).getAllByText(/10,000,000\.00/)).toHaveLength(2);
    expect(within(list).getByText('15-03-2026')).toBeInTheDocument();
  });

  it('sends the scaled photo to cut-and-detect and the confirmed cheques with the details, then shows the scan result', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const seen = recordRequests();
    renderApp('/terminal/gilboa');
    await user.type(await screen.findByLabelText(/^שם המשלם/), 'משה כהן');
    await user.type(screen.getByLabelText(/^דוא״ל לאישור/), 'moshe@example.com');
    for (const [amount, date] of [['1,250.50', '15/03/2026'], ['80', '1-4-2026']]) {
      await takePhoto(user, /צילום חזית/);
      expect(await screen.findByRole('img', { name: /הצ׳ק שזוהה/ })).toHaveAttribute('src', `data:image/png;base64,${CUT_PNG}`);
      await user.type(screen.getByLabelText(/סכום הצ׳ק/), amount);
      await user.type(screen.getByLabelText(/תאריך הצ׳ק/), date);
      await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
    }
    // The running total of the cheques added, in agorot: 1,250.50 + 80.00.
    expect(await screen.findByText('סך הכול')).toBeInTheDocument();
    expect(screen.getByText('סך הכול').parentElement).toHaveTextContent('1,330.50');
    await user.click(await screen.findByRole('button', { name: 'שליחת 2 הצ׳קים' }));
    expect(await screen.findByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeInTheDocument();
    const totals = screen.getAllByRole('definition').map((d) => d.textContent);
    // The three counts, the amount sent, and the reference (the mock's receipt of the visit).
    expect(totals).toEqual(['2', '2', '0', '\u200f1,330.50\u00a0₪', expect.stringMatching(/^\d+$/)]);
    expect(screen.getByText('מספר אסמכתה')).toBeInTheDocument();

    const requests = await seen.settled();
    const cut = requests.filter((r) => r.path === '/api/check/images/cut-and-detect');
    expect(cut).toHaveLength(2);
    // The photo goes as bare base64 (no data: prefix), front side.
    expect(cut[0].body).toEqual({ base64: expect.stringMatching(/^\/9j\//), isFront: true });
    const submit = requests.find((r) => r.method === 'POST' && r.path === '/api/terminal/gilboa');
    const picture = `data:image/png;base64,${CUT_PNG}`;
    expect(submit?.body).toEqual({
      checks: [
        { frontImage: picture, amount: '1250.50', checkDate: '2026-03-15' },
        { frontImage: picture, amount: '80.00', checkDate: '2026-04-01' },
      ],
      fromName: 'משה כהן',
      email: 'moshe@example.com',
    });
    // Awaiting pickup at the terminal until staff complete the transaction (terminal tables).
    const created = pendingCheques().filter((c) => c.frontImage === picture);
    expect(created.map((c) => [c.status, c.wsId, c.amount])).toEqual([['NEW', 'w1', 1250.5], ['NEW', 'w1', 80]]);
    // gilboa's redirect is an https address: the finish button leads there.
    expect(screen.getByRole('link', { name: 'סיום' })).toHaveAttribute('href', 'https://example.com/thanks');
  });

  it('sends the cheques once on a double tap plus Enter', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const seen = recordRequests();
    renderApp('/terminal/gilboa');
    await user.type(await screen.findByLabelText(/^שם המשלם/), 'משה כהן');
    await user.type(screen.getByLabelText(/^דוא״ל לאישור/), 'moshe@example.com');
    await takePhoto(user, /צילום חזית/);
    await screen.findByRole('img', { name: /הצ׳ק שזוהה/ });
    await user.type(screen.getByLabelText(/סכום הצ׳ק/), '80');
    await user.type(screen.getByLabelText(/תאריך הצ׳ק/), '1-4-2026');
    await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
    await doubleClickPlusEnter(await screen.findByRole('button', { name: /^שליחת/ }));
    expect(await screen.findByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeInTheDocument();
    await seen.settled();
    const submits = seen.all.filter((r) => r.method === 'POST' && r.path === '/api/terminal/gilboa');
    expect(submits).toHaveLength(1);
  });

  it("never follows a javascript: redirect: north1's visit ends on /terminal/done", async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    renderApp('/terminal/north1');
    await takePhoto(user, /צילום חזית/);
    await user.click(await screen.findByRole('button', { name: 'אישור, לצילום הגב' }));
    await takePhoto(user, /צילום גב/);
    await user.click(await screen.findByRole('button', { name: 'אישור והוספה' }));
    await user.click(await screen.findByRole('button', { name: 'שליחת הצ׳ק' }));
    const finish = await screen.findByRole('link', { name: 'סיום' });
    expect(finish).toHaveAttribute('href', '/terminal/done');
    await user.click(finish);
    await waitFor(() => expect(window.location.pathname).toBe('/terminal/done'));
    expect(await screen.findByRole('heading', { name: 'תודה!' })).toBeInTheDocument();
  });

  it('removes a cheque from the list only after a second confirming tap', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    renderApp('/terminal/north1');
    for (let i = 0; i < 2; i += 1) {
      await takePhoto(user, /צילום חזית/);
      await user.click(await screen.findByRole('button', { name: 'אישור, לצילום הגב' }));
      await takePhoto(user, /צילום גב/);
      await user.click(await screen.findByRole('button', { name: 'אישור והוספה' }));
    }
    await screen.findByRole('region', { name: '2 צ׳קים מוכנים לשליחה' });
    await user.click(screen.getByRole('button', { name: 'הסרה – צ׳ק מספר 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'כן, להסיר' }));
    expect(await screen.findByRole('region', { name: 'צ׳ק אחד מוכן לשליחה' })).toBeInTheDocument();
  });

  it('keeps everything when sending fails, and says why', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const { http, HttpResponse } = await import('msw');
    server.use(http.post('/api/terminal/north1', () => HttpResponse.json({ message: 'Failed to connect to the terminal' }, { status: 503 })));
    renderApp('/terminal/north1');
    await takePhoto(user, /צילום חזית/);
    await user.click(await screen.findByRole('button', { name: 'אישור, לצילום הגב' }));
    await takePhoto(user, /צילום גב/);
    await user.click(await screen.findByRole('button', { name: 'אישור והוספה' }));
    await user.click(await screen.findByRole('button', { name: 'שליחת הצ׳ק' }));
    expect(await screen.findByText('החיבור למסוף נכשל.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'צ׳ק אחד מוכן לשליחה' })).toBeInTheDocument();
  });
});
