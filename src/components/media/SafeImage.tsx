import type { ImgHTMLAttributes, ReactNode } from 'react';
import { safeAddress } from '@/lib/safeUrl';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** An address from the backend: shown only when it is a picture's address (lib/safeUrl). */
  src: unknown;
  /** What stands instead of a missing or refused picture. */
  fallback?: ReactNode;
};

/** A picture whose address came from the backend (a logo, a stamp): never javascript: or data:text/html. */
export function SafeImage({ src, fallback = null, alt = '', ...rest }: Props) {
  const safe = safeAddress(src, 'image');
  return safe ? <img src={safe} alt={alt} {...rest} /> : <>{fallback}</>;
}
