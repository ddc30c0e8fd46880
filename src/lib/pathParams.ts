/**
 * The params of `pathname` under a route pattern of config/paths (`/terminal/:link/:fpk`), decoded
 * as react-router decodes them, or null when it does not match. For main.tsx's first reads of a
 * link page, which go out before the router's code is there; the router itself matches
 * the screens. Static segments compare case-insensitively, as react-router's do; a trailing slash
 * is allowed.
 */
export function pathParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    let segment: string;
    try {
      segment = decodeURIComponent(got[i]);
    } catch {
      segment = got[i];
    }
    if (want[i].startsWith(':')) params[want[i].slice(1)] = segment;
    else if (want[i].toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}
