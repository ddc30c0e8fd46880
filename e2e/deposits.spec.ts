import { readFile } from 'node:fs/promises';
import { test, expect, expectAxeClean, signInToGilboa, type ListedCheque as Cheque } from './fixtures';

// The mock's days are UTC days (mocks/db/clock.ts).
const today = () => new Date().toISOString().slice(0, 10);

// Three cheques from the deposit workspace in one request, a future one among them: the deposit must
// then show the same in both views, and its bank feedback must download.
test('deposit three cheques (one future), see the deposit in both views, download its feedback', async ({ page }) => {
  // A long journey on a busy machine.
  test.setTimeout(150_000);
  await signInToGilboa(page);
  const reply = await page.request.get('/api/check/workspace/gilboa-trade');
  const cheques = ((await reply.json()) as { checks: Cheque[] }).checks.filter((c) => c.status === 'NEW' && !c.isDeleted);
  // Due, and well inside their six months of validity (the demo has a stale cheque: it would stay behind).
  const fiveMonthsAgo = new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10);
  const due = cheques.filter((c) => c.checkDate <= today() && c.checkDate > fiveMonthsAgo).slice(0, 2);
  const future = cheques.find((c) => c.checkDate > today())!;
  expect(due).toHaveLength(2);

  await page.getByRole('link', { name: 'הפקדת צ׳קים', exact: true }).click();
  // The unfoldable sidebar opens under the pointer: move it back over the content.
  await page.mouse.move(10, 400);
  await expect(page.getByRole('heading', { level: 1, name: 'הפקדת צ׳קים' })).toBeVisible();
  for (const c of [...due, future]) await page.getByRole('checkbox', { name: `בחירת צ׳ק ${c.checkNumber}` }).check();
  await expect(page.getByText('נבחרו 3 צ׳קים')).toBeVisible();
  await expectAxeClean(page, '/deposits/new');
  await page.getByRole('button', { name: 'לסיכום ההפקדה' }).click();
  const dialog = page.getByRole('dialog', { name: 'אישור הפקדה' });
  await expect(dialog).toContainText('3 צ׳קים');
  await expect(dialog).toContainText('שקלים');
  await expectAxeClean(page, 'deposit summary');
  await dialog.getByRole('button', { name: 'הפקדת 3 הצ׳קים' }).click();
  await expect(page.getByText('3 צ׳קים הופקדו.')).toBeVisible();

  // The demo bank answers what reached it today; the future cheque waits for its day.
  await page.request.post('/api/__dev/bank/answer', { data: { ws: 'gilboa-trade' } });
  await page.getByRole('link', { name: 'להפקדות' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'הפקדות' })).toBeVisible();
  // The deposit just made: its id is not one of the demo's (dep-2xx), and it holds two cheques.
  const todays = page.getByRole('row').filter({ hasText: 'שני צ׳קים' }).filter({ has: page.getByRole('button', { name: /הפקדה dep\d+$/ }) });
  await expect(todays).toContainText('התקבלה');
  await expect(page.getByRole('row').filter({ hasText: 'מתוכננת' }).filter({ hasText: 'צ׳ק אחד' }).first()).toBeVisible();
  await expectAxeClean(page, '/deposits');

  const [download] = await Promise.all([page.waitForEvent('download'), todays.getByRole('button', { name: /^הורדת משוב/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^feedback-dep\d+\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  for (const c of due) expect(csv).toContain(c.checkNumber);

  await todays.getByRole('button', { name: /צ׳קים – ההפקדה/ }).click();
  await expect(page).toHaveURL(/view=cheques/);
  for (const c of due) await expect(page.getByRole('row').filter({ hasText: c.checkNumber })).toContainText('הופקד');
  await page.getByRole('button', { name: 'לפי צ׳ק' }).click();
  await expect(page.getByRole('row').filter({ hasText: future.checkNumber })).toBeVisible();
  await expectAxeClean(page, '/deposits?view=cheques');
  await page.getByRole('button', { name: 'לפי הפקדה' }).click();
  await expect(todays).toBeVisible();
});
