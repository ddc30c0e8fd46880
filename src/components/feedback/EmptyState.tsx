import type { ReactNode } from 'react';

interface Props {
  /** What is empty, in a sentence ("No cheques wait for your signature"). */
  text: string;
  /** A short heading above the text, for whole-page empties. */
  title?: string;
  /** The next step: a link or button that fills the emptiness ("Scan a cheque"). */
  action?: ReactNode;
  /** Smaller, inside a card or table. */
  compact?: boolean;
}

/** An empty list or section: says what is missing and what to do about it. */
export function EmptyState({ text, title, action, compact }: Props) {
  return (
    <div className={`empty-state${compact ? ' empty-state--compact' : ''}`}>
      {title && <p className="empty-state__title">{title}</p>}
      <p className="empty-state__text">{text}</p>
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
