import { HEEBO_FACES, loadWebFonts } from './webFonts';

describe('loadWebFonts', () => {
  it('asks for each of Heebo\'s four files: Hebrew and Latin, 400 and 700', async () => {
    const load = vi.fn(() => Promise.resolve([] as FontFace[]));
    await loadWebFonts({ load });
    expect(load.mock.calls).toEqual([
      ['400 1rem Heebo', 'א'],
      ['700 1rem Heebo', 'א'],
      ['400 1rem Heebo', '0'],
      ['700 1rem Heebo', '0'],
    ]);
    expect(load).toHaveBeenCalledTimes(HEEBO_FACES.length);
  });

  it.each([
    ['a file that fails', () => Promise.reject(new Error('network'))],
    ['faces that load', () => Promise.resolve([] as FontFace[])],
  ])('settles with %s', async (_name, result) => {
    await expect(loadWebFonts({ load: vi.fn(result) })).resolves.toBeUndefined();
  });

  it('settles at once where there is no FontFaceSet', async () => {
    await expect(loadWebFonts(undefined)).resolves.toBeUndefined();
  });
});
