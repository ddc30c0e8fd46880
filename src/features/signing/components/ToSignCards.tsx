import { useTranslation } from 'react-i18next';
import { Money } from '@/components/display/Money';
import { DateText } from '@/components/display/DateText';
import { RestrictedAccountBadge } from '@/components/display/RestrictedAccountBadge';
import { StatusBadge } from '@/components/StatusBadge';
import { ListCards } from '@/components/list/ListCards';
import { signingProgress } from '@/lib/signingProgress';
import { signedBy, type ToSignListProps } from './ToSignTable';


/** The phone's "cheques to sign": one card per cheque (payee, amount, progress), the same choices as the table. */
export function ToSignCards({ cheques, required, userId, selected, onToggle, onToggleAll, selectable: canSelect = true, blockedReason = () => null }: ToSignListProps) {
  const { t } = useTranslation('signing');
  const selectable = cheques.filter((c) => !signedBy(c, userId) && !blockedReason(c));
  const allSelected = selectable.length > 0 && selectable.every((c) => selected.has(c.checkId));
  return (
    <>
      {canSelect && (
        <div className="form-check mb-2">
          <input
            id="to-sign-all"
            type="checkbox"
            className="form-check-input"
            checked={allSelected}
            disabled={!selectable.length}
            onChange={(e) => onToggleAll(e.target.checked)}
          />
          <label className="form-check-label" htmlFor="to-sign-all">
            {t('toSign.selectAll')}
          </label>
        </div>
      )}
      <ListCards
        label={t('toSign.cards')}
        cards={cheques.map((c) => {
          const mine = signedBy(c, userId);
          const blocked = blockedReason(c);
          const progress = signingProgress(c, required);
          return {
            id: c.checkId,
            selected: selected.has(c.checkId),
            lead: canSelect && (
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={t('toSign.selectOne', { number: c.checkNumber ?? c.checkId })}
                aria-describedby={blocked ? `to-sign-blocked-${c.checkId}` : undefined}
                checked={selected.has(c.checkId)}
                disabled={mine || !!blocked}
                onChange={() => onToggle(c.checkId)}
              />
            ),
            title: (
              <>
                <span dir="auto">{c.payee || '—'}</span>
                <RestrictedAccountBadge restricted={c.restrictedAccount} className="ms-1" />
              </>
            ),
            subtitle: (
              <>
                <bdi>{c.checkNumber}</bdi> · <DateText value={c.checkDate} />
              </>
            ),
            amount: <Money value={c.amount} />,
            footer: (
              <>
                <StatusBadge status={c.signingStatus ?? 'UNSIGNED'} />
                <span>{t('progress.signatures', { ...progress })}</span>
                {mine && <span className="text-body-secondary">{t('progress.waitingForOthers')}</span>}
                {canSelect && blocked && !mine && (
                  <span id={`to-sign-blocked-${c.checkId}`} className="text-body-secondary">
                    {blocked}
                  </span>
                )}
              </>
            ),
          };
        })}
      />
    </>
  );
}
