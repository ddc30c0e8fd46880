// A terminal's settings (spec section 3, Terminal) beyond its link and addresses (terminalLink.ts):
// its name, client message, colours, and the client details it asks for. Limits are ours where
// the spec gives none: a name short enough for the payer's header on a phone, a message that
// fits above the scanner.
import type { Terminal } from '@/api/types/terminal';
import { isValidHexColour } from '@/lib/colour';
import { isSafeText } from '@/lib/forbiddenCharacters';

export const TERMINAL_NAME_MAX = 40;
export const CLIENT_MESSAGE_MAX = 300;

const chars = (s: string) => Array.from(s).length;

export type TextProblem = 'required' | 'forbiddenChars' | 'tooLong';

/** Required, free of <, > and & (section 5 "Text"), at most 40 characters. */
export function terminalNameProblem(s: unknown): TextProblem | null {
  if (typeof s !== 'string' || s.trim() === '') return 'required';
  if (!isSafeText(s)) return 'forbiddenChars';
  return chars(s.trim()) > TERMINAL_NAME_MAX ? 'tooLong' : null;
}

/** Optional; free of <, > and &; at most 300 characters. */
export function clientMessageProblem(s: unknown): Exclude<TextProblem, 'required'> | null {
  if (s === undefined || s === null || s === '') return null;
  if (typeof s !== 'string' || !isSafeText(s)) return 'forbiddenChars';
  return chars(s.trim()) > CLIENT_MESSAGE_MAX ? 'tooLong' : null;
}

/** Optional (the payer's page then uses the app's own colour); else #rgb or #rrggbb. */
export function colourProblem(s: unknown): 'invalid' | null {
  if (s === undefined || s === null || s === '') return null;
  return typeof s === 'string' && s.trim().startsWith('#') && isValidHexColour(s) ? null : 'invalid';
}

/** The client details a terminal asks the payer for, each shown or not, mandatory or not. */
export type ClientDetailOptions = Pick<
  Terminal,
  'showFromName' | 'fromNameMandatory' | 'showComments' | 'commentsMandatory' | 'showConfirmationEmail' | 'confirmationEmailMandatory'
>;

/**
 * "Each optionally mandatory": a field the payer is not shown cannot be mandatory. The settings
 * that are sent, and the preview, always go through this.
 */
export function normalizeClientDetailOptions<T extends ClientDetailOptions>(options: T): T {
  return {
    ...options,
    showFromName: !!options.showFromName,
    fromNameMandatory: !!options.showFromName && !!options.fromNameMandatory,
    showComments: !!options.showComments,
    commentsMandatory: !!options.showComments && !!options.commentsMandatory,
    showConfirmationEmail: !!options.showConfirmationEmail,
    confirmationEmailMandatory: !!options.showConfirmationEmail && !!options.confirmationEmailMandatory,
  };
}
