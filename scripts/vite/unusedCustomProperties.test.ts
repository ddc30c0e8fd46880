import postcss from 'postcss';
import { dropUnusedCustomProperties, readCustomProperties } from './unusedCustomProperties';

describe("CoreUI's :root properties nothing reads, out of the first sheets", () => {
  const used = readCustomProperties(process.cwd());

  it('reads what CoreUI\'s sheet, the app\'s styles and the scripts read, and nothing else', () => {
    // CoreUI's rules, the app's own sheets, CSidebar's getPropertyValue.
    for (const name of ['--cui-body-color', '--cui-primary-rgb', '--cui-border-color', '--cui-sidebar-occupy-start', '--cui-is-mobile']) expect(used).toContain(name);
    // The palette's names and the dark theme's companions.
    for (const name of ['--cui-blue', '--cui-gray-100', '--cui-body-bg-dark', '--cui-emphasis-color-rgb-dark']) expect(used).not.toContain(name);
  });

  it("drops a :root property nothing reads, from the sheets named only, and keeps every other declaration", async () => {
    const sheet = ':root,[data-coreui-theme=light]{--cui-blue:#00f;--cui-body-color:#222;color:red}.x{--cui-blue:#00f}@media print{:root{--cui-gray-100:#eee}}';
    const plugin = () => dropUnusedCustomProperties(/styles[\\/]base\.scss$/, () => used);
    const base = await postcss([plugin()]).process(sheet, { from: '/app/src/styles/base.scss' });
    expect(base.css).toBe(':root,[data-coreui-theme=light]{--cui-body-color:#222;color:red}.x{--cui-blue:#00f}@media print{:root{}}');
    const other = await postcss([plugin()]).process(sheet, { from: '/app/src/styles/terminal.scss' });
    expect(other.css).toBe(sheet);
  });
});
