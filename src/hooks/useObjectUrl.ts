import { useEffect, useState } from 'react';

/** An object URL for `file` while it is shown, released afterwards ('' without a file). */
export function useObjectUrl(file: Blob | null): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an outside resource made and revoked by this effect: one made while rendering would leak (StrictMode renders twice)
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl('');
    };
  }, [file]);
  return url;
}
