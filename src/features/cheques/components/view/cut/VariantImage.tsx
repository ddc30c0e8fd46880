import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { NO_IMAGE } from '@/api/imageReply';
import { useGetImageByIdQuery } from '@/api/chequeImagesApi';
import '@/styles/parts/chequeImage.scss';

const IMAGE_PATH = /^\/api\/check\/image\/([^/?#]+)$/;

interface Props {
  path: string;
  alt: string;
  /** Changes after a crop or rotate, so the picture is fetched again. */
  version: number;
}

/**
 * One of the six image paths. Our own image paths load through the one HTTP client; any failure,
 * of the call or of the picture itself, shows the placeholder (spec section 8, Images).
 */
export function VariantImage({ path, alt, version }: Props) {
  const match = IMAGE_PATH.exec(path);
  const id = match ? decodeURIComponent(match[1]) : null;
  const { data, isError, isLoading } = useGetImageByIdQuery(id ? { id, version } : skipToken);
  const [broken, setBroken] = useState<string | null>(null);
  const src = id ? (isError ? NO_IMAGE : data) : path;
  if (isLoading || !src) return <div className="cheque-image cheque-image--loading w-100" style={{ aspectRatio: '20 / 9' }} aria-hidden="true" />;
  return (
    <img
      src={broken === src ? NO_IMAGE : src}
      alt={alt}
      className="cheque-image d-block mw-100 h-auto border rounded"
      loading="lazy"
      style={{ maxHeight: 160 }}
      onError={() => setBroken(src)}
    />
  );
}
