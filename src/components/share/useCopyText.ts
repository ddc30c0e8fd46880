import { useEffect, useState, type RefObject } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` to the clipboard. Without one (an old browser, a refused permission) the text of
 * `input` is selected for a manual copy. The state goes back to idle when the text changes.
 */
export function useCopyText(text: string, input: RefObject<HTMLInputElement | null>) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => setState('idle'), [text]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      input.current?.select();
      setState('failed');
    }
  };
  return [state, copy] as const;
}
