import type { ChangeEvent } from 'react';
import { ALLOWED_IMAGE_TYPES } from '@/lib/limits';

/** Spec section 5: jpeg, png or gif (a phone camera gives jpeg). */
const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

interface Props {
  label: string;
  onPhoto: (file: File) => void;
  disabled?: boolean;
}

/**
 * The phone's camera through the browser's file capture: a big button (a label) around the file
 * input, so one thumb opens the camera; on a desktop it opens the file picker.
 */
export function PhotoButton({ label, onPhoto, disabled }: Props) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that taking the same picture again still fires a change.
    event.target.value = '';
    if (file) onPhoto(file);
  };
  return (
    <label className="terminal-photo">
      <span className="terminal-photo__icon" aria-hidden="true">
        📷
      </span>
      <span>{label}</span>
      <input type="file" accept={ACCEPT} capture="environment" onChange={onChange} disabled={disabled} />
    </label>
  );
}
