import { waitFor } from '@testing-library/react';
import { setRequestTimeout } from '@/api/http';
import { env } from '@/config/env';
import { i18n } from '@/i18n/i18n';
import { renderApp } from './renderApp';
import { FAILING_SHAPES, HANG_MS, repliesUnderWay, serveRepliesAs, type ShapeName } from './replyShapes';

/*
 * One staff screen opened while the backend answers its reads in one shape (replyShapes.ts), and
 * what a user would see wrong there once it has settled: the crash panel, a raw text key, NaN,
 * undefined or [object Object], a page with nothing but its heading, a spinner that never ends,
 * or (when no read could succeed) no message with a retry.
 */

/** The client's time-out while replies hang: short, so a test waits for it for a moment only. */
const HANG_TIMEOUT_MS = HANG_MS / 3;

const locales = import.meta.glob<Record<string, unknown>>('../i18n/locales/he/*.json', { eager: true, import: 'default' });
const namespaces = Object.keys(locales).map((file) => /([^/]+)\.json$/.exec(file)![1]);
const topKeys = [...new Set(Object.values(locales).flatMap((texts) => Object.keys(texts)))];
// `status.undefined`, `settings.days`, `cheques:actions.reject`: what i18next shows for a key it lacks.
const RAW_KEY = new RegExp(`(?<![\\w@.-])(?:(?:${namespaces.join('|')}):)?(?:${topKeys.join('|')})\\.[A-Za-z_][\\w.]*`);
const BROKEN_VALUE = /\bNaN\b|\bundefined\b|\[object Object\]|Invalid Date/;

/** What a user reads on the page: its text, and the labels, titles and values of its elements. */
function visibleTexts(root: Element): string[] {
  const texts = [root.textContent ?? ''];
  root.querySelectorAll('[aria-label], [title], [placeholder], [alt], input, textarea').forEach((element) => {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) texts.push(element.value);
  });
  return texts;
}

const crashed = () => {
  const title = i18n.t('pages.crashTitle');
  return [...document.querySelectorAll('.error-panel h1')].some((h) => h.textContent === title);
};
const spinning = () => !!document.querySelector('.page-spinner, .spinner-border, .spinner-grow');
const main = () => document.querySelector('main#main-content');

/** The screen is done: its page is shown, no reply is on its way and nothing spins (or it crashed). */
function isSettled(): boolean {
  if (crashed()) return true;
  return !!main()?.querySelector('h1, h2') && repliesUnderWay() === 0 && !spinning();
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function settle(): Promise<void> {
  // Settled twice in a row: a reply's effects may ask for more (a cheque's pictures after the cheque).
  for (;;) {
    await waitFor(() => {
      if (!isSettled()) throw new Error(`not settled: ${repliesUnderWay()} replies under way, spinner ${spinning()}, heading ${!!main()?.querySelector('h1, h2')}`);
    });
    await macrotask();
    if (isSettled()) return;
  }
}

/** The text of `main` outside its headings: what the page says beyond its title. */
function bodyText(page: Element): string {
  const copy = page.cloneNode(true) as Element;
  copy.querySelectorAll('h1, h2, h3, h4, h5, h6, .visually-hidden').forEach((h) => h.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export interface ScreenUnderTest {
  /** The address opened (route parameters filled in with demo rows). */
  url: string;
  /**
   * The screen shows data it reads itself (not only the signed-in user): when no read can succeed it
   * must say so with a retry. False for a screen whose own content needs no reply.
   */
  ownData: boolean;
}

/** Opens `screen` as the owner of gilboa-trade with every reply in `shape`; the problems a user would see. */
export async function problemsUnder(screen: ScreenUnderTest, shape: ShapeName): Promise<string[]> {
  setRequestTimeout(shape === 'hang' ? HANG_TIMEOUT_MS : env.apiTimeoutMs);
  serveRepliesAs(shape);
  // React reports the error a boundary caught: the crash is named by it.
  const thrown: string[] = [];
  const report = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] === 'Render error') thrown.push(`${String(args[1])} ${String(args[2]).trim().split('\n')[0]}`);
  });
  try {
    renderApp(screen.url, { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    await settle();
  } catch (error) {
    return [`never settled: ${(error as Error).message.split('\n')[0]}`];
  } finally {
    report.mockRestore();
  }
  if (crashed()) return [`the crash panel: ${thrown[0] ?? 'no error reported'}`];
  const problems: string[] = [];
  const texts = visibleTexts(document.body);
  for (const text of texts) {
    const raw = RAW_KEY.exec(text);
    if (raw) problems.push(`a raw text key: ${raw[0]}`);
    const broken = BROKEN_VALUE.exec(text);
    if (broken) problems.push(`"${broken[0]}" in: ${text.slice(Math.max(0, broken.index - 60), broken.index + 40)}`);
  }
  const page = main()!;
  if (!bodyText(page) && !page.querySelector('input, select, textarea, table, img, canvas')) problems.push('a page with nothing but its heading');
  if (screen.ownData && FAILING_SHAPES.has(shape)) {
    const retry = i18n.t('actions.retry');
    const told = [...page.querySelectorAll('[role=alert]')].some((alert) => [...alert.querySelectorAll('button')].some((b) => b.textContent === retry));
    if (!told) problems.push('no message with a retry although no read succeeded');
  }
  return [...new Set(problems)];
}

/** After each test: the client's time-out as configured. */
export function restoreTimeout(): void {
  setRequestTimeout(env.apiTimeoutMs);
}
