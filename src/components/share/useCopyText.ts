import { useState, type RefObject } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` to the clipboard. Without one (an old browser, a refused permission) the text of
 * `input` is selected for a manual copy. The state goes back to idle when the text changes.
 */
export function useCopyText(text: string, input: RefObject<HTMLInputElement | null>) {
  // The outcome is kept with the text it was for: another text reads as idle, with no reset to run.
  const [outcome, setOutcome] = useState<{ text: string; state: CopyState } | null>(null);
  const state: CopyState = outcome?.text === text ? outcome.state : 'idle';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome({ text, state: 'copied' });
    } catch {
      input.current?.select();
      setOutcome({ text, state: 'failed' });
    }
  };
  return [state, copy] as const;
}
