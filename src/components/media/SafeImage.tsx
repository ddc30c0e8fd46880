import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { safeAddress } from '@/lib/safeUrl';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** An address from the backend: shown only when it is a picture's address (lib/safeUrl). */
  src: unknown;
  /** What stands instead of a missing or refused picture. */
  fallback?: ReactNode;
  /** What stands instead of a picture that did not load (storage down, a link expired); `fallback` when not given. */
  broken?: ReactNode;
};

/**
 * A picture whose address came from the backend (a logo, a stamp): never javascript: or data:text/html.
 * One that does not load gives way to `broken`, never the browser's broken-picture icon.
 */
export function SafeImage({ src, fallback = null, broken, alt = '', ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const safe = safeAddress(src, 'image');
  if (!safe) return <>{fallback}</>;
  if (safe === failed) return <>{broken === undefined ? fallback : broken}</>;
  return <img src={safe} alt={alt} {...rest} onError={() => setFailed(safe)} />;
}
