import { useId, useRef, type ReactNode } from 'react';
import { CButton, CFormInput, CFormLabel } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/display/QrCode';
import { useCopyText } from './useCopyText';
import '@/styles/parts/shareLink.scss';

interface Props {
  /** The absolute address to share. */
  url: string;
  /** What the link is ("Payment link"): the field's label. */
  label: string;
  /** Show the link as a QR code too (to scan with a phone, or to print for a counter). */
  qr?: boolean;
  qrSize?: number;
  /** More actions on the buttons' row (send by e-mail, print...). */
  children?: ReactNode;
}

/**
 * A link to hand to someone else: the address (selectable, left to right), copy, open in a new
 * tab, and optionally a QR code of it. Copying says so in a live region.
 */
export function ShareLink({ url, label, qr, qrSize = 200, children }: Props) {
  const { t } = useTranslation(['common', 'screenParts']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, onCopy] = useCopyText(url, input);

  return (
    <div className="share-link">
      <CFormLabel htmlFor={id}>{label}</CFormLabel>
      <CFormInput ref={input} id={id} value={url} readOnly dir="ltr" className="share-link__url" onFocus={(e) => e.currentTarget.select()} />
      <div className="share-link__actions">
        <CButton color="primary" variant="outline" onClick={() => void onCopy()}>
          {t('screenParts:share.copy')}
        </CButton>
        <a className="btn btn-outline-secondary" href={url} target="_blank" rel="noopener noreferrer">
          {t('screenParts:share.open')}
          <span className="visually-hidden"> {t('screenParts:share.opensInNewTab')}</span>
        </a>
        {children}
      </div>
      <p className={`share-link__status small mb-0${copy === 'failed' ? ' text-danger' : ' text-success-emphasis'}`} role="status">
        {copy === 'copied' ? t('screenParts:share.copied') : copy === 'failed' ? t('screenParts:share.copyFailed') : ''}
      </p>
      {qr && <QrCode value={url} size={qrSize} label={t('screenParts:share.qrLabel', { url })} className="share-link__qr" />}
    </div>
  );
}
