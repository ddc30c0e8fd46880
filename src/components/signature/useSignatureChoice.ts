import { useEffect, useId, useMemo, useState } from 'react';
import type { Signature } from '@/api/types/signature';
import { typedSignature } from './typedSignature';

export type SignatureMode = 'draw' | 'type' | 'stored';

/**
 * The choice of a signature, shared by the staff's SignatureInput (CoreUI) and the signer's
 * SignLinkSignature (the link page's own look): draw, type a name, or pick a stored signature.
 * Each way keeps its own input while the user switches, so nothing is lost; `onChange` gets the
 * chosen way's signature (a PNG data URL or a stored signature's path; null when none yet).
 */
export function useSignatureChoice(storedAll: Signature[], onChange: (signature: string | null) => void) {
  const id = useId();
  const [mode, setMode] = useState<SignatureMode>('draw');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [storedPath, setStoredPath] = useState<string | null>(null);
  const typed = useMemo(() => typedSignature(name), [name]);
  const stored = storedAll.filter((s) => s.type !== 'stamp');
  const current = mode === 'draw' ? drawn : mode === 'type' ? typed : storedPath;

  useEffect(() => {
    onChange(current);
  }, [current, onChange]);

  const modes: SignatureMode[] = stored.length ? ['draw', 'type', 'stored'] : ['draw', 'type'];
  return { id, errorId: `${id}-error`, mode, setMode, modes, setDrawn, name, setName, stored, storedPath, setStoredPath, current };
}
