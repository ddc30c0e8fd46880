import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { screenOnlyClass } from './unusedClasses';

/**
 * The guard of screenOnlyClass's promise: the build takes the classes it names out of the kit's and
 * the shell's sheets (they load with the other screens' parts: styles/screenVariants.scss), so an
 * element of the signed-in home or of its shell that wrote one would show unstyled until another
 * screen had been opened. This reads the files the home's screen and the shell import statically
 * (a lazy `import()` loads later, with its own parts) and the classes they write: every className
 * and the classes CButton and CAlert compose from their literal props.
 */

const root = process.cwd();
const HOME_AND_SHELL = ['src/features/dashboard/pages/DashboardPage.tsx', 'src/app/layout/DefaultLayout.tsx'];

/** The app's modules a file imports statically (`import … from '…'`, `import '…'`), resolved. */
function staticImports(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/') ? join(root, 'src', specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : null;
    if (!base) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => /\.tsx?$/.test(path) && existsSync(path));
    return found ? [found] : [];
  });
}

/** Every app module the entries reach through static imports. */
function staticGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file, readFileSync(file, 'utf8'))) visit(next);
  };
  for (const entry of entries) visit(join(root, entry));
  return [...seen];
}

const CLASS_WORD = /[A-Za-z][\w-]*/g;

/** The class names a module's code writes: its className values' words, CButton's and CAlert's composed classes. */
export function writtenClasses(code: string): string[] {
  const classes: string[] = [];
  for (const [, quoted, expression] of code.matchAll(/className=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})/g)) {
    if (quoted !== undefined) classes.push(...(quoted.match(CLASS_WORD) ?? []));
    // In an expression, only its strings' words (`nav-link${current ? ' active' : ''}`), not its names.
    else for (const [, text] of expression.matchAll(/(?:'([^']*)'|"([^"]*)")/g)) classes.push(...(text?.match(CLASS_WORD) ?? []));
    if (expression) for (const [, text] of expression.matchAll(/`([^`]*)`/g)) classes.push(...(text.replace(/\$\{[^}]*\}/g, ' ').match(CLASS_WORD) ?? []));
  }
  for (const [, component, props] of code.matchAll(/<(CButton|CAlert)\b([^>]*)>/g)) {
    const prop = (name: string) => props.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1] ?? props.match(new RegExp(`\\b${name}=\\{'([^']+)'\\}`))?.[1];
    const colors = [prop('color'), ...[...props.matchAll(/\bcolor=\{[^}]*\}/g)].flatMap((m) => m[0].match(/'([^']+)'/g)?.map((s) => s.slice(1, -1)) ?? [])].filter(Boolean);
    const prefix = component === 'CAlert' ? 'alert' : prop('variant') ? `btn-${prop('variant')}` : 'btn';
    for (const color of colors) classes.push(`${prefix}-${color}`);
    if (component === 'CButton' && prop('size')) classes.push(`btn-${prop('size')}`);
  }
  return classes;
}

describe('the home and the signed-in shell write no class their sheets leave out (screenOnlyClass)', () => {
  const files = staticGraph(HOME_AND_SHELL);
  const written = new Map<string, string[]>();
  for (const file of files) for (const name of writtenClasses(readFileSync(file, 'utf8'))) written.set(name, [...(written.get(name) ?? []), relative(root, file)]);

  it('reads the home, the header, the menu and the notices', () => {
    const names = files.map((file) => relative(root, file));
    expect(names).toEqual(expect.arrayContaining(['src/app/layout/AppHeader.tsx', 'src/app/layout/AppSidebar.tsx', 'src/features/dashboard/components/StageTiles.tsx', 'src/components/feedback/ErrorAlert.tsx']));
    // What the guard must see: a few classes the home and its shell do write.
    expect([...written.keys()]).toEqual(expect.arrayContaining(['home', 'btn-primary', 'nav-link', 'dropdown-menu', 'alert-danger', 'btn-outline-dark', 'btn-sm']));
  });

  it('none of their classes is one only the other screens have', () => {
    const leftOut = [...written].filter(([name]) => screenOnlyClass(name)).map(([name, where]) => `${name} (${[...new Set(where)].join(', ')})`);
    expect(leftOut).toEqual([]);
  });

  it.each([
    ['<div className="row g-3">', ['row', 'g-3']],
    ["<li className={`nav-item${open ? ' show' : ''} col-md-4`}>", ['show', 'nav-item', 'col-md-4']],
    ['<CButton color="secondary" variant="outline" size="lg">', ['btn-outline-secondary', 'btn-lg']],
    ["<CButton color={danger ? 'danger' : 'info'}>", ['btn-danger', 'btn-info']],
    ['<CAlert color="info" role="status">', ['alert-info']],
  ])('finds the classes %s writes', (code, classes) => {
    expect(writtenClasses(code)).toEqual(expect.arrayContaining(classes));
    expect(classes.some(screenOnlyClass)).toBe(true);
  });
});
