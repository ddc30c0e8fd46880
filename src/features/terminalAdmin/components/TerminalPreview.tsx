import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerminalBusiness } from '@/api/terminalCalls';
import { ClientDetailsFields } from '@/components/payerPage/ClientDetailsFields';
import { TerminalFrame } from '@/components/payerPage/TerminalFrame';
import { safeExternalRedirect } from '@/lib/terminalLink';
import { payerStep, scanInstructions } from '@/lib/payerScan';
import { settingsOf, type TerminalFormValues } from '../terminalSchema';
import { CameraIcon } from '@/components/payerPage/CameraIcon';

const NO_DETAILS = { fromName: '', comments: '', email: '' };
const ignore = () => undefined;

/**
 * The payer's screen as the payer will see it, drawn by the payer's own components from the
 * values being edited (a phone-sized, inert copy: nothing in it can be used or focused).
 */
export function TerminalPreview({ values, business }: { values: TerminalFormValues; business?: TerminalBusiness }) {
  const { t } = useTranslation(['terminals', 'payerLink']);
  const captionId = useId();
  const terminal = settingsOf(values);
  const finish = safeExternalRedirect(terminal.redirectUrl);
  return (
    <figure className="terminal-phone" aria-labelledby={captionId}>
      <figcaption id={captionId} className="terminal-phone__caption">
        {t('preview.title')}
      </figcaption>
      <div className="terminal-phone__screen" inert data-testid="terminal-preview">
        <TerminalFrame
          preview
          terminal={terminal}
          business={business}
          title={t('payerLink:title')}
          subtitle={scanInstructions(terminal).map((key) => t(`payerLink:subtitle.${key}`)).join(' ')}
          message={terminal.clientMessage}
        >
          <ClientDetailsFields terminal={terminal} values={NO_DETAILS} errors={{}} onChange={ignore} />
          <div className="terminal-card">
            <p className="terminal-phone__card-title">{t('payerLink:draft.title', { number: 1 })}</p>
            <span className="terminal-photo">
              <CameraIcon />
              <span>{t('payerLink:draft.takeFront')}</span>
            </span>
          </div>
          {/* The first step, as the payer meets it: the photo is the primary button, sending waits. */}
          <span className={payerStep({ cheques: 0, reviewing: false }) === 'send' ? 'terminal-btn' : 'terminal-btn terminal-btn--secondary'}>
            {t('payerLink:submit.send', { count: 0 })}
          </span>
        </TerminalFrame>
      </div>
      <ul className="terminal-phone__notes small">
        <li>{t(terminal.autoRearSignature ? 'preview.frontOnly' : 'preview.frontAndRear')}</li>
        {terminal.allowAmountAndDate && <li>{t('preview.amountAndDate')}</li>}
        <li>{finish ? t('preview.finishAt', { address: finish }) : t('preview.finishThanks')}</li>
      </ul>
    </figure>
  );
}
