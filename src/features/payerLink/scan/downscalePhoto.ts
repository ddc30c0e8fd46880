// A phone photo is several MB; uploads are at most 2MB (spec section 5 "Images", section 9). The
// picture is scaled down in the browser (longest side 1600 px, JPEG 0.85) before it is sent.
import { scaleToFit } from '@/lib/imageScale';
import { isAllowedImageType, isWithinUploadLimit } from '@/lib/limits';
import { PhotoError } from './photoError';

export { PhotoError };

export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.85;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PhotoError('photo.unreadable'));
    reader.readAsDataURL(file);
  });
}

async function scaleWithCanvas(file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const { width, height } = scaleToFit(bitmap.width, bitmap.height, PHOTO_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}

/** The photo as a JPEG data URL small enough to upload; PhotoError when it cannot be used. */
export async function downscalePhoto(file: File): Promise<string> {
  // Spec section 5: jpeg, png or gif only, whatever the picker let through (never SVG or HTML).
  if (!isAllowedImageType(file.type)) throw new PhotoError('photo.notImage');
  const scaled = await scaleWithCanvas(file);
  if (scaled) return scaled;
  // No canvas (old browser) or a picture it cannot decode: sent as taken when small enough.
  if (!isWithinUploadLimit(file.size)) throw new PhotoError('photo.tooLarge');
  return readAsDataUrl(file);
}
