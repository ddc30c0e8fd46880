import { useId, type ReactNode } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useInPlaceEditor } from '@/hooks/useInPlaceEditor';
import '@/styles/parts/detail.scss';

interface Props {
  title: string;
  /** Shows the section's edit button (read-first: the form opens only when asked for). */
  onEdit?: () => void;
  /** While true the section shows its form (children) and hides the edit button. */
  editing?: boolean;
  /** A reason the section cannot be edited now (shown instead of the button). */
  lockedReason?: string;
  /** Extra controls in the section's header, next to the edit button. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One section of a read-first detail view: a heading, an edit button, and either a DetailList or,
 * while editing, that section's form with its one save button. One section is edited at a time.
 * Opening the form puts focus in its first field; closing it puts focus back on the edit button.
 */
export function DetailSection({ title, onEdit, editing, lockedReason, actions, children, className }: Props) {
  const { t } = useTranslation(['common', 'screenParts']);
  const headingId = useId();
  const { editor, opener } = useInPlaceEditor(editing ? 'form' : null);
  return (
    <section className={`detail-section card ${editing ? 'detail-section--editing ' : ''}${className ?? ''}`.trim()} aria-labelledby={headingId}>
      <div className="detail-section__header">
        <h2 id={headingId} className="detail-section__title">
          {title}
        </h2>
        <div className="detail-section__actions">
          {actions}
          {onEdit && !editing && !lockedReason && (
            <CButton ref={opener('form')} color="primary" variant="ghost" size="sm" onClick={onEdit} aria-label={t('screenParts:detail.editSection', { section: title })}>
              {t('screenParts:detail.edit')}
            </CButton>
          )}
        </div>
      </div>
      {lockedReason && !editing && <p className="detail-section__locked small text-body-secondary">{lockedReason}</p>}
      <div ref={editor} className="detail-section__body">{children}</div>
    </section>
  );
}
