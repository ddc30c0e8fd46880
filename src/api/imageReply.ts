// Pictures in replies (spec section 8, Images): one way to turn whatever the backend sends for an
// image into something an <img> can show.

/** The picture shown whenever a cheque image fails to load (spec section 8, Images). */
export const NO_IMAGE = '/no-image.svg';

const DATA_URL_PREFIX = /^data:[^;,]+;base64,/;

/** A picture may come back bare (base64) or as a data URL; the screen always gets a data URL. */
export function asDataUrl(value: string): string {
  if (value.startsWith('data:')) return value;
  // Sniff the type from the first bytes: JPEG, PNG or SVG (a mock's drawn cheque).
  const type = value.startsWith('iVBOR') ? 'image/png' : value.startsWith('PHN2') || value.startsWith('PD94') ? 'image/svg+xml' : 'image/jpeg';
  return `data:${type};base64,${value}`;
}

/** The bare base64 of a data URL (a bare value is returned as it is). */
export function stripDataUrl(value: string): string {
  return value.replace(DATA_URL_PREFIX, '');
}

/**
 * An image endpoint's reply (fetched as a Blob): the image itself becomes an object URL; a JSON
 * reply with a URL, path or base64 field is read as such (the spec does not show the shape); an
 * empty or unreadable reply is the placeholder.
 */
export async function imageBlobToUrl(blob: Blob): Promise<string> {
  if (!blob.size) return NO_IMAGE;
  if (!blob.type.includes('json')) return URL.createObjectURL(blob);
  let body: Record<string, unknown> | null;
  try {
    body = JSON.parse(await blob.text()) as Record<string, unknown> | null;
  } catch {
    return NO_IMAGE;
  }
  if (!body || typeof body !== 'object') return NO_IMAGE;
  const value = [body.url, body.path, body.image, body.base64, body.data].find((v) => typeof v === 'string' && v) as string | undefined;
  if (!value) return NO_IMAGE;
  if (/^(data:image\/|blob:|\/)/.test(value)) return value;
  return `data:image/jpeg;base64,${value}`;
}
