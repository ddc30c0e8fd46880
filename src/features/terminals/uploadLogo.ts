// The terminal logo's upload (spec section 7: GET /api/workspace/{ws}/s3/presigned -> { putUrl,
// objKey }, then the file with PUT to putUrl; section 5: "Upload failed with status: {n}").
// A stopgap in the feature until src/api/uploads.ts (issue #10) is on main: then this file goes and
// LogoField calls that module instead. The PUT leaves our API (a storage host), so it is a plain
// fetch, not the /api axios instance.
import { http } from '@/api/http';
import { isAllowedImageType, isWithinUploadLimit } from '@/lib/limits';

export type LogoProblem = 'type' | 'size';

/** Section 5 "Images": jpeg, png or gif, at most 2MB. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): LogoProblem | null {
  if (!isAllowedImageType(file.type)) return 'type';
  return isWithinUploadLimit(file.size) ? null : 'size';
}

/** Uploads the file and returns the address the logo is read from (the object's URL, unsigned). */
export async function uploadLogo(ws: string, file: File): Promise<string> {
  const { data } = await http.get<{ putUrl?: string; objKey?: string }>(`/api/workspace/${encodeURIComponent(ws)}/s3/presigned`);
  if (!data?.putUrl) throw new Error('Upload failed with status: 0');
  const reply = await fetch(data.putUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
  if (!reply.ok) throw new Error(`Upload failed with status: ${reply.status}`);
  const url = new URL(data.putUrl, window.location.origin);
  // Same-origin storage (the mock) is kept as a path; a storage host's address stays absolute.
  return url.origin === window.location.origin ? url.pathname : `${url.origin}${url.pathname}`;
}
