import type { ReactNode } from 'react';
import '@/styles/parts/detail.scss';

export interface DetailItem {
  /** Stable key; the label is used when missing. */
  id?: string;
  label: ReactNode;
  /** Empty values (undefined, null, '', false) show as '—' so that a missing field is seen as missing. */
  value: ReactNode;
  /** Takes the whole row (long text, a picture). */
  wide?: boolean;
}

/** Label and value pairs of a read-first view: two columns on a desktop, stacked on a phone. */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={`detail-list ${className ?? ''}`.trim()}>
      {items.map((item, index) => (
        <div key={item.id ?? (typeof item.label === 'string' ? item.label : index)} className={`detail-list__item${item.wide ? ' detail-list__item--wide' : ''}`}>
          <dt className="detail-list__label">{item.label}</dt>
          <dd className="detail-list__value">{isEmpty(item.value) ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function isEmpty(value: ReactNode): boolean {
  return value === undefined || value === null || value === false || (typeof value === 'string' && !value.trim());
}
