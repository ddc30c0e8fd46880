import { useRef, type ChangeEvent } from 'react';
import { ALLOWED_IMAGE_TYPES } from '@/lib/limits';
import { CameraIcon } from '@/components/payerPage/CameraIcon';

/** Spec section 5: jpeg, png or gif (a phone camera gives jpeg). */
const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

interface Props {
  label: string;
  onPhoto: (file: File) => void;
  disabled?: boolean;
  /** A smaller, secondary look (the way in beside the live camera). */
  secondary?: boolean;
  /** Called as the picker opens (to start loading what the photo will need). */
  onOpen?: () => void;
}

/**
 * The phone's camera app through the browser's file capture (on a desktop, the file picker): a real
 * button, so Enter and Space both open it, with the file input hidden behind it.
 */
export function PhotoButton({ label, onPhoto, disabled, secondary, onOpen }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that taking the same picture again still fires a change.
    event.target.value = '';
    if (file) onPhoto(file);
  };
  return (
    <>
      <button
        type="button"
        className={secondary ? 'terminal-btn terminal-btn--secondary' : 'terminal-photo'}
        onClick={() => {
          onOpen?.();
          input.current?.click();
        }}
        disabled={disabled}
      >
        {!secondary && (
          <CameraIcon />
        )}
        <span>{label}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        capture="environment"
        className="terminal-photo__input"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={label}
        onChange={onChange}
        disabled={disabled}
      />
    </>
  );
}
