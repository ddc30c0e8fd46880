// Section 5 "Terminal link" and "Terminal address", and the terminal's own settings.
// The link: the spec gives two readings (a hint "at least 5 lowercase Latin letters or digits
// without spaces", an error message "3 to 20 characters"). The mock refuses what the message
// describes (it is what the backend says when it refuses): 3 to 20 characters, of the hint's kind
// (lowercase Latin letters or digits), since the link is a URL path segment.
import { isSafeText } from './text';

export function isValidTerminalLink(value: unknown): boolean {
  return typeof value === 'string' && /^[a-z0-9]{3,20}$/.test(value);
}

export const TERMINAL_ADDRESS_MAX = 255;

/** An address (redirect after finish, post for results): optional; else at most 255 characters, an http(s) URL. */
export function isValidTerminalAddress(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string' || value.length > TERMINAL_ADDRESS_MAX || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// The spec gives no limits for these: a name that fits a phone's header, a message above the scanner.
export const TERMINAL_NAME_MAX = 40;
export const CLIENT_MESSAGE_MAX = 300;

export const isValidTerminalName = (value: string) => value.trim() !== '' && isSafeText(value) && [...value.trim()].length <= TERMINAL_NAME_MAX;
export const isValidClientMessage = (value: string) => isSafeText(value) && [...value.trim()].length <= CLIENT_MESSAGE_MAX;
