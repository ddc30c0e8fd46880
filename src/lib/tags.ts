// Spec sections 3 and 5: a tag is a name and a hex colour; its text is white on a dark colour and
// black on a light one (the dark-colour rule of colour.ts), so every tag stays readable.
import { isValidHexColour, readableTextColour } from './colour';

// A tag's name follows the short-name rule (shortName.ts: required, 20 characters, no < > &).

/** Colours offered for a new tag, by name, each readable with its text (any other hex colour may be typed or picked). */
export const TAG_PALETTE = [
  { id: 'red', hex: '#c62828' },
  { id: 'pink', hex: '#ad1457' },
  { id: 'purple', hex: '#6a1b9a' },
  { id: 'blue', hex: '#1565c0' },
  { id: 'teal', hex: '#00695c' },
  { id: 'green', hex: '#2e7d32' },
  { id: 'yellow', hex: '#ffd54f' },
  { id: 'orange', hex: '#ff8f00' },
  { id: 'brown', hex: '#6d4c41' },
  { id: 'grey', hex: '#546e7a' },
] as const;

/** A name already in the workspace's list (the backend refuses it: "Name already exists"). */
export function isTagNameTaken(name: string, existing: ReadonlyArray<{ name: string }>): boolean {
  const text = name.trim();
  return existing.some((tag) => tag.name.trim() === text);
}

/** How a tag is drawn: its colour behind, white or black text by the dark-colour rule. */
export function tagColours(hex: unknown): { background: string; text: '#ffffff' | '#000000' } | null {
  if (!isValidHexColour(hex)) return null;
  const colour = String(hex).trim();
  return { background: colour.startsWith('#') ? colour : `#${colour}`, text: readableTextColour(colour) };
}

/** WCAG's relative luminance of an sRGB colour (0 black to 1 white). */
function luminance(hex: string): number {
  const digits = hex.trim().replace('#', '');
  const six = digits.length === 3 ? digits.replace(/./g, (c) => c + c) : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(six.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast (1 to 21) of a tag's text on its colour; null for an invalid colour. */
export function tagContrast(hex: unknown): number | null {
  const colours = tagColours(hex);
  if (!colours) return null;
  const [a, b] = [luminance(colours.background), luminance(colours.text)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

/** WCAG AA for small text: below 4.5:1 the spec's white-or-black text is hard to read (mid tones). */
export const TAG_MIN_CONTRAST = 4.5;

/** True when the text drawn on this colour by the dark-colour rule is hard to read. Invalid: false. */
export function isTagHardToRead(hex: unknown): boolean {
  const contrast = tagContrast(hex);
  return contrast !== null && contrast < TAG_MIN_CONTRAST;
}
