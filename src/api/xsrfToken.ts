/** axios's default names: a backend that sets this cookie expects its value back in this header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The value of the cookie `name` in `document.cookie`'s text (URI-decoded), or null. Read here
 * instead of by axios, which reads it through the asynchronous Cookie Store API where a browser
 * has one: every call then waited a task before it was sent (100-250 ms while a phone's main
 * thread loads the app), the link pages' first reads among them.
 */
export function cookieValue(cookieText: string, name: string): string | null {
  for (const part of cookieText.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
