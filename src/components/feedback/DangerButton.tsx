import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CButton } from '@coreui/react';
import { ConfirmModal } from './ConfirmModal';
import { FOCUSABLE, focusLost } from '@/lib/focus';

interface Props {
  /** The button's text: the verb and its object ("Delete cheque"). */
  label: string;
  /** The question: what is destroyed and whether it can be undone. */
  confirmTitle: string;
  confirmBody: string;
  /** The confirming button's text; the label when missing. */
  confirmLabel?: string;
  /** Runs after the confirmation; the question stays open (busy) until a returned promise settles. A rejection is the caller's to show. */
  onConfirm: () => unknown;
  busy?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'lg';
  className?: string;
  /** What the question needs answered besides yes or no. */
  children?: ReactNode;
}

/**
 * Every destructive action (delete, cancel, reject...): an outlined red button that always asks
 * first (ConfirmModal, danger styled). Never a plain CButton with a destructive onClick.
 * When the confirmed action takes the button away (the item of a list it removed, the logo it
 * removed), focus goes to the next item of the list (the previous one for the last), else to the
 * first control left in the button's section, else to the page's content: never to the page's body.
 */
export function DangerButton({ label, confirmTitle, confirmBody, confirmLabel, onConfirm, busy, disabled, size, className, children }: Props) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Where focus lands if the confirmed action takes this button away: the item beside this one's, the section around it.
  const landing = useRef<{ beside: Element | null; around: Element | null } | null>(null);
  useEffect(
    () => () => {
      if (!landing.current || !focusLost()) return;
      const [target] = [landing.current.beside, landing.current.around]
        .map((place) => (place?.isConnected ? place.querySelector<HTMLElement>(FOCUSABLE) : null))
        .filter(Boolean);
      (target ?? document.getElementById('main-content'))?.focus();
    },
    [],
  );
  const confirm = async () => {
    setRunning(true);
    const item = button.current?.closest('li, tr');
    const around = button.current?.closest('section') ?? null;
    try {
      const reply = await onConfirm();
      // (A mutation's refusal comes back as a reply with an error: nothing went.)
      if (!(reply && typeof reply === 'object' && 'error' in reply)) landing.current = { beside: item ? (item.nextElementSibling ?? item.previousElementSibling) : null, around };
    } catch {
      // The caller shows its own error (a mutation's error state): the question just closes.
    } finally {
      setRunning(false);
      setAsking(false);
    }
  };
  return (
    <>
      <CButton ref={button} color="danger" variant="outline" size={size} className={className} disabled={disabled || busy} onClick={() => setAsking(true)}>
        {label}
      </CButton>
      <ConfirmModal
        visible={asking}
        danger
        title={confirmTitle}
        body={confirmBody}
        confirmLabel={confirmLabel ?? label}
        busy={busy || running}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {children}
      </ConfirmModal>
    </>
  );
}
