import { useEffect, useRef, useState } from 'react';
import { useDebouncedEffect } from './useDebounced';

/**
 * A search box whose text is written (to the URL, and so to the server) once typing pauses for
 * `ms`. The written `q` changes by that write or from outside (back, a link): only the latter
 * replaces what is in the box, or letters typed meanwhile would be lost.
 */
export function useDebouncedSearch(q: string, write: (q: string) => void, ms = 300): [string, (text: string) => void] {
  const [text, setText] = useState(q);
  const written = useRef(q);
  useEffect(() => {
    if (q !== written.current) {
      written.current = q;
      setText(q);
    }
  }, [q]);
  useDebouncedEffect(text.trim(), ms, (next) => {
    if (next !== q) {
      written.current = next;
      write(next);
    }
  });
  return [text, setText];
}
