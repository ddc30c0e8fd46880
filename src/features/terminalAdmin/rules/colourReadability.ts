// Warnings for a terminal's colours (spec section 3: backgroundColor, color1, color2), built on
// the dark-colour rule of section 5 (colour.ts). The payer's screen writes white on a dark colour
// and black on a light one; that choice is weakest close to the rule's boundary of 128, where
// neither white nor black stands out (magenta #ff00ff, brightness 105, gets white text at about
// 3:1). Buttons in color1 also vanish when they are as bright as the background they sit on.
// The thresholds are ours: the spec says only that text must stay readable.
import { colourBrightness, isValidHexColour } from '@/lib/colour';

/** Within this distance of the dark rule's 128, the automatic black or white text is weak. */
export const MID_TONE_MARGIN = 32;
/** Two colours that sit on each other need at least this difference in brightness. */
export const MIN_BRIGHTNESS_GAP = 64;

/** True when text written on `hex` by the dark rule would be hard to read. Invalid: false. */
export function isMidTone(hex: unknown): boolean {
  const brightness = colourBrightness(hex);
  return brightness !== null && Math.abs(brightness - 128) < MID_TONE_MARGIN;
}

/** True when `a` drawn on `b` (or the reverse) would hardly be seen. Either invalid: false. */
export function coloursTooClose(a: unknown, b: unknown): boolean {
  const x = colourBrightness(a);
  const y = colourBrightness(b);
  return x !== null && y !== null && Math.abs(x - y) < MIN_BRIGHTNESS_GAP;
}

export type ColourField = 'backgroundColor' | 'color1' | 'color2';
export type ColourWarning =
  /** The page's text on the background colour. */
  | 'backgroundTextWeak'
  /** The text on the buttons (color1). */
  | 'buttonTextWeak'
  /** The buttons (color1) against the background. */
  | 'buttonsBlendIn'
  /** The band and card frames (color2) against the background. */
  | 'secondaryBlendsIn';

export interface TerminalColourInput {
  backgroundColor?: string | null;
  color1?: string | null;
  color2?: string | null;
}

/**
 * What may be hard to read with these colours, per field, in the order they are shown. Empty or
 * invalid colours give no warning (the payer's screen falls back to the app's own colours; the
 * form refuses an invalid one).
 */
export function colourReadabilityWarnings(colours: TerminalColourInput): Array<{ field: ColourField; warning: ColourWarning }> {
  const valid = (hex: string | null | undefined) => (isValidHexColour(hex) ? hex : null);
  const background = valid(colours.backgroundColor);
  const accent = valid(colours.color1);
  const secondary = valid(colours.color2);
  const out: Array<{ field: ColourField; warning: ColourWarning }> = [];
  if (background && isMidTone(background)) out.push({ field: 'backgroundColor', warning: 'backgroundTextWeak' });
  if (accent && isMidTone(accent)) out.push({ field: 'color1', warning: 'buttonTextWeak' });
  if (accent && background && coloursTooClose(accent, background)) out.push({ field: 'color1', warning: 'buttonsBlendIn' });
  if (secondary && background && coloursTooClose(secondary, background)) out.push({ field: 'color2', warning: 'secondaryBlendsIn' });
  return out;
}
