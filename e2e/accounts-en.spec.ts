import { test, expect, expectAxeClean, outbox } from './fixtures';

test('in English: forgotten password, then sign-in with the new one', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('E-mail').fill('viewer@demo.co.il');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('viewer@demo.co.il');
  await expectAxeClean(page, 'reset request (en)');
  const mail = (await outbox(page)).find((m) => m.kind === 'passwordReset')!;
  await page.goto(mail.link!);
  await page.getByLabel('New password').fill('weak');
  await expect(page.getByRole('list', { name: 'Password requirements' })).toContainText('not met yet');
  await page.getByLabel('New password').fill('Better12!');
  await page.getByLabel('Confirm password').fill('Better12!');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password was changed. Sign in with the new password.')).toBeVisible();
  await page.getByLabel('Password').fill('Better12!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello רינה' })).toBeVisible();
});
