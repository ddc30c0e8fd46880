import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { screenOnlyClass } from './unusedClasses';

// The guard of screenOnlyClass's promise: the signed-in home and its shell (header, menu, notices,
// alerts) never write a class that the build moves out of their sheets into styles/screenVariants.scss,
// which loads only with the other screens' parts. Such a class on the home would be unstyled until
// another screen loaded that sheet. Checked over the files the home's page and the shell's layout
// import statically (what loads with them; a lazy import such as the diagnostics dialog loads the
// screens' parts with it).

const root = process.cwd();
const STARTS = ['src/features/dashboard/pages/DashboardPage.tsx', 'src/app/layout/DefaultLayout.tsx'];

/** The project's file a static import names (`@/…` or relative), or null (a package, a sheet, texts). */
function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** The files `starts` load with them: their static imports, followed (type-only imports left out). */
export function staticClosure(starts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
      const target = resolveImport(file, match[1]);
      if (target) visit(target);
    }
  };
  starts.forEach((file) => visit(join(root, file)));
  return [...seen];
}

/** The string literals of a JSX attribute's value (`a="x"`, `a={cond ? 'x' : 'y'}`, template parts). */
function attributeWords(tag: string, name: string): string[] {
  const words: string[] = [];
  for (const match of tag.matchAll(new RegExp(String.raw`\b${name}=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})`, 'g'))) {
    const literals = match[1] !== undefined ? [match[1]] : [...match[2].matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
    for (const literal of literals) words.push(...literal.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/).filter(Boolean));
  }
  return words;
}

/** CoreUI components that write a class of their own whatever their props. */
const COMPONENT_CLASSES: Record<string, string[]> = {
  CRow: ['row'],
  CCol: ['col'],
  CCardHeader: ['card-header'],
  CCardFooter: ['card-footer'],
  CCardImage: ['card-img'],
  CCardSubtitle: ['card-subtitle'],
  CCardLink: ['card-link'],
  CCardGroup: ['card-group'],
  CButtonGroup: ['btn-group'],
  CButtonToolbar: ['btn-toolbar'],
  CCloseButton: ['btn-close'],
  CNavTitle: ['nav-title'],
  CNavGroup: ['nav-group'],
};

/** The classes a source's JSX writes: its classNames, and those CoreUI composes from its props. */
export function writtenClasses(source: string): Set<string> {
  const classes = new Set<string>();
  for (const match of source.matchAll(/<([A-Za-z][\w.]*)\b((?:[^<>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)>/g)) {
    const [, component, tag] = match;
    attributeWords(tag, 'className').forEach((name) => classes.add(name));
    COMPONENT_CLASSES[component]?.forEach((name) => classes.add(name));
    const colors = attributeWords(tag, 'color');
    const variants = attributeWords(tag, 'variant');
    const sizes = attributeWords(tag, 'size');
    if (component === 'CButton') {
      for (const color of colors) {
        if (variants.length === 0) classes.add(`btn-${color}`);
        for (const variant of variants) classes.add(`btn-${variant}-${color}`);
      }
      sizes.forEach((size) => classes.add(`btn-${size}`));
    }
    if (component === 'CAlert') {
      colors.forEach((color) => classes.add(`alert-${color}`));
      if (/\bdismissible\b/.test(tag)) classes.add('btn-close');
    }
    if (component === 'Notice') attributeWords(tag, 'tone').forEach((tone) => classes.add(`alert-${tone}`));
    if (component === 'CNav') variants.forEach((variant) => classes.add(`nav-${variant}`));
    if (component === 'CDropdown') attributeWords(tag, 'direction').forEach((direction) => classes.add(direction));
  }
  return classes;
}

describe('writtenClasses (what the guard reads)', () => {
  it('finds classNames and the classes CoreUI composes from props', () => {
    const found = writtenClasses(`
      <div className="d-flex row">
        <CButton color="secondary" size="lg">a</CButton>
        <CButton color={danger ? 'danger' : 'dark'} variant="outline">b</CButton>
        <CAlert color="info" dismissible>c</CAlert>
        <CCol xs={12} className={\`card-header \${x}\`} />
        <CNav variant="tabs" />
        <Notice tone="success" role="status">d</Notice>
      </div>`);
    for (const name of ['d-flex', 'row', 'btn-secondary', 'btn-lg', 'btn-outline-danger', 'btn-outline-dark', 'alert-info', 'btn-close', 'col', 'card-header', 'nav-tabs', 'alert-success'])
      expect(found).toContain(name);
    expect(found).not.toContain('btn-dark');
  });
  it('would catch a screen-only class on the home', () => {
    expect([...writtenClasses('<CButton color="secondary">x</CButton>')].filter(screenOnlyClass)).toEqual(['btn-secondary']);
  });
});

describe('the signed-in home and its shell', () => {
  const files = staticClosure(STARTS);
  it('are read whole: the page, the layout, its header and menu, and the parts they share', () => {
    const names = files.map((file) => relative(root, file));
    for (const name of [...STARTS, 'src/app/layout/AppHeader.tsx', 'src/app/layout/AppSidebar.tsx', 'src/app/layout/UserMenu.tsx', 'src/components/feedback/ErrorAlert.tsx'])
      expect(names).toContain(name);
    // Loaded when first opened, with the screens' parts: not the home's.
    expect(names).not.toContain('src/app/layout/DiagnosticsDialog.tsx');
  });
  it("write no class that screenOnlyClass moves out of their sheets (scripts/vite/unusedClasses.ts)", () => {
    const offending = files.flatMap((file) =>
      [...writtenClasses(readFileSync(file, 'utf8'))].filter(screenOnlyClass).map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(offending).toEqual([]);
  });
});

// CoreUI's components that fade in or out through react-transition-group's Transition (with CoreUI's
// close button and prop types: ~2.5 kB gzip). The home, its shell and the sign-in page show their
// notices always (components/feedback/Notice.tsx) and the phone menu's backdrop is the menu's own
// (app/layout/MenuPanel.tsx): none of them may bring these back to their first download.
const FADING = ['CAlert', 'CBackdrop', 'CCollapse', 'CModal', 'CNavGroup', 'COffcanvas', 'CTabPane', 'CTabPanel', 'CToast'];

describe('the first screens without CoreUI\'s fading components', () => {
  it.each([
    ['the signed-in home and its shell', STARTS],
    ['the sign-in page', ['src/app/SignInApp.tsx']],
  ])('%s import none', (_name, starts) => {
    const files = staticClosure(starts);
    expect(files.map((file) => relative(root, file))).toContain(starts[0]);
    const offending = files.flatMap((file) => {
      const coreui = [...readFileSync(file, 'utf8').matchAll(/^import\s+\{([^}]*)\}\s+from\s+'@coreui\/react'/gm)].flatMap((m) => m[1].split(',').map((name) => name.trim()));
      return coreui.filter((name) => FADING.includes(name)).map((name) => `${relative(root, file)}: ${name}`);
    });
    expect(offending).toEqual([]);
  });
});
