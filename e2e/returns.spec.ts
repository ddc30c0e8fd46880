import { test, expect, expectAxeClean, signInToGilboa } from './fixtures';

// The demo's bouncing drawer (רהיטי העמק, 20-461-778899, mocks/db/seeds/returnsSeed.ts): its
// cheque c952 (number 7000952) is due, and the demo bank returns every cheque of that account.
const RETURNING = { id: 'c952', number: '7000952' };
const SAME_DRAWER = '7000953';

test('a returned cheque: the reason on the desk, the WhatsApp address, a new deposit, paid another way, the warning on the next cheque, the evidence page in print', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToGilboa(page);
  // The cheque goes to the bank and comes back.
  const deposited = await page.request.post('/api/check/action', { data: { wsId: 'gilboa-trade', isTransaction: false, ids: [RETURNING.id], action: 'deposit', bankAccount: 'a1' } });
  expect(deposited.ok()).toBe(true);
  await page.request.post('/api/__dev/bank/answer', { data: { ws: 'gilboa-trade' } });

  // The return is new since the last visit: counted beside the desk's menu entry until the desk is seen.
  await page.reload();
  const entry = page.getByRole('navigation', { name: 'תפריט' }).getByRole('link', { name: /^שולחן ההחזרות/ });
  await expect(entry).toHaveAccessibleName(/החזרות חדשות$/);
  await entry.click();
  await page.mouse.move(10, 400);
  await expect(page.getByRole('heading', { level: 1, name: 'שולחן ההחזרות' })).toBeVisible();
  const row = page.getByTestId(`return-${RETURNING.id}`);
  await expect(row).toContainText('אין כיסוי מספיק');
  await expect(row).toContainText('אפשר להפקיד שוב עד');
  await expectAxeClean(page, '/returns');

  // The prepared message through WhatsApp: its address is checked, not opened.
  await row.getByRole('button', { name: 'פנייה למושך' }).click();
  const contact = page.getByRole('dialog', { name: 'פנייה למושך' });
  const href = await contact.getByRole('link', { name: /פתיחה בוואטסאפ/ }).getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/972527778899\?text=/);
  expect(decodeURIComponent(href!.split('text=')[1])).toContain(`הצ׳ק מספר ${RETURNING.number}`);
  await contact.getByRole('button', { name: 'סגירה' }).click();

  // Deposited again through the cheque view's deposit tab (the one deposit flow), and returned again.
  await row.getByRole('link', { name: 'הפקדה חוזרת' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'הפקדה', exact: true }).click();
  await expect(page.getByText('הצ׳ק נשלח להפקדה חוזרת.')).toBeVisible();
  await page.request.post('/api/__dev/bank/answer', { data: { ws: 'gilboa-trade' } });

  await page.goto('/returns');
  await expect(entry).toHaveAccessibleName('שולחן ההחזרות');
  await expect(row).toContainText('הוחזר פעמיים');
  await row.getByRole('button', { name: 'שולם בדרך אחרת' }).click();
  const paid = page.getByRole('dialog', { name: 'שולם בדרך אחרת' });
  await paid.getByLabel('אמצעי התשלום').selectOption('cash');
  const comment = page.waitForRequest((r) => r.url().includes('/api/check/comments/') && r.method() === 'POST');
  await paid.getByRole('button', { name: 'רישום התשלום' }).click();
  expect((await comment).postDataJSON()).toMatchObject({ checkId: RETURNING.id, comment: expect.stringMatching(/^שולם בדרך אחרת: ₪3,150\.00 ב־\d\d-\d\d-\d{4}, מזומן$/) });
  // Handled: out of the open list, counted apart.
  await expect(row).toBeHidden();
  await expect(page.getByText('אחת טופלה')).toBeVisible();

  // The next cheque of the same drawer (two of its cheques came back before, this one twice):
  // the warning before it is saved, and before it is deposited.
  await page.goto('/cheques/new');
  await page.getByLabel('בנק', { exact: true }).fill('20');
  await page.getByLabel('סניף', { exact: true }).fill('461');
  await page.getByLabel('מספר חשבון', { exact: true }).fill('778899');
  await expect(page.getByTestId('drawer-warning')).toContainText('הוחזרו 4 פעמים ב-12 החודשים האחרונים');

  await page.goto('/deposits/new');
  await page.getByRole('checkbox', { name: `בחירת צ׳ק ${SAME_DRAWER}` }).check();
  await expect(page.getByTestId('drawer-warning')).toContainText(SAME_DRAWER);

  // The evidence page as the printer sees it: the page alone, without the menu.
  await page.goto(`/returns/${RETURNING.id}/evidence`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: `דף ראיות לגבייה: צ׳ק ${RETURNING.number}` }).last()).toBeVisible();
  await expect(page.locator('.evidence-page')).toContainText('אין כיסוי מספיק');
  await expect(page.locator('.evidence-page')).toContainText('שלושת אלפים מאה וחמישים שקלים');
  await expect(page.getByRole('navigation', { name: 'תפריט' })).toBeHidden();
  await expect(page.getByRole('img', { name: 'חזית הצ׳ק' })).toBeVisible();
});
