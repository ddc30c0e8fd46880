import { existsSync } from 'node:fs';

/**
 * The browser of the journeys. Playwright cannot download its own here (docs/stack.md): CHROMIUM_PATH
 * when set, else Debian's old headless shell (package chromium-headless-shell, what Playwright itself
 * runs headless), else Debian's full Chromium. The shell draws the same pages with about a fifth less
 * CPU than the full browser in its headless mode, which makes the journeys that much shorter.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

export const executablePath = process.env.CHROMIUM_PATH || [HEADLESS_SHELL, FULL].find((path) => existsSync(path));
