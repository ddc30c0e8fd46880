import { chromium } from '@playwright/test';
const [,, base, out, w = '1280', h = '800', email='owner@demo.co.il', after='/'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(base + '/login');
await page.getByLabel('דוא״ל').fill(email);
await page.getByLabel('סיסמה').fill('Demo1234!');
await page.getByRole('button', { name: 'התחברות' }).click();
await page.waitForTimeout(2000);
if (after !== '/') { await page.goto(base + after); await page.waitForTimeout(2000); }
await page.screenshot({ path: out });
console.log('url:', page.url());
await browser.close();
