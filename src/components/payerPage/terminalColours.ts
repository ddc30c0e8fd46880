// The terminal's own colours (spec section 3: backgroundColor, color1, color2) with text that stays
// readable on them (section 5 "Dark colour"). An invalid colour falls back to the app's own.
import type { CSSProperties } from 'react';
import type { Terminal } from '@/api/types/terminal';
import { isValidHexColour, readableTextColour } from '@/lib/colour';

const DEFAULT_BACKGROUND = '#f3f4f7';
const DEFAULT_ACCENT = '#1b4f8a';

function hexOr(value: unknown, fallback: string): string {
  if (!isValidHexColour(value)) return fallback;
  const hex = (value as string).trim();
  return hex.startsWith('#') ? hex : `#${hex}`;
}

export interface TerminalColours {
  background: string;
  onBackground: string;
  accent: string;
  onAccent: string;
  /** color2: the band under the header and the frame of the cheque list. */
  secondary: string;
  onSecondary: string;
}

export function terminalColours(terminal: Pick<Terminal, 'backgroundColor' | 'color1' | 'color2'> | undefined): TerminalColours {
  const background = hexOr(terminal?.backgroundColor, DEFAULT_BACKGROUND);
  const accent = hexOr(terminal?.color1, DEFAULT_ACCENT);
  const secondary = hexOr(terminal?.color2, accent);
  return {
    background,
    onBackground: readableTextColour(background),
    accent,
    onAccent: readableTextColour(accent),
    secondary,
    onSecondary: readableTextColour(secondary),
  };
}

/** CSS custom properties for the terminal's root element (read by terminal.css beside it). */
export function terminalStyle(colours: TerminalColours): CSSProperties {
  return {
    '--terminal-bg': colours.background,
    '--terminal-on-bg': colours.onBackground,
    '--terminal-accent': colours.accent,
    '--terminal-on-accent': colours.onAccent,
    '--terminal-secondary': colours.secondary,
    '--terminal-on-secondary': colours.onSecondary,
  } as CSSProperties;
}
