import { memo, useRef } from 'react';
import { CBadge } from '@coreui/react';
import { Link } from 'react-router-dom';
import type { Cheque } from '@/api/types/cheque';
import { hrefs } from '@/config/hrefs';
import { DateTextIn } from '@/components/display/DateText';
import { MoneyIn } from '@/components/display/Money';
import { ChequeStageBadgeIn } from '@/components/ChequeStageBadge';
import type { CellKit } from './chequeColumns';
import { useCellKit } from './useCellKit';
import { rowSlot, useFocusLeavesRecycledRow, useVirtualRows } from './useVirtualRows';
import type { ListSelection } from './useListSelection';
import type { NextAction } from '@/lib/chequeNextAction';
import { NextActionLinkIn } from '../next/NextActionLink';
import { RowCheck } from './RowCheck';

/** A card's place in the list: the card and the gap below it. */
export const CARD_HEIGHT = 108;
const CARD_GAP = 8;
const noop = () => undefined;

interface Props {
  rows: Cheque[];
  selection: ListSelection | null;
  onOpen: (checkId: string) => void;
  /** Each card's next action for this user; null: none offered (a viewer). */
  nextOf?: ((cheque: Cheque) => NextAction | null) | null;
}

/**
 * The phone list: one card per cheque (payee, amount, due date, status), virtualised as well, its
 * cards drawn in slots as the table's rows (`rowSlot`): a card scrolling in takes the elements of
 * the one scrolling out.
 */
export function ChequeCards({ rows, selection, onOpen, nextOf = null }: Props) {
  const kit = useCellKit();
  const { scrollRef, items, paddingTop, paddingBottom, slots } = useVirtualRows(rows.length, CARD_HEIGHT);
  const listRef = useRef<HTMLUListElement>(null);
  const onListFocus = useFocusLeavesRecycledRow(listRef, rows, items);
  const toggle = selection?.toggle ?? noop;
  return (
    // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scrollRef} className="cheque-list-scroll cheque-list-scroll--cards" tabIndex={0} role="region" aria-label={kit.t('table.label', { count: rows.length })}>
      <ul ref={listRef} className="cheque-cards" style={{ paddingTop, paddingBottom }} onFocus={onListFocus}>
        {items.map((item) => {
          const cheque = rows[item.index];
          return (
            <ChequeCard
              key={rowSlot(item.index, slots)}
              index={item.index}
              count={rows.length}
              cheque={cheque}
              kit={kit}
              checked={selection ? selection.isSelected(cheque.checkId) : null}
              onToggle={toggle}
              onOpen={onOpen}
              next={nextOf?.(cheque) ?? null}
            />
          );
        })}
      </ul>
    </div>
  );
}

interface CardProps {
  cheque: Cheque;
  /** Its place in the list and the list's length, told to a screen reader (only a few cards are in the DOM). */
  index: number;
  count: number;
  /** The texts and the way back, asked once by the list (useCellKit). */
  kit: CellKit;
  /** Null when the user may not select (viewers). */
  checked: boolean | null;
  onToggle: (checkId: string) => void;
  onOpen: (checkId: string) => void;
  next: NextAction | null;
}

/**
 * One card. Memoised and without hooks of its own or in its parts (`kit`), as the table's rows:
 * a wheel step draws only the cards that come into view, not again those that stay. Few
 * elements (14 with a box and an action): the item is the card itself, no wrapper.
 */
const ChequeCard = memo(function ChequeCard({ cheque, index, count, kit, checked, onToggle, onOpen, next }: CardProps) {
  const { t, staff, common, language, back } = kit;
  const number = cheque.checkNumber ?? cheque.checkId;
  return (
    // The whole card opens the cheque; the link and the box keep keyboard access.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      className={checked ? 'cheque-card cheque-row is-selected' : 'cheque-card cheque-row'}
      aria-posinset={index + 1}
      aria-setsize={count}
      style={{ height: CARD_HEIGHT - CARD_GAP, marginBottom: CARD_GAP }}
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('input,a,button,label')) onOpen(cheque.checkId);
      }}
    >
      <div className="cheque-card__top">
        {checked !== null && <RowCheck label={t('selection.one', { number, payee: cheque.payee ?? '' })} checked={checked} onToggle={() => onToggle(cheque.checkId)} />}
        <Link to={hrefs.chequeView(cheque.checkId)} state={back} className="cheque-card__payee">
          {cheque.payee || '—'}
        </Link>
        <MoneyIn value={cheque.amount} language={language} className="cheque-card__amount" />
      </div>
      <div className="cheque-card__meta">
        <span>
          {t('columns.checkNumber')} <bdi>{cheque.checkNumber ?? '—'}</bdi>
        </span>
        <span>
          {t('columns.checkDate')} <DateTextIn value={cheque.checkDate} t={common} />
        </span>
      </div>
      <div className="cheque-card__foot">
        <ChequeStageBadgeIn cheque={cheque} t={staff} layout="bare" />
        {cheque.restrictedAccount && (
          <CBadge color="warning" textColor="dark" className="ms-1">
            {staff('restrictedAccount.badge')}
          </CBadge>
        )}
        {next && <NextActionLinkIn action={next} checkId={cheque.checkId} number={number} className="ms-auto" t={staff} back={back} />}
      </div>
    </li>
  );
});
