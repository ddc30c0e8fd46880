import { test, expect, signInToGilboa, type ListedCheque as Cheque } from './fixtures';

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const typed = (day: string) => day.split('-').reverse().join('-');

// The cheque law at a deposit: of five cheques chosen, a stale one (c905), a post-dated one (c907)
// and one above the bank-run cap (c908) stay behind with their reasons; exactly the two good ones go.
// Then a future deposit picked on a Saturday moves to Sunday, with the Hebrew date shown.
test('the owner deposits exactly the good cheques, and a Saturday moves to Sunday', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToGilboa(page);
  const reply = await page.request.get('/api/check/workspace/gilboa-trade');
  const cheques = ((await reply.json()) as { checks: Cheque[] }).checks.filter((c) => c.status === 'NEW' && !c.isDeleted);
  // Today as the page counts it (Asia/Jerusalem), not the test runner's clock: near midnight they differ.
  const [y, m, d] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()];
  });
  const pageToday = () => new Date(y, m, d, 12);
  const today = iso(pageToday());
  const fiveMonthsAgo = iso(new Date(pageToday().getTime() - 150 * 86_400_000));
  const good = cheques.filter((c) => !/^c9/.test(c.checkId) && c.checkDate <= today && c.checkDate > fiveMonthsAgo).slice(0, 3);
  const number = (id: string) => cheques.find((c) => c.checkId === id)!.checkNumber;

  await page.goto('/deposits/new');
  await expect(page.getByRole('heading', { level: 1, name: 'הפקדת צ׳קים' })).toBeVisible();
  await page.getByRole('radio', { name: 'עכשיו' }).check();
  for (const id of ['c905', 'c907', 'c908', good[0].checkId, good[1].checkId]) await page.getByRole('checkbox', { name: `בחירת צ׳ק ${number(id)}` }).check();
  const row = (id: string) => page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `בחירת צ׳ק ${number(id)}` }) });
  await expect(row('c905')).toContainText('פג תוקף הצ׳ק ב־');
  await expect(row('c907')).toContainText('צ׳ק דחוי: אפשר להפקיד אותו רק מ־');
  await expect(row('c908')).toContainText('הסכום גבוה מהמותר בכספת של החשבון');
  await expect(page.getByText('3 צ׳קים לא יופקדו: הסיבה מופיעה ליד כל אחד.')).toBeVisible();

  await page.getByRole('button', { name: 'לסיכום הפקדת שני הצ׳קים התקינים' }).click();
  const dialog = page.getByRole('dialog', { name: 'אישור הפקדה' });
  await expect(dialog).toContainText('עלות: שני קרדיטים');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/check/action'));
  await dialog.getByRole('button', { name: 'הפקדת שני הצ׳קים' }).click();
  expect((await sent).postDataJSON()).toEqual({
    wsId: 'gilboa-trade',
    isTransaction: false,
    ids: [good[0].checkId, good[1].checkId],
    action: 'deposit',
    bankAccount: 'a1',
    depositOnDueDate: false,
    depositDate: today,
  });
  await expect(page.getByText('שני הצ׳קים הופקדו.')).toBeVisible();

  // A future deposit on a Saturday goes on the Sunday after it.
  const saturday = pageToday();
  saturday.setDate(saturday.getDate() + ((6 - saturday.getDay() + 7) % 7 || 7));
  const sunday = new Date(saturday);
  sunday.setDate(sunday.getDate() + 1);
  await page.getByRole('checkbox', { name: `בחירת צ׳ק ${number(good[2].checkId)}` }).check();
  await page.getByRole('radio', { name: 'הפקדה עתידית בתאריך שאבחר' }).check();
  await page.getByLabel('תאריך ההפקדה').fill(typed(iso(saturday)));
  await expect(page.getByText(/^תאריך עברי: .+ ב.+ תשפ״/)).toBeVisible();
  await expect(page.getByText(`שבת: אין פעילות בנקאית. ההפקדה תעבור ל־${typed(iso(sunday))}`, { exact: false })).toBeVisible();
  // The three cheques left behind stay chosen, with their reasons: only the good one goes.
  await page.getByRole('button', { name: 'לסיכום הפקדת הצ׳ק התקין' }).click();
  const future = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/check/action'));
  await page.getByRole('dialog', { name: 'אישור הפקדה' }).getByRole('button', { name: 'הפקדת הצ׳ק' }).click();
  expect((await future).postDataJSON()).toMatchObject({ ids: [good[2].checkId], depositOnDueDate: false, depositDate: iso(sunday) });
});
