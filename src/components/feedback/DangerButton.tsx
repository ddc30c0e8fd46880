import { useState, type ReactNode } from 'react';
import { CButton } from '@coreui/react';
import { ConfirmModal } from './ConfirmModal';

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
 */
export function DangerButton({ label, confirmTitle, confirmBody, confirmLabel, onConfirm, busy, disabled, size, className, children }: Props) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } catch {
      // The caller shows its own error (a mutation's error state): the question just closes.
    } finally {
      setRunning(false);
      setAsking(false);
    }
  };
  return (
    <>
      <CButton color="danger" variant="outline" size={size} className={className} disabled={disabled || busy} onClick={() => setAsking(true)}>
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
