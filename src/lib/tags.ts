// Spec sections 3 and 5: a tag is a name and a hex colour; its text is white on a dark colour and
// black on a light one (the dark-colour rule of colour.ts), so every tag stays readable.
import { isValidHexColour, readableTextColour } from './colour';

// A tag's name follows the short-name rule (shortName.ts: required, 20 characters, no < > &).

/** Colours offered for a new tag, by name (any other hex colour may be typed or picked). */
export const TAG_PALETTE = [
  { id: 'red', hex: '#c62828' },
  { id: 'pink', hex: '#ad1457' },
  { id: 'purple', hex: '#6a1b9a' },
  { id: 'blue', hex: '#1e88e5' },
  { id: 'teal', hex: '#00897b' },
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
