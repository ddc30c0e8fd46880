import { useState } from 'react';
import { type ChequeImageArgs, useGetChequeImageQuery } from '@/api/chequeImagesApi';
import { NO_IMAGE } from '@/api/imageReply';
import '@/styles/parts/chequeImage.scss';

interface Props extends ChequeImageArgs {
  alt: string;
  className?: string;
  /** Shown at once, above the fold (the cheque view's summary): decoded without waiting for layout. */
  eager?: boolean;
  width?: number;
  height?: number;
}

/** A cheque picture through the one HTTP client; any failure shows the no-image placeholder. */
export function ChequeImage({ alt, className, eager, width, height, ...args }: Props) {
  const { data, isError, isLoading } = useGetChequeImageQuery(args);
  const [broken, setBroken] = useState(false);
  const src = isError || broken ? NO_IMAGE : data;
  if (isLoading || !src) return <div className={`cheque-image cheque-image--loading ${className ?? ''}`} aria-hidden="true" />;
  return (
    <img
      src={src}
      alt={alt}
      className={`cheque-image ${className ?? ''}`}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setBroken(true)}
    />
  );
}
