import { useId } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import SignaturePadLib from 'signature_pad';
import { useSignaturePad } from './useSignaturePad';
import '@/styles/parts/signaturePad.scss';

interface Props {
  /** The drawing as a PNG data URL, or null while the pad is empty. */
  onChange: (dataUrl: string | null) => void;
  /** Set when the user tried to sign with nothing drawn. */
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The staff's signature pad (CoreUI buttons), ready at once; its logic is useSignaturePad's, shared
 * with the signer's link page (features/signerLink/components/SignLinkPad.tsx).
 */
export function SignaturePad({ onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const { canvasRef, ...pad } = useSignaturePad(SignaturePadLib, onChange);

  if (pad.unavailable) return <p className="text-body-secondary">{t('signaturePad.unavailable')}</p>;

  return (
    <div className="signature-pad">
      <p id={hintId} className="signature-pad__hint text-body-secondary small mb-1">
        {t('signaturePad.hint')}
      </p>
      <canvas
        ref={canvasRef}
        className={`signature-pad__canvas${invalid ? ' is-invalid' : ''}`}
        role="img"
        aria-label={t('signaturePad.label')}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
      />
      <div className="signature-pad__tools d-flex gap-2 mt-2">
        <CButton color="secondary" variant="outline" size="sm" onClick={pad.undo} disabled={!pad.canUndo}>
          {t('signaturePad.undo')}
        </CButton>
        <CButton color="secondary" variant="outline" size="sm" onClick={pad.redo} disabled={!pad.canRedo}>
          {t('signaturePad.redo')}
        </CButton>
        <CButton color="secondary" variant="outline" size="sm" className="ms-auto" onClick={pad.clear} disabled={pad.empty}>
          {t('signaturePad.clear')}
        </CButton>
      </div>
    </div>
  );
}
