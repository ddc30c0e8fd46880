import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScanResult } from '@/api/types/terminal';
import { Money } from '@/components/display/Money';
import { runningTotal, scanReference } from '../rules/payerTotals';
import type { FinishTarget } from '../rules/finishTarget';
import './scanTotals.css';

interface Props {
  result: ScanResult;
  target: FinishTarget;
  /** The cheques that were sent: their total (what the payer typed or was asked for) is shown. */
  sent?: ReadonlyArray<{ agorot?: number }>;
  /** The receipt of a completed payment session, the reference before the scan reply's own numbers. */
  receiptNumber?: string;
  /** Absent once a session is completed: nothing more can be added to it. */
  onScanAgain?: () => void;
}

/** The scan result of spec section 3 (total, succeeded, failed) and the way out. */
export function ScanResultPanel({ result, target, sent: sentCheques = [], receiptNumber, onScanAgain }: Props) {
  const { t } = useTranslation(['payerLink', 'terminalSending']);
  const sent = runningTotal(sentCheques);
  const reference = scanReference(receiptNumber, result.receiptNumber, result.transactionNumber);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const allFailed = result.totalSucceeded === 0;
  return (
    <section className="terminal-card" aria-labelledby="scan-result-title">
      <h2 id="scan-result-title" ref={heading} tabIndex={-1}>
        {t(allFailed ? 'result.titleFailed' : 'result.title')}
      </h2>
      <dl className="terminal-totals">
        <div>
          <dt>{t('result.total')}</dt>
          <dd>{result.totalChecks}</dd>
        </div>
        <div>
          <dt>{t('result.succeeded')}</dt>
          <dd>{result.totalSucceeded}</dd>
        </div>
        <div>
          <dt>{t('result.failed')}</dt>
          <dd>{result.totalFailed}</dd>
        </div>
      </dl>
      {!allFailed && (
        <dl className="terminal-receipt">
          <div>
            <dt>{t('terminalSending:result.amount')}</dt>
            <dd>
              {sent.withoutAmount < sent.count ? (
                <Money agorot={sent.agorot} className="terminal-amount terminal-receipt__amount" />
              ) : (
                t('terminalSending:result.amountRead')
              )}
            </dd>
          </div>
          {reference && (
            <div>
              <dt>{t('terminalSending:result.reference')}</dt>
              <dd>
                <bdi className="terminal-receipt__reference" dir="ltr">
                  {reference}
                </bdi>
              </dd>
            </div>
          )}
        </dl>
      )}
      {!allFailed && reference && <p className="terminal-hint">{t('terminalSending:result.keepReference')}</p>}
      {result.totalFailed > 0 && <p>{t('result.someFailed', { count: result.totalFailed })}</p>}
      <div className="terminal-stack">
        {allFailed && onScanAgain ? (
          <button type="button" className="terminal-btn" onClick={onScanAgain}>
            {t('result.scanAgain')}
          </button>
        ) : target.external ? (
          <a className="terminal-btn" href={target.href}>
            {t('result.finish')}
          </a>
        ) : (
          <Link className="terminal-btn" to={target.to}>
            {t('result.finish')}
          </Link>
        )}
        {!allFailed && result.totalFailed > 0 && onScanAgain && (
          <button type="button" className="terminal-btn terminal-btn--secondary" onClick={onScanAgain}>
            {t('result.scanMore')}
          </button>
        )}
      </div>
    </section>
  );
}
