import type { ReactNode } from 'react';
import './listCards.scss';

export interface ListCardFact {
  id: string;
  label: string;
  value: ReactNode;
}

export interface ListCard {
  id: string;
  /** The row's human name (a payer, a request's purpose), usually the link that opens it. */
  title: ReactNode;
  /** Under the title: a number or an id, when the name is not enough. */
  subtitle?: ReactNode;
  /** The amount, at the card's far side. */
  amount?: ReactNode;
  /** The remaining columns, each with its label. */
  facts?: ListCardFact[];
  /** A status badge or an action, on the card's last line. */
  footer?: ReactNode;
  /** Before the title: a check box. */
  lead?: ReactNode;
  selected?: boolean;
}

interface Props {
  /** The list's accessible name. */
  label: string;
  cards: ListCard[];
  /** A total of the shown cards, under the list. */
  total?: ReactNode;
}

/**
 * A list on a phone: one card per row (name and amount first, the other columns as labelled facts
 * below), never a table cut at the side. The desktop keeps its table; a page picks with usePhoneLayout.
 */
export function ListCards({ label, cards, total }: Props) {
  return (
    <>
      <ul className="list-cards" aria-label={label}>
        {cards.map((card) => (
          <li key={card.id} className={card.selected ? 'list-card is-selected' : 'list-card'}>
            <div className="list-card__top">
              {card.lead && <div className="list-card__lead">{card.lead}</div>}
              <div className="list-card__title">
                <div className="list-card__name">{card.title}</div>
                {card.subtitle && <div className="list-card__subtitle">{card.subtitle}</div>}
              </div>
              {card.amount !== undefined && <div className="list-card__amount">{card.amount}</div>}
            </div>
            {!!card.facts?.length && (
              <dl className="list-card__facts">
                {card.facts.map((fact) => (
                  <div key={fact.id}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {card.footer && <div className="list-card__footer">{card.footer}</div>}
          </li>
        ))}
      </ul>
      {total && <div className="list-cards__total">{total}</div>}
    </>
  );
}
