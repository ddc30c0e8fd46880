import { withoutLoadedChunks, type ResolveDependencies } from './loadedChunks';

describe("withoutLoadedChunks: a preload list without the importing chunk's own imports", () => {
  // The staff app imports the store and the HTTP client, which imports valibot's chunk.
  const imports = new Map<string, string[]>([
    ['assets/App-CjGvdNVF.js', ['assets/store-a1.js', 'assets/http-b2.js']],
    ['assets/http-b2.js', ['assets/valibot-c3.js']],
    ['assets/ChequesListPage-BWl4tuvX.js', ['assets/store-a1.js', 'assets/virtual-d4.js']],
  ]);
  const deps = ['assets/store-a1.js', 'assets/virtual-d4.js', 'assets/valibot-c3.js', 'assets/http-b2.js', 'assets/forms-e5.js'];
  const everything: ResolveDependencies = (_filename, all) => all;
  const resolve = withoutLoadedChunks(everything, imports);

  it('leaves out the chunks the importing chunk imports statically, deep (they ran before it)', () => {
    expect(resolve('assets/ChequesListPage-BWl4tuvX.js', deps, { hostId: 'assets/App-CjGvdNVF.js', hostType: 'js' })).toEqual(['assets/virtual-d4.js', 'assets/forms-e5.js']);
  });

  it("keeps what another chunk has not loaded (the list importing its bulk bar: the staff app's files stay)", () => {
    expect(resolve('assets/BulkBar-f6.js', deps, { hostId: 'assets/ChequesListPage-BWl4tuvX.js', hostType: 'js' })).toEqual([
      'assets/valibot-c3.js',
      'assets/http-b2.js',
      'assets/forms-e5.js',
    ]);
  });

  it("filters what the wrapped rule keeps, and leaves index.html's list as it is", () => {
    const entryRule: ResolveDependencies = (_filename, all) => all.filter((dep) => dep !== 'assets/forms-e5.js');
    expect(withoutLoadedChunks(entryRule, imports)('assets/ChequesListPage-BWl4tuvX.js', deps, { hostId: 'assets/App-CjGvdNVF.js', hostType: 'js' })).toEqual(['assets/virtual-d4.js']);
    expect(resolve('assets/index-x.js', deps, { hostId: '/app/index.html', hostType: 'html' })).toEqual(deps);
  });
});
