// Pictures in replies (spec section 8, Images): one way to turn whatever the backend sends for an
// image into something an <img> can show. (A picture that is the whole reply: pictureReply.ts, with
// the schema parts that read one sent as JSON, which the link pages that use this file do not need.)

/** The picture shown whenever a cheque image fails to load (spec section 8, Images). */
export const NO_IMAGE = '/no-image.svg';

const DATA_URL_PREFIX = /^data:[^;,]+;base64,/;

/** A picture may come back bare (base64) or as a data URL; the screen always gets a data URL. */
export function asDataUrl(value: string): string {
  if (value.startsWith('data:')) return value;
  // Sniff the type from the first bytes: PNG, GIF, SVG (a mock's drawn cheque), else JPEG.
  const type = value.startsWith('iVBOR')
    ? 'image/png'
    : value.startsWith('R0lGOD')
      ? 'image/gif'
      : value.startsWith('PHN2') || value.startsWith('PD94')
        ? 'image/svg+xml'
        : 'image/jpeg';
  return `data:${type};base64,${value}`;
}

/** The bare base64 of a data URL (a bare value is returned as it is). */
export function stripDataUrl(value: string): string {
  return value.replace(DATA_URL_PREFIX, '');
}

/**
 * A picture the backend sent inside JSON (a data URL, bare base64 or a path of ours) as a safe
 * `src`: data URLs only of jpeg, png, gif or svg (a data: document has no origin, it can never act
 * as this site), paths only on this origin; anything else is the placeholder.
 */
export function pictureSrc(value: unknown): string {
  if (typeof value !== 'string' || !value) return NO_IMAGE;
  if (/^data:image\/(jpeg|png|gif|svg\+xml)[;,]/i.test(value)) return value;
  // Bare base64 of a JPEG starts with '/9j/' (its FF D8 FF bytes): a picture, not a path of ours.
  const bare = /^[A-Za-z0-9+/=\s]+$/.test(value);
  if (bare && value.startsWith('/9j/')) return asDataUrl(value.replace(/\s/g, ''));
  if (/^\/(?![/\\])/.test(value)) return value;
  if (bare) return asDataUrl(value.replace(/\s/g, ''));
  return NO_IMAGE;
}
