/**
 * Heebo's four files (styles/fonts.scss: Hebrew and Latin, 400 and 700), asked by a sample of each
 * file's range: `document.fonts.load` fetches the faces whose unicode-range covers the sample.
 */
export const HEEBO_FACES: ReadonlyArray<readonly [font: string, sample: string]> = [
  ['400 1rem Heebo', 'א'],
  ['700 1rem Heebo', 'א'],
  ['400 1rem Heebo', '0'],
  ['700 1rem Heebo', '0'],
];

/**
 * Loads the app's faces before a screen is first laid out (main.tsx, a link page, while its first
 * replies are on their way): its text is then laid out in Heebo at once, not in a fallback font
 * that moves when Heebo arrives (a layout shift: the signer's amounts did) and that the browser
 * prepares on the main thread besides. Settles, never fails; at once where there is no FontFaceSet.
 */
export function loadWebFonts(fonts: Pick<FontFaceSet, 'load'> | undefined = typeof document === 'undefined' ? undefined : document.fonts): Promise<void> {
  if (!fonts?.load) return Promise.resolve();
  return Promise.all(HEEBO_FACES.map(([font, sample]) => fonts.load(font, sample))).then(
    () => undefined,
    () => undefined,
  );
}
