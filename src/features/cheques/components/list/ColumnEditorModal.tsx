import { CButton, CFormCheck, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MutationReply } from '@/api/mutationReply';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { COLUMN_IDS, DEFAULT_COLUMNS, type ColumnId } from './chequeColumns';
import '@/styles/parts/modal.scss';

interface Props {
  visible: boolean;
  columns: ColumnId[];
  saving: boolean;
  error: unknown;
  onSave: (columns: ColumnId[]) => Promise<MutationReply>;
  onClose: () => void;
}

interface Entry {
  id: ColumnId;
  shown: boolean;
}

function entriesOf(columns: ColumnId[]): Entry[] {
  return [...columns.map((id) => ({ id, shown: true })), ...COLUMN_IDS.filter((id) => !columns.includes(id)).map((id) => ({ id, shown: false }))];
}

/** Choose and order the list's columns; the choice is kept per workspace. */
export function ColumnEditorModal({ visible, columns, saving, error, onSave, onClose }: Props) {
  const { t } = useTranslation('chequeLists');
  const titleId = useId();
  const [entries, setEntries] = useState(() => entriesOf(columns));
  const shown = entries.filter((e) => e.shown).map((e) => e.id);
  const move = (index: number, by: -1 | 1) =>
    setEntries((prev) => {
      const next = [...prev];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  const save = async () => {
    const reply = await onSave(shown);
    // A refusal is shown below; the choice stays as it is.
    if (!('error' in reply)) onClose();
  };
  return (
    <CModal visible={visible} onClose={onClose} alignment="center" scrollable aria-labelledby={titleId} onShow={() => setEntries(entriesOf(columns))}>
      <CModalHeader>
        <CModalTitle id={titleId}>{t('columnsEditor.title')}</CModalTitle>
      </CModalHeader>
      <CModalBody>
        <p className="text-body-secondary small">{t('columnsEditor.hint')}</p>
        <ol className="column-editor list-unstyled mb-0">
          {entries.map((entry, index) => {
            const label = t(`columns.${entry.id}`);
            return (
              <li key={entry.id} className="column-editor__item">
                <CFormCheck
                  id={`col-${entry.id}`}
                  label={label}
                  checked={entry.shown}
                  onChange={() => setEntries((prev) => prev.map((e) => (e.id === entry.id ? { ...e, shown: !e.shown } : e)))}
                />
                <span className="column-editor__moves">
                  <CButton size="sm" color="dark" variant="ghost" disabled={index === 0} aria-label={t('columnsEditor.up', { column: label })} onClick={() => move(index, -1)}>
                    <span aria-hidden="true">▲</span>
                  </CButton>
                  <CButton
                    size="sm"
                    color="dark"
                    variant="ghost"
                    disabled={index === entries.length - 1}
                    aria-label={t('columnsEditor.down', { column: label })}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">▼</span>
                  </CButton>
                </span>
              </li>
            );
          })}
        </ol>
        {!shown.length && <p className="text-danger small mt-2 mb-0">{t('columnsEditor.noneChosen')}</p>}
        {error ? <ErrorAlert error={error} className="mt-3 mb-0" /> : null}
      </CModalBody>
      <CModalFooter>
        <CButton color="dark" variant="ghost" className="me-auto" onClick={() => setEntries(entriesOf(DEFAULT_COLUMNS))}>
          {t('columnsEditor.reset')}
        </CButton>
        <CButton color="dark" variant="outline" onClick={onClose}>
          {t('columnsEditor.cancel')}
        </CButton>
        <CButton color="primary" onClick={() => void save()} disabled={saving || !shown.length}>
          {t('columnsEditor.save')}
        </CButton>
      </CModalFooter>
    </CModal>
  );
}
