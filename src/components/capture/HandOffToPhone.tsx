import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/display/QrCode';
import './handOff.css';

interface Props {
  /** The link to continue on: this very page (default: the address bar's). */
  url?: string;
  className?: string;
}

/**
 * "Continue on your phone" on a desktop: a QR code of the same link, so the cheque is photographed
 * with the phone's camera instead of a webcam. Loaded only on a desktop (see isDesktop()).
 */
export function HandOffToPhone({ url = window.location.href, className }: Props) {
  const { t } = useTranslation('capture');
  return (
    <section className={className ? `hand-off ${className}` : 'hand-off'} aria-labelledby="hand-off-title">
      <QrCode value={url} label={t('handOff.qrLabel')} size={128} className="hand-off__code" />
      <div className="hand-off__text">
        <h2 id="hand-off-title" className="hand-off__title">
          {t('handOff.title')}
        </h2>
        <p className="hand-off__hint">{t('handOff.text')}</p>
      </div>
    </section>
  );
}
