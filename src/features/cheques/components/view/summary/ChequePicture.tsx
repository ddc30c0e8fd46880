import { useId, useState } from 'react';
import { CButton, CModal, CModalBody, CModalHeader, CModalTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ChequeSide } from '@/api/types/chequeImage';
import { ChequeImage } from '@/components/ChequeImage';
import { SideSwitch } from '../cut/SideSwitch';
import '@/styles/parts/modal.scss';

/**
 * The cheque's picture, large: front or rear, and a zoom that opens it full screen (fit to the
 * screen or at full size, scrollable), so that amount, date and signature can be read.
 */
export function ChequePicture({ checkId, number }: { checkId: string; number: string }) {
  const { t } = useTranslation('cheques');
  const [side, setSide] = useState<ChequeSide>('front');
  const [zoomed, setZoomed] = useState(false);
  const [actual, setActual] = useState(false);
  const titleId = useId();
  const alt = side === 'front' ? t('header.frontAlt', { number }) : t('picture.rearAlt', { number });
  return (
    <div className="cheque-picture">
      <button type="button" className="cheque-picture__zoom" onClick={() => setZoomed(true)} aria-label={`${t('picture.zoom')}: ${alt}`}>
        <ChequeImage checkId={checkId} side={side} alt={alt} eager />
        <span className="cheque-picture__zoom-hint" aria-hidden="true">
          <svg viewBox="0 0 16 16" width="16" height="16">
            <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M11 11l4 4M7 4.5v5M4.5 7h5" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
      </button>
      <div className="cheque-picture__tools">
        <SideSwitch side={side} onChange={setSide} label={t('picture.side')} />
      </div>
      <CModal visible={zoomed} onClose={() => setZoomed(false)} size="xl" fullscreen="lg" aria-labelledby={titleId}>
        <CModalHeader>
          <CModalTitle id={titleId}>{t('picture.title', { number })}</CModalTitle>
        </CModalHeader>
        <CModalBody>
          <div className="d-flex flex-wrap gap-2 mb-2">
            <SideSwitch side={side} onChange={setSide} label={t('picture.side')} />
            <CButton color="secondary" variant="outline" aria-pressed={actual} onClick={() => setActual((v) => !v)}>
              {actual ? t('picture.fit') : t('picture.actual')}
            </CButton>
          </div>
          <div className={`cheque-picture__full${actual ? ' cheque-picture__full--actual' : ''}`}>
            {zoomed && <ChequeImage checkId={checkId} side={side} original alt={alt} />}
          </div>
        </CModalBody>
      </CModal>
    </div>
  );
}
