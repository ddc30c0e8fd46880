import { useTranslation } from 'react-i18next';
import { TerminalFrame } from '@/components/payerPage/TerminalFrame';

/** The thank-you page after a terminal visit with no (safe) redirect address. */
export function TerminalDonePage() {
  const { t } = useTranslation('payerLink');
  return (
    <TerminalFrame title={t('done.title')}>
      <section className="terminal-card">
        <p className="terminal-lead">{t('done.text')}</p>
        <p>{t('done.close')}</p>
      </section>
    </TerminalFrame>
  );
}
