import { CButton, CCloseButton, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/styles/parts/modal.scss';

interface Props {
  visible: boolean;
  title: string;
  body: string;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the question needs answered besides yes or no (e.g. the account to deposit to). */
  children?: ReactNode;
  confirmDisabled?: boolean;
  /**
   * Called once the question has left the page (after its fade): where focus may go when the
   * button that asked it went with the action (the question gives focus back to that button only).
   */
  onClosed?: () => void;
}

/** Calls `then` when unmounted: CModal unmounts its content once it has faded out. */
function OnLeave({ then }: { then: () => void }) {
  const latest = useRef(then);
  useEffect(() => {
    latest.current = then;
  });
  useEffect(() => () => latest.current(), []);
  return null;
}

/** The confirmation question before every destructive action. */
export function ConfirmModal({ visible, title, body, confirmLabel, danger, busy, onConfirm, onCancel, children, confirmDisabled, onClosed }: Props) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <CModal visible={visible} onClose={onCancel} alignment="center" aria-labelledby={titleId}>
      {/* CoreUI's own close button is labelled "Close" in every language. */}
      <CModalHeader closeButton={false}>
        <CModalTitle id={titleId}>{title}</CModalTitle>
        <CCloseButton className="ms-auto" aria-label={t('actions.close')} onClick={onCancel} />
      </CModalHeader>
      <CModalBody>
        <p className={children ? undefined : 'mb-0'}>{body}</p>
        {children}
        {onClosed && <OnLeave then={onClosed} />}
      </CModalBody>
      <CModalFooter>
        <CButton color="secondary" variant="outline" onClick={onCancel}>
          {t('actions.cancel')}
        </CButton>
        <CButton color={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy || confirmDisabled}>
          {confirmLabel ?? t('actions.confirm')}
        </CButton>
      </CModalFooter>
    </CModal>
  );
}
