import { test, expect, signIn, OWNER } from './fixtures';

// Logging out (a shared computer): every open tab ends the session; a logout whose server call fails
// still clears the browser and says so.
test('logging out in one tab ends the session in every open tab', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/login');
  await signIn(first, OWNER);
  await expect(first.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/settings/user');
  await expect(second.getByRole('heading', { name: 'הגדרות משתמש' })).toBeVisible();

  await first.getByRole('button', { name: 'תפריט משתמש' }).click();
  await first.getByRole('menuitem', { name: 'התנתקות' }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login\?redirect=%2Fsettings%2Fuser$/);
  await expect(second.getByRole('heading', { name: 'התחברות' })).toBeVisible();
});

test('a logout whose call fails still clears the browser and says so', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
  await page.route('**/api/user/logout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'תפריט משתמש' }).click();
  await page.getByRole('menuitem', { name: 'התנתקות' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('לא הצלחנו להודיע על כך לשרת');
  const stored = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').general ?? '{}'));
  expect(stored.user).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
