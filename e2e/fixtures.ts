import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import axeCore from 'axe-core';

/** A cheque as the journeys read it from the mock's workspace list (the fields they choose by). */
export interface ListedCheque {
  checkId: string;
  checkNumber: string;
  checkDate: string;
  status: string;
  isDeleted?: boolean;
}

export const DEMO_PASSWORD = 'Demo1234!';
export const OWNER = 'owner@demo.co.il';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// WCAG 2.5.3 (Label in Name, level A): a control's name holds the words it shows, so that a voice
// user who says what they see reaches it. axe tags the rule experimental, which a run by its
// defaults leaves out: every scan, by tags or by rules, names it.
const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/**
 * The serious and critical axe-core findings on what the page shows now, one line each: the WCAG
 * 2.1 A/AA and best-practice rules with Label in Name, or only `rules` when given, inside `include`
 * (the whole page when not given) and outside the `exclude` selectors. The project's own axe-core
 * (package.json) runs in every journey and sweep.
 * For sweeps of many screens: axe-core is put in the page once and run there, a fifth of
 * AxeBuilder's time (which injects it anew and finishes each run in a page of its own: 1-2.5 s a
 * scan on a loaded machine). The app has no iframes, which only AxeBuilder would follow.
 */
export async function axeFindings(page: Page, rules?: readonly string[], exclude: readonly string[] = [], include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const runOnly = rules ? { type: 'rule' as const, values: [...rules] } : { type: 'tag' as const, values: AXE_TAGS };
  const enabled = Object.fromEntries((rules ?? EXPERIMENTAL_RULES).filter((rule) => EXPERIMENTAL_RULES.includes(rule)).map((rule) => [rule, { enabled: true }]));
  return page.evaluate(
    async ({ runOnly, enabled, exclude, include }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      const context = { ...(include ? { include: [include] } : {}), exclude: exclude.filter((selector) => document.querySelector(selector)) };
      // Only the violations in full: the passes' node lists, which nobody reads, are most of a reply.
      const results = await axe.run(context, { runOnly, rules: enabled, resultTypes: ['violations'] });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    },
    { runOnly, enabled, exclude: [...exclude], include },
  );
}

/**
 * The axe rules whose outcome depends on the language shown: names, labels, titles, the lang
 * attributes, and contrast (another script, another font). A screen clean in Hebrew under every
 * rule is scanned in English and Arabic with these.
 */
export const LANGUAGE_RULES = [
  'document-title', 'html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'valid-lang',
  'label', 'label-content-name-mismatch', 'select-name', 'button-name', 'input-button-name', 'link-name', 'image-alt', 'input-image-alt', 'svg-img-alt', 'role-img-alt', 'frame-title',
  'aria-command-name', 'aria-dialog-name', 'aria-input-field-name', 'aria-meter-name', 'aria-progressbar-name', 'aria-toggle-field-name', 'aria-tooltip-name',
  'empty-heading', 'empty-table-header', 'color-contrast',
] as const;

/** An axe-core scan of what the page shows now: no serious or critical violation. */
export async function expectAxeClean(page: Page, label = page.url()): Promise<void> {
  expect(await axeFindings(page), `axe violations on ${label}`).toEqual([]);
}

/**
 * How far the page jumped since it loaded: the sum of its layout shifts (Lighthouse's CLS counts
 * them so), those right after the user's own input left out.
 */
export async function layoutShiftSinceLoad(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // (The buffered entries come in a task of their own; none at all calls nothing.)
        setTimeout(() => resolve(sum), 200);
      }),
  );
}

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email = OWNER, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/דוא״ל|E-mail/).fill(email);
  await page.getByLabel(/סיסמה|Password/).fill(password);
  await page.getByRole('button', { name: /^(התחברות|Sign in)$/ }).click();
}

/**
 * Opens a screen from the staff menu by its entry's name, as a person would: a closed section of
 * the menu is opened first (sections fold, and opening one may close another to keep it in sight).
 */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: /^(תפריט|Menu)$/ });
  const link = menu.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) {
    const toggles = menu.locator('button[aria-expanded]');
    const labels = await toggles.allTextContents();
    for (const label of labels) {
      const toggle = menu.getByRole('button', { name: label.trim(), exact: true });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      if (await link.isVisible()) break;
    }
  }
  await link.click();
}

/** Signs the owner in and makes the business workspace (גלבוע סחר, gilboa-trade) the active one. */
export async function signInToGilboa(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
  await page.getByRole('button', { name: 'החלפת סביבת עבודה' }).click();
  await page.getByRole('menuitem', { name: 'גלבוע סחר בע״מ' }).click();
  await expect(page.getByText('סביבת העבודה הפעילה: גלבוע סחר בע״מ')).toBeVisible();
}

/** The mock backend's outbox: mails, links and one-time codes it would have sent. */
export async function outbox(page: Page): Promise<Array<{ to: string; kind: string; link?: string; code?: string }>> {
  const reply = await page.request.get('/api/__dev/outbox');
  return ((await reply.json()) as { messages: Array<{ to: string; kind: string; link?: string; code?: string }> }).messages;
}

/** Spec section 5: a new payee phone is verified with the one-time code the mock "sent" to it. */
export async function verifyPayeePhone(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(שליחת קוד אימות|Send verification code)$/ }).click();
  await expect(page.getByText(/^(שלחנו קוד אימות למספר|We sent a verification code to)/)).toBeVisible();
  const code = (await outbox(page)).find((m) => m.kind === 'payeeOtp')?.code ?? '';
  await page.getByLabel(/^(קוד אימות|Verification code)$/).fill(code);
  await page.getByRole('button', { name: /^(אימות הקוד|Verify code)$/, exact: true }).click();
  await expect(page.getByText(/^(הטלפון אומת|Phone verified)$/)).toBeVisible();
}

/**
 * Every page of the test reports its `securitypolicyviolation` events (CSP and Trusted Types);
 * one is a failure. Under `vite preview` no policy is sent, so this bites in the run against
 * nginx (playwright.prod.config.ts), which sends the production headers.
 */
async function watchSecurityPolicy(context: BrowserContext, seen: string[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    window.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}${where} ${e.sample ?? ''} (${location.pathname})`);
      },
      true,
    );
  });
}

/**
 * Console errors and React warnings of every page of the test; any one fails the journey.
 * The browser's own "Failed to load resource" lines are left out: they echo the HTTP status of
 * replies a journey asks for on purpose (a wrong password is a 401), and the app shows those.
 */
function watchConsole(context: BrowserContext, seen: string[], allowed: RegExp[]): void {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      const text = message.text();
      if (/^Failed to load resource/.test(text) || allowed.some((pattern) => pattern.test(text))) return;
      const react = /Warning:|React (does not|will)|validateDOMNesting|cannot be a (child|descendant)|Each child in a list/.test(text);
      if (message.type() === 'error' || (message.type() === 'warning' && react)) {
        seen.push(`${message.type()}: ${text.slice(0, 300)} (${new URL(page.url()).pathname})`);
      }
    });
    page.on('pageerror', (error) => seen.push(`uncaught: ${error.message.slice(0, 300)} (${new URL(page.url()).pathname})`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * No horizontal scroll on the screen shown now: the document is no wider than the configured
 * viewport. (With mobile emulation a browser widens innerWidth to fit wide content, so the
 * configured width is the measure, not innerWidth.) Journeys call it on every screen they visit.
 */
/** Each language's own name on the language switches (components/layout/languageNames.ts). */
export const LANGUAGE_SWITCH = { he: 'עברית', en: 'English', ar: 'العربية' } as const;
export type Lang = keyof typeof LANGUAGE_SWITCH;

/**
 * Switches the page to `next` with its language switch, in place; a page without the switch (the
 * 404) takes it as the switch stores it, and is loaded again. The switch keeps it for the next page.
 */
export async function switchLanguage(page: Page, next: Lang): Promise<void> {
  const button = page.getByRole('button', { name: LANGUAGE_SWITCH[next], exact: true }).first();
  if (await button.count()) await button.click();
  else await page.evaluate((lang) => localStorage.setItem('lang', lang), next).then(() => page.reload());
  await expect(page.locator('html')).toHaveAttribute('lang', next);
}

export async function expectNoSideScroll(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  const width = page.viewportSize()?.width;
  if (!width) return;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `horizontal scroll on ${label} (${await page.evaluate(() => document.documentElement.lang)}) at ${width}px`).toBeLessThanOrEqual(width);
}

export const test = base.extend<{ resetBackend: void; securityPolicyViolations: string[]; consoleProblems: string[]; consoleAllowed: RegExp[] }>({
  /** Worker N talks to its own server and database when the config starts one per worker (playwright.config.ts). */
  baseURL: async ({ baseURL }, provide, testInfo) => {
    const own = (testInfo.config.metadata as { baseURLs?: string[] } | undefined)?.baseURLs;
    await provide(own?.[testInfo.parallelIndex] ?? baseURL);
  },
  /** Console lines a journey provokes on purpose (a missing chunk, corrupt storage): `test.use({ consoleAllowed: [...] })`. */
  consoleAllowed: [[], { option: true }],
  consoleProblems: [
    async ({ context, consoleAllowed }, use) => {
      const seen: string[] = [];
      watchConsole(context, seen, consoleAllowed);
      await use(seen);
      expect(seen, 'console errors and React warnings').toEqual([]);
    },
    { auto: true },
  ],
  securityPolicyViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await watchSecurityPolicy(context, seen);
      await use(seen);
      expect(seen, 'Content-Security-Policy / Trusted Types violations').toEqual([]);
    },
    { auto: true },
  ],
  resetBackend: [
    async ({ request }, use) => {
      await request.post('/api/__dev/reset');
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The payer's photo from a file instead of the live camera (e2e/terminal-camera.spec.ts covers
 * the camera): "upload instead", the file, then the cheque as detected.
 */
export async function uploadChequePhoto(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'העלאת תמונה במקום' }).tap();
  await (await chooser).setFiles(file);
  await expect(page.getByRole('img', { name: /הצ׳ק שזוהה/ })).toBeVisible();
}

/**
 * Keyboard only: presses Tab until `target` has the focus (at most `max` presses), as a keyboard
 * user reaches a control, and checks that every element the focus lands on on the way shows it
 * (WCAG 2.4.7: an outline or a ring; a visually hidden input's own label or sibling shows it).
 * The presses are what a keyboard user would press; the check per press costs a few ms.
 */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  // The target marked once, so that each press costs one round trip to the page, not two.
  await target.evaluate((el) => el.setAttribute('data-tab-target', ''));
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const shown = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const reached = !!el?.hasAttribute('data-tab-target');
      // The page itself, or a container focused by the app (a dialog, a main region, a heading
      // after a step: tabindex -1) that Tab passes through: no control, no ring needed.
      if (!el || el === document.body || (el.tabIndex < 0 && !el.matches('a, button, input, select, textarea'))) return { name: 'body', visible: true, reached };
      const marked = (node: Element | null | undefined) => {
        if (!node) return false;
        const style = getComputedStyle(node);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      };
      const box = el.getBoundingClientRect();
      const hidden = box.width <= 2 || box.height <= 2 || getComputedStyle(el).opacity === '0';
      const input = el as HTMLInputElement;
      const shows = hidden ? [input.labels?.[0], el.nextElementSibling, el.parentElement].some(marked) : marked(el);
      if (reached) el.removeAttribute('data-tab-target');
      return { name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`, visible: shows, reached };
    });
    expect(shown.visible, `focus not visible on ${shown.name} (${new URL(page.url()).pathname})`).toBe(true);
    if (shown.reached) return;
  }
  throw new Error(`tabTo: ${target} not reached in ${max} presses of Tab`);
}

/**
 * Nothing moves under `prefers-reduced-motion: reduce` (the journeys' default, playwright.config.ts):
 * no element has a transition or a running animation, the spinners aside.
 */
export async function expectNoMotion(page: Page): Promise<void> {
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => !el.matches('.spinner-border, .spinner-grow, .terminal-spinner, .boot__spinner'))
      .filter((el) => {
        const style = getComputedStyle(el);
        const seconds = (value: string) => Math.max(...value.split(',').map((v) => parseFloat(v) || 0));
        return seconds(style.transitionDuration) > 0 || (style.animationName !== 'none' && seconds(style.animationDuration) > 0);
      })
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
      .slice(0, 5),
  );
  expect(moving, `motion under prefers-reduced-motion on ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * Text at 200 % (WCAG 1.4.4) in a 1280 px window: the root font size doubled, as a browser's
 * larger text setting does to a page sized in rem; then no sideways scroll and no control clipped: each visible button, link
 * and field lies inside the window and its text inside it.
 */
export async function expectTextZoomKeepsAll(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  // In a desktop window (a phone's narrow window is 1.4.10's reflow: the 320 px sweeps).
  const viewport = page.viewportSize();
  if (viewport?.width !== 1280) await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await expectNoSideScroll(page, `${label} at 200 % text`);
  const clipped = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea, label')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2 || getComputedStyle(el).visibility === 'hidden' || el.closest('.visually-hidden, [aria-hidden=true], [inert]')) return false;
        const outside = box.left < -1 || box.right > width + 1;
        const textCut = (el.tagName === 'BUTTON' || el.tagName === 'A') && el.scrollWidth > el.clientWidth + 2 && getComputedStyle(el).overflow !== 'visible';
        return outside || textCut;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`)
      .slice(0, 5);
  });
  expect(clipped, `controls clipped on ${label} at 200 % text`).toEqual([]);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  if (viewport && viewport.width !== 1280) await page.setViewportSize(viewport);
}
