import { isAllowedImageType } from '@/lib/limits';
import { obj, opt, text } from './schema/fields';
import { defineReply } from './schema/reply';

// Pictures in replies (spec section 8, Images): one way to turn whatever the backend sends for an
// image into something an <img> can show.

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

/** A picture reply sent as JSON: its address or data under url, path, image, base64 or data. */
const pictureJson = defineReply('GET (a picture, as JSON)', obj({ url: opt(text()), path: opt(text()), image: opt(text()), base64: opt(text()), data: opt(text()) }));

async function blobAsDataUrl(blob: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * A picture reply (spec section 5): jpeg, png and gif become an object URL; an SVG a
 * data URL (never a blob: URL of this origin, which would run its scripts if opened on its own);
 * JSON is read for its picture field; any other type (HTML...) is the placeholder.
 */
export async function pictureUrl(blob: Blob): Promise<string> {
  if (!blob.size) return NO_IMAGE;
  const type = blob.type.split(';')[0].trim().toLowerCase();
  if (type.includes('json')) {
    try {
      const body = pictureJson.parse(JSON.parse(await blob.text()));
      return pictureSrc([body.url, body.path, body.image, body.base64, body.data].find(Boolean));
    } catch {
      return NO_IMAGE;
    }
  }
  if (isAllowedImageType(type)) return URL.createObjectURL(blob);
  if (type === 'image/svg+xml') return blobAsDataUrl(blob, type);
  return NO_IMAGE;
}
