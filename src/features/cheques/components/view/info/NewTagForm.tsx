import { useState, type FormEvent } from 'react';
import { CButton, CFormInput, CFormLabel } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useCreateWorkspaceTagMutation } from '@/api/tagsApi';
import type { Tag } from '@/api/types/tag';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { FIELD_MAX_CHARS, isWithinMaxChars } from '@/lib/limits';
import { isSafeText } from '@/lib/text';

/** A new workspace tag with its colour, added to the cheque at once. */
export function NewTagForm({ ws, onCreated }: { ws: string; onCreated: (tag: Tag) => Promise<void> }) {
  const { t } = useTranslation(['cheques', 'common']);
  const [create, { isLoading }] = useCreateWorkspaceTagMutation();
  const [name, setName] = useState('');
  const [color, setColor] = useState('#1e88e5');
  const [error, setError] = useState<unknown>(null);
  const trimmed = name.trim();
  const problem = !isSafeText(trimmed) ? 'common:validation.forbiddenChars' : !isWithinMaxChars(trimmed, FIELD_MAX_CHARS) ? 'cheques:validation.max20' : '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || problem) return;
    setError(null);
    try {
      const tag = await create({ ws, name: trimmed, color }).unwrap();
      if (tag) await onCreated(tag);
      setName('');
    } catch (e) {
      setError(e);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="new-tag mt-3" aria-label={t('info.newTag')}>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <div className="flex-grow-1">
          <CFormLabel htmlFor="new-tag-name">{t('info.newTagName')}</CFormLabel>
          <CFormInput id="new-tag-name" value={name} maxLength={FIELD_MAX_CHARS} onChange={(e) => setName(e.target.value)} invalid={!!problem} aria-describedby={problem ? 'new-tag-error' : undefined} />
        </div>
        <div>
          <CFormLabel htmlFor="new-tag-colour">{t('info.newTagColour')}</CFormLabel>
          <CFormInput type="color" id="new-tag-colour" value={color} onChange={(e) => setColor(e.target.value)} className="form-control-color" />
        </div>
        <CButton type="submit" color="primary" variant="outline" disabled={isLoading || !trimmed || !!problem}>
          {t('info.createTag')}
        </CButton>
      </div>
      {problem && <p id="new-tag-error" className="small text-danger-emphasis mt-1 mb-0">{t(problem)}</p>}
      {error ? <ErrorAlert error={error} className="mt-2 py-2" /> : null}
    </form>
  );
}
