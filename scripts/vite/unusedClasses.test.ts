import postcss from 'postcss';
import { classKeeper, dropUnusedClasses, screenOnlyClass, selectorClasses, withoutUnsetProps } from './unusedClasses';

describe('selectorClasses', () => {
  it.each([
    ['.btn-primary', ['btn-primary']],
    ['.sidebar-nav .nav-link.active', ['sidebar-nav', 'nav-link', 'active']],
    ['.nav-group:not(.show) .nav-group-items', ['nav-group', 'nav-group-items']],
    [':where(.sidebar) :where(a,button):focus-visible', []],
    ['abbr[title]', []],
    ['.card:is(.a, :not(.b))', ['card']],
  ])('%s needs %j', (selector, classes) => {
    expect(selectorClasses(selector)).toEqual(classes);
  });
  it('keeps a selector with an escaped class as it is', () => {
    expect(selectorClasses('.w-1\\/2')).toBeNull();
  });
});

describe('classKeeper (the app and the CoreUI components it imports)', () => {
  const keep = classKeeper(process.cwd());
  it.each([
    // Written by the app or by an imported CoreUI component.
    ['btn', true],
    ['sidebar-nav', true],
    // Composed from a prop's value: CButton's btn-${color}, the badges' bg-${colour}-subtle.
    ['btn-primary', true],
    ['btn-outline-secondary', true],
    ['bg-danger-subtle', true],
    ['text-success-emphasis', true],
    // CCol's widths from the props written (xs={12} md={6}, md="auto").
    ['col-12', true],
    ['col-md-6', true],
    ['col-md-auto', true],
    // No element of the app can have these.
    ['nav-pills', false],
    ['card-group', false],
    ['offset-md-3', false],
    ['col-xxl-11', false],
    ['btn-outline-nonesuch', false],
    // Set by CSidebar for a prop the app never writes (overlaid), composed from a value only CoreUI
    // lists (CIcon's sizes).
    ['sidebar-overlaid', false],
    ['icon-9xl', false],
    // Set for a prop the app writes (narrow).
    ['sidebar-narrow', true],
  ])('%s: %s', (name, kept) => {
    expect(keep(name)).toBe(kept);
  });
});

describe('withoutUnsetProps', () => {
  const code = "classNames('sidebar', { 'sidebar-narrow': narrow, 'sidebar-overlaid': overlaid, show: visible }); C.propTypes = { narrow: PropTypes.bool, overlaid: PropTypes.bool };";
  it('takes out the classes of the props the app never writes, not those of its state', () => {
    expect(withoutUnsetProps(code, new Set(['narrow']))).toBe(
      "classNames('sidebar', { 'sidebar-narrow': narrow, , show: visible }); C.propTypes = { narrow: PropTypes.bool, overlaid: PropTypes.bool };",
    );
  });
});

describe('dropUnusedClasses', () => {
  const run = async (css: string, file = '/x/src/styles/kit.scss') =>
    (await postcss([dropUnusedClasses(/kit\.scss$/, () => (name) => name !== 'gone')]).process(css, { from: file })).css;

  it('drops the selectors with a class nothing writes, and the rules and media left empty', async () => {
    expect(await run('.a,.gone .b{color:red}@media (min-width:1px){.gone{color:blue}}p{margin:0}')).toBe('.a{color:red}p{margin:0}');
  });
  it('leaves other sheets whole', async () => {
    expect(await run('.gone{color:red}', '/x/src/features/x.scss')).toBe('.gone{color:red}');
  });
});

describe('screenOnlyClass (the variants the home and its shell never write)', () => {
  it.each([
    ['btn-outline-success', true],
    ['btn-ghost-danger', true],
    ['btn-group', true],
    ['btn-group-vertical', true],
    ['btn-check', true],
    ['btn-lg', true],
    ['alert-info', true],
    // Written by the header, the menus, the error alert or the home's notices.
    ['btn-outline-secondary', false],
    ['btn-outline-dark', false],
    ['btn-ghost-primary', false],
    ['btn-primary', false],
    ['btn-sm', false],
    ['btn', false],
    ['alert-danger', false],
    ['alert-warning', false],
    ['btn-groupish', false],
    ['nav-tabs', true],
    ['dropend', true],
    ['dropdown-menu-end', true],
    ['btn-secondary', true],
    ['btn-link', true],
    ['btn-close', true],
    ['btn-close-white', true],
    ['btn-danger', false],
    ['row', true],
    ['col-md-4', true],
    ['col', true],
    ['g-3', true],
    ['card-header', true],
    // The header's menus and the sidebar's entries, the home's cards and the page's frame.
    ['container', false],
    ['card', false],
    ['card-body', false],
    ['column', false],
    ['nav-link', false],
    ['nav-item', false],
    ['dropdown-menu', false],
    ['dropdown-item', false],
    ['dropdown-toggle', false],
  ])('%s -> %s', (name, screenOnly) => {
    expect(screenOnlyClass(name)).toBe(screenOnly);
  });

  it('a sheet that needs them keeps only the selectors naming one, and those it needs still drop the unused', async () => {
    const css = '.btn{color:red}.btn-check+.btn,.btn.active{color:blue}.btn-lg,.gone.btn-lg{padding:0}p{margin:0}';
    const { css: out } = await postcss([dropUnusedClasses(/screenVariants\.scss$/, () => (name) => name !== 'gone', screenOnlyClass)]).process(css, {
      from: '/x/src/styles/screenVariants.scss',
    });
    expect(out).toBe('.btn-check+.btn{color:blue}.btn-lg{padding:0}');
  });
});
