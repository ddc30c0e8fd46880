import { useState } from 'react';
import { CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { MutationReply } from '@/api/mutationReply';
import type { RoleChoice } from '@/api/types/member';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { RoleFields } from './RoleFields';

interface Props {
  idPrefix: string;
  initial: RoleChoice;
  /**
   * The role type only: a change of a member or an invitation carries {roleType, resendInvitation}
   * (spec section 7), no capabilities, so none are offered.
   */
  roleOnly?: boolean;
  saveLabel: string;
  /** Saves; resolves to the save's mutation reply (a refusal is shown here). */
  onSave: (choice: RoleChoice) => Promise<MutationReply>;
  onCancel: () => void;
  /** Marks the editor for its list's focus (useInPlaceEditor). */
  editorRef?: (element: HTMLElement | null) => void;
}

/** A role changed in place: the fields, one save, a cancel; a refused save keeps the choice. */
export function RoleEditor({ idPrefix, initial, roleOnly = false, saveLabel, onSave, onCancel, editorRef }: Props) {
  const { t } = useTranslation('common');
  const [choice, setChoice] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    const reply = await onSave(choice);
    if ('error' in reply) setError(reply.error);
    setBusy(false);
  };
  return (
    <div ref={editorRef} className="people-list__editor">
      <RoleFields idPrefix={idPrefix} value={choice} onChange={setChoice} disabled={busy} roleOnly={roleOnly} />
      {error ? <ErrorAlert error={error} className="py-2" /> : null}
      <div className="d-flex flex-wrap gap-2">
        <CButton color="primary" size="sm" disabled={busy} onClick={() => void save()}>
          {busy && <CSpinner as="span" size="sm" aria-hidden="true" className="me-1" />}
          {saveLabel}
        </CButton>
        <CButton color="dark" variant="ghost" size="sm" disabled={busy} onClick={onCancel}>
          {t('actions.cancel')}
        </CButton>
      </div>
    </div>
  );
}
