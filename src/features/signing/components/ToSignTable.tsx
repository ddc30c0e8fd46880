import { useTranslation } from 'react-i18next';
import { CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import type { Cheque } from '@/api/types/cheque';
import { Money } from '@/components/display/Money';
import { StatusBadge } from '@/components/StatusBadge';
import { RestrictedAccountBadge } from '@/components/display/RestrictedAccountBadge';
import { formatDate } from '@/lib/dates';
import { signingProgress } from '@/lib/signingProgress';
import { signedByUser } from '@/lib/chequeNextAction';

/** What the to-sign list is given, shown as a table on a desktop or as cards on a phone (ToSignCards). */
export interface ToSignListProps {
  cheques: Cheque[];
  required: number;
  /** The signed-in user: a cheque they signed already waits for someone else. */
  userId: string | undefined;
  selected: ReadonlySet<string>;
  onToggle: (checkId: string) => void;
  onToggleAll: (select: boolean) => void;
  /** Without the right to sign there is nothing to select: no check boxes at all. */
  selectable?: boolean;
  /** Why a cheque cannot be signed now (section 4's block), or null. */
  blockedReason?: (cheque: Cheque) => string | null;
}

/** The one rule of "signed by this user already" (lib/chequeNextAction). */
export const signedBy = signedByUser;

/** The workspace's cheques waiting for signature, each with its progress by signators required. */
export function ToSignTable({ cheques, required, userId, selected, onToggle, onToggleAll, selectable: canSelect = true, blockedReason = () => null }: ToSignListProps) {
  const { t } = useTranslation('signing');
  const selectable = cheques.filter((c) => !signedBy(c, userId) && !blockedReason(c));
  const allSelected = selectable.length > 0 && selectable.every((c) => selected.has(c.checkId));
  return (
    <CTable hover responsive className="to-sign__table mb-0">
      <CTableHead>
        <CTableRow>
          {canSelect && (
            <CTableHeaderCell scope="col" className="to-sign__check">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={t('toSign.selectAll')}
                checked={allSelected}
                disabled={!selectable.length}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            </CTableHeaderCell>
          )}
          <CTableHeaderCell scope="col" className="d-none d-sm-table-cell">
            {t('toSign.columns.number')}
          </CTableHeaderCell>
          <CTableHeaderCell scope="col">{t('toSign.columns.payee')}</CTableHeaderCell>
          <CTableHeaderCell scope="col" className="d-none d-md-table-cell">
            {t('toSign.columns.dueDate')}
          </CTableHeaderCell>
          <CTableHeaderCell scope="col" className="text-end">
            {t('toSign.columns.amount')}
          </CTableHeaderCell>
          <CTableHeaderCell scope="col">{t('toSign.columns.progress')}</CTableHeaderCell>
        </CTableRow>
      </CTableHead>
      <CTableBody>
        {cheques.map((c) => {
          const mine = signedBy(c, userId);
          const blocked = blockedReason(c);
          const progress = signingProgress(c, required);
          return (
            <CTableRow key={c.checkId} active={selected.has(c.checkId)}>
              {canSelect && (
                <CTableDataCell className="to-sign__check">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t('toSign.selectOne', { number: c.checkNumber ?? c.checkId })}
                    aria-describedby={blocked ? `to-sign-blocked-${c.checkId}` : undefined}
                    title={blocked ?? undefined}
                    checked={selected.has(c.checkId)}
                    disabled={mine || !!blocked}
                    onChange={() => onToggle(c.checkId)}
                  />
                </CTableDataCell>
              )}
              <CTableDataCell className="d-none d-sm-table-cell">
                <bdi>{c.checkNumber}</bdi>
              </CTableDataCell>
              <CTableDataCell>
                {c.payee}
                <RestrictedAccountBadge restricted={c.restrictedAccount} className="ms-1" />
                {/* On a phone the number rides under the payee instead of taking a column. */}
                <span className="d-block d-sm-none small text-body-secondary">
                  <bdi>{c.checkNumber}</bdi>
                </span>
              </CTableDataCell>
              <CTableDataCell className="d-none d-md-table-cell">
                <bdi>{formatDate(c.checkDate)}</bdi>
              </CTableDataCell>
              <CTableDataCell className="text-end text-nowrap">
                <Money value={c.amount} />
              </CTableDataCell>
              <CTableDataCell>
                {/* The badge over the count, the reasons under them: a narrow column beside the signature panel. */}
                <span className="d-none d-sm-block">
                  <StatusBadge status={c.signingStatus ?? 'UNSIGNED'} />
                </span>
                <span className="small d-block">{t('progress.signatures', { ...progress })}</span>
                {mine && <span className="to-sign__note small d-block text-body-secondary">{t('progress.waitingForOthers')}</span>}
                {canSelect && blocked && !mine && (
                  <span id={`to-sign-blocked-${c.checkId}`} className="to-sign__note small d-block text-body-secondary">
                    {blocked}
                  </span>
                )}
              </CTableDataCell>
            </CTableRow>
          );
        })}
      </CTableBody>
    </CTable>
  );
}
