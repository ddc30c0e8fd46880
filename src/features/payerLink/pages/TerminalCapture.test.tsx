import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assessment } from '@/lib/capture';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { server } from '@mocks/node';
import { serveCutAndDetect, takePhoto, preloadTerminalChunks } from '@/test/terminalTestKit';
import { recordRequests } from '@/test/recordRequests';

// The photo checks need a canvas, which jsdom lacks: their verdicts are given here, one per photo.
const verdicts: Assessment[] = [];
const CUT_STILL = 'data:image/jpeg;base64,/9j/c3RpbGw=';
vi.mock('@/components/capture/checkPhoto', async (original) => {
  const real = await original<typeof import('@/components/capture/checkPhoto')>();
  return {
    ...real,
    checkPhoto: vi.fn(async () => {
      const assessment = verdicts.shift();
      return assessment ? { measures: {}, assessment, still: () => CUT_STILL, close: () => undefined } : null;
    }),
  };
});

const dark: Assessment = { key: 'tooDark', problems: ['tooDark', 'holdStill'], passed: false };
const glare: Assessment = { key: 'glare', problems: ['glare'], passed: false };
const good: Assessment = { key: 'ok', problems: [], passed: true };

beforeAll(() => Promise.all([i18n.loadNamespaces(['payerLink', 'capture']), import('./TerminalPage'), preloadTerminalChunks()]), 30000);
afterEach(() => {
  verdicts.length = 0;
  server.events.removeAllListeners();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the photo checks on the payer page', () => {
  it('refuses a dark photo with one piece of advice, accepts the third attempt with a warning', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const seen = recordRequests();
    verdicts.push(dark, glare, dark);
    renderApp('/terminal/north1');

    await takePhoto(user, /צילום חזית/);
    expect(await screen.findByText('צלמו שוב: חשוך מדי: עברו למקום מואר.')).toHaveAttribute('role', 'status');
    // The way in stays, and has the focus back.
    await waitFor(() => expect(screen.getByRole('button', { name: /צילום חזית הצ׳ק/ })).toHaveFocus());

    await takePhoto(user, /צילום חזית/);
    expect(await screen.findByText('צלמו שוב: הטו מעט כדי להעלים את הבוהק. התמונה הבאה תתקבל כפי שהיא.')).toBeInTheDocument();
    expect(screen.queryByText(/חשוך מדי/)).not.toBeInTheDocument();

    await takePhoto(user, /צילום חזית/);
    const preview = await screen.findByRole('img', { name: /הצ׳ק שזוהה/ });
    expect(screen.getByText(/קיבלנו את התמונה אף שייתכן שאינה ברורה \(חשוך מדי: עברו למקום מואר\)/)).toBeInTheDocument();
    // Focus moves to the new cheque.
    await waitFor(() => expect(preview).toHaveFocus());
    const cut = (await seen.settled()).filter((r) => r.path === '/api/check/images/cut-and-detect');
    // Only the accepted photo was sent, as the checks' still (cut to the cheque).
    expect(cut).toEqual([{ method: 'POST', path: '/api/check/images/cut-and-detect', body: { base64: '/9j/c3RpbGw=', isFront: true } }]);
  });

  it('sends a good photo at once and starts the back over from the first attempt', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    verdicts.push(dark, good, glare);
    renderApp('/terminal/north1');
    await takePhoto(user, /צילום חזית/);
    await screen.findByText(/צלמו שוב/);
    await takePhoto(user, /צילום חזית/);
    await screen.findByRole('img', { name: /הצ׳ק שזוהה/ });
    expect(screen.queryByText(/קיבלנו את התמונה/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'אישור, לצילום הגב' }));
    await takePhoto(user, /צילום גב/);
    // The back's first attempt: advice without "the next will be accepted".
    expect(await screen.findByText('צלמו שוב: הטו מעט כדי להעלים את הבוהק.')).toBeInTheDocument();
  });

  it('opens the photo picker with Enter and with Space, and gives the focus to the list after adding', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const picker = vi.spyOn(HTMLInputElement.prototype, 'click');
    renderApp('/terminal/north1');
    const button = await screen.findByRole('button', { name: /צילום חזית הצ׳ק/ });
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(picker.mock.contexts.filter((input) => (input as HTMLInputElement).type === 'file')).toHaveLength(2);
    picker.mockRestore();

    await takePhoto(user, /צילום חזית/);
    await user.click(await screen.findByRole('button', { name: 'אישור, לצילום הגב' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /צילום גב הצ׳ק/ })).toHaveFocus());
    await takePhoto(user, /צילום גב/);
    await user.click(await screen.findByRole('button', { name: 'אישור והוספה' }));
    const heading = await screen.findByRole('heading', { name: 'צ׳ק אחד מוכן לשליחה' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('the live camera on the payer page', () => {
  const withCamera = (getUserMedia: () => Promise<MediaStream>) => {
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(getUserMedia) }, configurable: true });
  };

  it('is the first way in where the browser has one, with the photo picker beside it', async () => {
    withCamera(() => new Promise(() => undefined));
    renderApp('/terminal/north1');
    expect(await screen.findByRole('button', { name: /צילום חזית הצ׳ק/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'העלאת תמונה במקום' })).toBeInTheDocument();
  });

  it('falls back to the photo picker, and says so, when the camera is not allowed', async () => {
    const user = userEvent.setup();
    withCamera(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
    renderApp('/terminal/north1');
    await user.click(await screen.findByRole('button', { name: /צילום חזית הצ׳ק/ }));
    expect(await screen.findByText('לא ניתנה הרשאה למצלמה. צלמו בעזרת הכפתור שלמטה.')).toHaveAttribute('role', 'status');
    const picker = screen.getByRole('button', { name: /צילום חזית הצ׳ק/ });
    await waitFor(() => expect(picker).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'העלאת תמונה במקום' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/צילום חזית הצ׳ק/)).toHaveAttribute('type', 'file');
  });

  it('says when there is no camera at all', async () => {
    const user = userEvent.setup();
    withCamera(() => Promise.reject(Object.assign(new Error('none'), { name: 'NotFoundError' })));
    renderApp('/terminal/north1');
    await user.click(await screen.findByRole('button', { name: /צילום חזית הצ׳ק/ }));
    expect(await screen.findByText(/לא נמצאה מצלמה/)).toBeInTheDocument();
  });
});

describe('continue on your phone', () => {
  const desktop = (matches: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: matches && query.includes('pointer: fine'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
  afterEach(() => vi.restoreAllMocks());

  it('offers a QR code of this very page on a desktop', async () => {
    desktop(true);
    renderApp('/terminal/north1');
    const offer = await screen.findByRole('region', { name: 'המשיכו בטלפון' });
    const code = await screen.findByRole('img', { name: 'קוד QR של הקישור לעמוד הזה' });
    expect(offer).toContainElement(code);
    expect(code).toHaveAttribute('data-value', window.location.href);
  });

  it('is not offered on a phone', async () => {
    desktop(false);
    renderApp('/terminal/north1');
    await screen.findByRole('button', { name: /צילום חזית הצ׳ק/ });
    expect(screen.queryByRole('region', { name: 'המשיכו בטלפון' })).not.toBeInTheDocument();
  });
});
