import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AcceptedPlugin, Rule } from 'postcss';

/**
 * CoreUI's sheets carry every variant of every part (the staff app's kit.scss and shell.scss: 30 %
 * of their CSS is for classes no element of the app can have: nav pills, card groups, sticky and
 * ratio helpers, the sidebar's tree...). A build drops a selector when one of its classes is a name
 * that neither the app's code nor the code of the CoreUI components it imports ever writes, nor one
 * a CoreUI component or the app composes (`btn-${color}`, `bg-${colour}-subtle`) from a word the
 * app's code writes. Only class names decide: element and attribute selectors, and classes inside
 * :not(), :is() and :where(), are kept as they are.
 */

/** The prefixes CoreUI's components and the app compose a class from with a prop's value. */
const COMPOSED = new RegExp(
  String.raw`^(?:btn|btn-outline|btn-ghost|btn-group|bg|text|text-bg|alert|border|align|justify-content|float|badge|spinner|spinner-border|spinner-grow|sidebar|header|footer|nav|container|modal|modal-fullscreen|list-group|list-group-item|progress-bar|table|table-responsive|pagination|placeholder|input-group|form-control|form-select|form-switch|dropdown-menu|navbar-expand|offcanvas|callout|chip|avatar|card-img|carousel-item|icon)-([A-Za-z0-9]+)(?:-subtle|-emphasis|-down)?$`,
);
/** A column's width by breakpoint (`<CCol xs={12} md={compact ? 12 : 4}>`: col-12, col-md-12, col-md-4). */
const COLUMN_PROP = /\b(xs|sm|md|lg|xl|xxl)(?:=(?:\{([^}]*)\}|"([^"]*)"))?(?=[\s/>])/g;

/** The grid classes CCol composes from the app's props (offsets, orders and gutters: none by prop). */
function columnClasses(sources: string[]): Set<string> {
  const classes = new Set<string>();
  for (const text of sources)
    for (const tag of text.matchAll(/<CCol\b[^>]*>/g))
      for (const [, breakpoint, expression, text] of tag[0].matchAll(COLUMN_PROP)) {
        const infix = breakpoint === 'xs' ? '' : `-${breakpoint}`;
        classes.add(`col${infix}`);
        for (const value of (expression ?? text ?? '').match(/\b\d+\b|auto/g) ?? []) classes.add(`col${infix}-${value}`);
      }
  return classes;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The CoreUI modules the app's imports reach (its components' own class names are in them). */
function coreuiFiles(root: string, sources: string[]): string[] {
  const names = new Set<string>();
  for (const text of sources)
    for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@coreui\/react'/g))
      for (const name of match[1].split(',')) names.add(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
  const esm = join(root, 'node_modules/@coreui/react/dist/esm');
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file) || !existsSync(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s*'(\.[^']+)'/g)) add(resolve(dirname(file), match[1]));
  };
  for (const match of readFileSync(join(esm, 'index.js'), 'utf8').matchAll(/export\s*\{([^}]+)\}\s*from\s*'([^']+)'/g))
    if (match[1].split(',').some((name) => names.has(name.trim()))) add(resolve(esm, match[2]));
  add(join(root, 'node_modules/@coreui/icons-react/dist/index.esm.js'));
  return [...files];
}

/**
 * A CoreUI component's code without the classes it sets only for a prop the app never writes
 * (CSidebar's `'sidebar-overlaid': overlaid` when no code of the app says `overlaid`).
 */
export function withoutUnsetProps(code: string, written: Set<string>): string {
  const props = new Set([...code.matchAll(/\b(\w+): PropTypes\b/g)].map((match) => match[1]));
  return code.replace(/'[a-z][\w-]*'\s*:\s*(\w+)(?=\s*[,}])/g, (entry, prop: string) => (props.has(prop) && !written.has(prop) ? '' : entry));
}

/** Whether a class name can be on an element of the app (see above). */
export function classKeeper(root: string): (name: string) => boolean {
  const sources = [...sourceFiles(join(root, 'src')), join(root, 'index.html')].map((file) => readFileSync(file, 'utf8'));
  const written = new Set(sources.flatMap((text) => text.match(/[A-Za-z0-9_-]+/g) ?? []));
  const texts = [...sources, ...coreuiFiles(root, sources).map((file) => withoutUnsetProps(readFileSync(file, 'utf8'), written))];
  const words = new Set(texts.flatMap((text) => text.match(/[A-Za-z0-9_-]+/g) ?? []));
  const columns = columnClasses(sources);
  return (name) => {
    if (words.has(name) || columns.has(name)) return true;
    // The value a prop composes a class from is written by the app (`color="danger"`), not by CoreUI
    // (its lists of the values a prop may take).
    const composed = COMPOSED.exec(name);
    return !!composed && written.has(composed[1]);
  };
}

/** The classes a selector needs on its elements (not those in :not(), :is(), :where()); null: keep it. */
export function selectorClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  let plain = selector;
  // Innermost first, so that nested parentheses go too.
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/:(?:not|is|where|has)\([^()]*\)/g, '');
  }
  if (plain.includes('(')) return null;
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

/**
 * CoreUI's variants that neither the signed-in home nor its shell (header, sidebar, menus, error
 * alerts, notices) writes: button, button-group and alert colours and sizes, the close button (modals, dismissible
 * alerts: the home and its shell have none but the diagnostics dialog, which loads the screens' parts), the tabs, the
 * dropdowns' directions, the grid's rows and columns, the cards' headers, footers and pictures. Only other staff screens have them, so the kit and the shell's sheet (which
 * the home loads before it shows) leave them to styles/screenVariants.scss, which loads with the
 * screens' fields and tables (styles/screenPartsTexts.ts). A home or shell part that starts writing
 * one of these must take it out of this list (homeClasses.test.ts fails until it does).
 */
export function screenOnlyClass(name: string): boolean {
  return /^(?:btn-(?:outline|ghost)-(?:success|info|warning|light)|btn-ghost-(?:danger|dark)|btn-(?:secondary|success|info|warning|light|dark|link|close)(?:-white)?|btn-(?:group|toolbar|check|lg)(?:-.*)?|alert-(?:primary|secondary|success|info|light|dark)|nav-(?:tabs|pills|underline|fill|justified|group|title)(?:-.*)?|drop(?:start|end|up|up-center|down-center)|dropdown-menu-(?:start|end|dark)|row|row-cols-.+|col(?:-.+)?|g[xy]?-\d|offset-.+|card-(?:header|footer|img|group|link|subtitle)(?:-.*)?)$/.test(name);
}

/**
 * The build's PostCSS plugin: drops the selectors of `files` whose classes `keep` refuses, and with
 * `needs`, also those none of whose classes it names (a sheet that carries only some classes).
 */
export function dropUnusedClasses(files: RegExp, keeper: () => (name: string) => boolean, needs?: (name: string) => boolean): AcceptedPlugin {
  let keep: ((name: string) => boolean) | undefined;
  return {
    postcssPlugin: 'drop-unused-classes',
    OnceExit(root) {
      if (!files.test(root.source?.input.file ?? '')) return;
      keep ??= keeper();
      const used = keep;
      root.walkRules((rule: Rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
        const kept = rule.selectors.filter((selector) => {
          const classes = selectorClasses(selector);
          if (needs) return !!classes && classes.every(used) && classes.some(needs);
          return (classes ?? []).every(used);
        });
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
    },
  };
}
