import { CButton, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useId } from 'react';
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
}

/** The confirmation question before every destructive action. */
export function ConfirmModal({ visible, title, body, confirmLabel, danger, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <CModal visible={visible} onClose={onCancel} alignment="center" aria-labelledby={titleId}>
      <CModalHeader>
        <CModalTitle id={titleId}>{title}</CModalTitle>
      </CModalHeader>
      <CModalBody>{body}</CModalBody>
      <CModalFooter>
        <CButton color="secondary" variant="outline" onClick={onCancel}>
          {t('actions.cancel')}
        </CButton>
        <CButton color={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? t('actions.confirm')}
        </CButton>
      </CModalFooter>
    </CModal>
  );
}
