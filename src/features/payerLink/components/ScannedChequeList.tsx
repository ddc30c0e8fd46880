import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { runningTotal } from '../rules/payerTotals';
import type { ScannedCheque } from '../scan/scannedCheque';
import './scanTotals.css';

interface Props {
  cheques: ScannedCheque[];
  onRemove: (id: string) => void;
  /** Changes each time a cheque is added: the list's heading then takes the focus. */
  focusToken?: number;
}

/** The cheques of this visit; removing one asks first (a second tap on the same spot confirms). */
export function ScannedChequeList({ cheques, onRemove, focusToken }: Props) {
  const { t } = useTranslation('terminalSending');
  const [asking, setAsking] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusToken) heading.current?.focus();
  }, [focusToken]);
  if (cheques.length === 0) return null;
  const total = runningTotal(cheques);
  return (
    <section className="terminal-card" aria-labelledby="scanned-title">
      <h2 id="scanned-title" ref={heading} tabIndex={-1}>{t('list.title', { count: cheques.length })}</h2>
      <ul className="terminal-list">
        {cheques.map((cheque, i) => (
          <li key={cheque.id}>
            <img src={cheque.frontImage} alt={t('list.thumbAlt', { number: i + 1 })} width={96} height={48} />
            <div className="terminal-list__text">
              <div className="terminal-list__title">{t('list.item', { number: i + 1 })}</div>
              {cheque.agorot !== undefined && (
                <Money agorot={cheque.agorot} className="terminal-amount" />
              )}
              {cheque.checkDate && <div><DateText value={cheque.checkDate} /></div>}
            </div>
            <div className={asking === cheque.id ? 'terminal-list__actions terminal-list__actions--asking' : 'terminal-list__actions'}>
              {asking === cheque.id ? (
                <>
                  <button type="button" className="terminal-btn terminal-btn--small" onClick={() => onRemove(cheque.id)}>
                    {t('list.confirmRemove', { number: i + 1 })}
                  </button>
                  <button type="button" className="terminal-btn terminal-btn--secondary terminal-btn--small" onClick={() => setAsking(null)}>
                    {t('list.keep')}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="terminal-btn terminal-btn--secondary terminal-btn--small"
                  aria-label={t('list.removeLabel', { number: i + 1 })}
                  onClick={() => setAsking(cheque.id)}
                >
                  {t('list.remove')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {total.withoutAmount < total.count && (
        <p className="terminal-running-total" aria-live="polite">
          <span>{t('terminalSending:total.label')}</span> <Money agorot={total.agorot} className="terminal-amount" />
          {total.withoutAmount > 0 && <span className="terminal-running-total__note">{t('terminalSending:total.without', { count: total.withoutAmount })}</span>}
        </p>
      )}
    </section>
  );
}
