import { CBadge, CFormCheck } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Cheque } from '@/api/types/cheque';
import { hrefs } from '@/config/hrefs';
import { useBackState } from '@/components/layout/backLink';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { ChequeStageBadge } from '@/components/ChequeStageBadge';
import { useVirtualRows } from './useVirtualRows';
import type { ListSelection } from './useListSelection';
import type { NextAction } from '@/lib/chequeNextAction';
import { NextActionLink } from '../next/NextActionLink';

export const CARD_HEIGHT = 108;

interface Props {
  rows: Cheque[];
  selection: ListSelection | null;
  onOpen: (checkId: string) => void;
  /** Each card's next action for this user; null: none offered (a viewer). */
  nextOf?: ((cheque: Cheque) => NextAction | null) | null;
}

/** The phone list: one card per cheque (payee, amount, due date, status), virtualised as well. */
export function ChequeCards({ rows, selection, onOpen, nextOf = null }: Props) {
  const { t } = useTranslation('chequeLists');
  const { scrollRef, items, paddingTop, paddingBottom } = useVirtualRows(rows.length, CARD_HEIGHT);
  const back = useBackState();
  return (
    // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scrollRef} className="cheque-list-scroll cheque-list-scroll--cards" tabIndex={0} role="region" aria-label={t('table.label', { count: rows.length })}>
      <ul className="cheque-cards" style={{ paddingTop, paddingBottom }}>
        {items.map((item) => {
          const cheque = rows[item.index];
          const checked = !!selection?.isSelected(cheque.checkId);
          const next = nextOf?.(cheque) ?? null;
          return (
            <li key={cheque.checkId} className={checked ? 'cheque-card cheque-row is-selected' : 'cheque-card cheque-row'} style={{ height: CARD_HEIGHT }}>
              {/* The whole card opens the cheque; the link and the box keep keyboard access. */}
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
              <div
                className="cheque-card__body"
                onClick={(e) => {
                  if (!(e.target as HTMLElement).closest('input,a,button,label')) onOpen(cheque.checkId);
                }}
              >
                <div className="cheque-card__top">
                  {selection && (
                    <CFormCheck
                      className="cheque-card__check"
                      aria-label={t('selection.one', { number: cheque.checkNumber ?? cheque.checkId, payee: cheque.payee ?? '' })}
                      checked={checked}
                      onChange={() => selection.toggle(cheque.checkId)}
                    />
                  )}
                  <Link to={hrefs.chequeView(cheque.checkId)} state={back} className="cheque-card__payee">
                    {cheque.payee || '—'}
                  </Link>
                  <span className="cheque-card__amount">
                    <Money value={cheque.amount} />
                  </span>
                </div>
                <div className="cheque-card__meta">
                  <span>
                    {t('columns.checkNumber')} <bdi>{cheque.checkNumber ?? '—'}</bdi>
                  </span>
                  <span>
                    {t('columns.checkDate')} <DateText value={cheque.checkDate} />
                  </span>
                </div>
                <div className="d-flex align-items-center gap-1">
                  <ChequeStageBadge cheque={cheque} />
                  {cheque.restrictedAccount && (
                    <CBadge color="warning" textColor="dark" className="ms-1">
                      {t('staff:restrictedAccount.badge')}
                    </CBadge>
                  )}
                  {next && <NextActionLink action={next} checkId={cheque.checkId} number={cheque.checkNumber ?? cheque.checkId} className="ms-auto" />}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
