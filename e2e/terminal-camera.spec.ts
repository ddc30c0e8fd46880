import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, expectAxeClean, uploadChequePhoto } from './fixtures';
import { writeFakeCamera } from '../scripts/make-fake-camera';
import { executablePath } from './chromium';

// The payer's live camera, with Chromium's fake camera playing a generated cheque
// (framing problems first, then a good cheque), and a scan that survives a dropped connection.

const VIDEO = fileURLToPath(new URL('../.tmp/fake-camera.y4m', import.meta.url));
if (!existsSync(VIDEO)) writeFakeCamera(VIDEO);
const PHOTO = fileURLToPath(new URL('./assets/terminal-cheque-1.jpg', import.meta.url));

// The fake camera is a browser flag, so it is the whole file's (it forces its own worker).
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  permissions: ['camera'],
  launchOptions: {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

test.describe('with the phone camera', () => {
  test('the camera guides, captures the front and the rear by itself, and the scan completes', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/terminal/north1');
    await expect(page.getByText('סריקת צ׳ק מהירה')).toBeVisible();

    await page.getByRole('button', { name: /צילום חזית הצ׳ק/ }).tap();
    const camera = page.getByRole('region', { name: /^מצלמה:/ });
    await expect(camera).toBeVisible();
    // The guidance speaks one short phrase at a time, politely.
    await expect(camera.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect(camera.getByRole('button', { name: 'צילום' })).toBeVisible();
    await expectAxeClean(page, 'live camera');
    // Nobody presses anything: once the cheque is steady and sharp the picture is taken.
    await expect(page.getByRole('img', { name: /הצ׳ק שזוהה/ })).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'אישור, לצילום הגב' }).tap();

    // The camera opens again for the back, and captures it the same way.
    await expect(page.getByRole('region', { name: /^מצלמה:/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /הצ׳ק שזוהה/ })).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'אישור והוספה' }).tap();

    const submitted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/terminal/north1');
    await page.getByRole('button', { name: 'שליחת הצ׳ק' }).tap();
    const body = (await submitted).postDataJSON() as { checks?: unknown[] };
    expect(body.checks).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeVisible();
  });
});

test('a scan sent while the network is down is kept, restored after a reload, and submitted once', async ({ page, context }) => {
  test.setTimeout(120_000);
  const accepted: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/terminal/gilboa' && response.ok()) {
      accepted.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  await page.goto('/terminal/gilboa');
  await page.getByLabel(/^שם המשלם/).fill('משה כהן');
  await expect(page.getByRole('button', { name: /צילום חזית הצ׳ק/ })).toBeVisible();
  await uploadChequePhoto(page, PHOTO);
  await page.getByLabel(/סכום הצ׳ק/).fill('1,250');
  await page.getByLabel(/תאריך הצ׳ק/).fill('15/03/2026');
  await page.getByRole('button', { name: 'אישור והוספה' }).tap();
  await expect(page.getByRole('heading', { name: 'צ׳ק אחד מוכן לשליחה' })).toBeVisible();
  // What the page fetches with the first cheque (the sending code) arrives while the payer looks.
  await page.waitForLoadState('networkidle');

  // The connection drops just as the payer sends: nothing reaches the backend, the page says why.
  // The scan POSTs go through `network`: 'down' refuses them; 'held' keeps them until let through.
  let network: 'down' | 'held' = 'down';
  let letThrough!: () => void;
  const through = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/api/terminal/gilboa', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    if (network === 'down') return route.abort('internetdisconnected');
    await through;
    return route.fallback();
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'שליחת הצ׳ק' }).tap();
  await expect(page.getByText('אין חיבור לאינטרנט. הצ׳קים שמורים בטלפון ויישלחו כשהחיבור יחזור.')).toBeVisible();
  expect(accepted).toEqual([]);

  // Back online, the payer reloads the page: the cheque and the send under way come back. The page
  // sends again by itself at once; that send is held until the page has said so (else the reply
  // could come first, or the send meet the 'down' network and wait for its next try).
  network = 'held';
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(/^(הצ׳ק שצילמת נשמר\.|שולחים את הצ׳קים ששלחת לפני שהחיבור נותק…)$/)).toBeVisible();
  letThrough();
  await expect(page.getByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeVisible({ timeout: 30_000 });
  // Submitted once: one accepted reply, under the key the scan was given before the connection dropped.
  expect(accepted).toHaveLength(1);
  expect(accepted[0]).not.toBe('');
});
