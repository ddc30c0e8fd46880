const WIDTH = 600;
const HEIGHT = 160;
export const TYPED_SIGNATURE_FONT = '"Segoe Script", "Brush Script MT", "Heebo", cursive';

/**
 * A signature image from a typed name: the keyboard user's alternative to drawing. A PNG data
 * URL like the drawn one, transparent around the ink; null when the browser cannot draw.
 */
export function typedSignature(name: string): string | null {
  const text = name.trim();
  if (!text) return null;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  let size = 72;
  ctx.font = `italic ${size}px ${TYPED_SIGNATURE_FONT}`;
  // Long names shrink to fit rather than being cut.
  while (size > 24 && ctx.measureText(text).width > WIDTH - 40) {
    size -= 4;
    ctx.font = `italic ${size}px ${TYPED_SIGNATURE_FONT}`;
  }
  ctx.fillStyle = '#0b2a6f';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.direction = /[\u0590-\u05ff]/.test(text) ? 'rtl' : 'ltr';
  ctx.fillText(text, WIDTH / 2, HEIGHT / 2);
  return canvas.toDataURL('image/png');
}
