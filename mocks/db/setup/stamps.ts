import { isValidStampLines } from '../rules/limits';
import { UPLOAD_PREFIX, uploadedObject } from './uploads';

/** A picture uploaded to this workspace's stamp folder (a stamp made from an image). */
export function isUploadedStamp(wsId: string, path: unknown): boolean {
  if (typeof path !== 'string' || !path.startsWith(UPLOAD_PREFIX)) return false;
  const objKey = path.slice(UPLOAD_PREFIX.length);
  const row = uploadedObject(objKey);
  return !!row && row.wsId === wsId && objKey.split('/')[1] === 'stamp';
}

const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&(lt|gt|amp|quot|apos);/g, 'x');

/** A text stamp (spec section 5): at most 5 lines of at most 40 characters. */
export function isValidStampSvg(svg: string): boolean {
  const lines = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]));
  return isValidStampLines(lines);
}
