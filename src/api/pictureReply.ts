import { isAllowedImageType } from '@/lib/limits';
import { NO_IMAGE, pictureSrc } from './imageReply';
import { obj, opt, text } from './schema/fields';
import { defineReply } from './schema/reply';

// A picture that is the whole reply (the staff's cheque images, a bank account's logo and stamp),
// made into something an <img> can show (imageReply.ts).

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
