// Spec §5 "Dark colour": a hex colour is dark when 0.299 red + 0.587 green + 0.114 blue < 128.
// Used to pick readable text on tag and terminal colours.

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseHex(hex: unknown): [number, number, number] | null {
  if (typeof hex !== 'string') return null;
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? match[1].replace(/./g, (c) => c + c) : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** #rgb or #rrggbb, the leading # optional. */
export function isValidHexColour(s: unknown): boolean {
  return parseHex(s) !== null;
}

/** Invalid colours are not dark. Computed in integers (x1000) so the 128 boundary is exact. */
export function isDarkColour(hex: unknown): boolean {
  const rgb = parseHex(hex);
  if (!rgb) return false;
  const [r, g, b] = rgb;
  return 299 * r + 587 * g + 114 * b < 128_000;
}

/** White on dark backgrounds, black otherwise (including an invalid colour, shown as default). */
export function readableTextColour(hex: unknown): '#ffffff' | '#000000' {
  return isDarkColour(hex) ? '#ffffff' : '#000000';
}

/**
 * The measure of the dark rule itself, 0 (black) to 255 (white): 0.299 red + 0.587 green +
 * 0.114 blue. Null for an invalid colour.
 */
export function colourBrightness(hex: unknown): number | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  return (299 * r + 587 * g + 114 * b) / 1000;
}
