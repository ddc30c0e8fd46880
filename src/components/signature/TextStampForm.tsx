import { useId, useState } from 'react';
import { CAlert, CButton, CFormLabel, CFormText, CFormTextarea } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useAddWorkspaceSignatureMutation } from '@/api/signaturesApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { STAMP_LINE_MAX, STAMP_MAX_LINES } from '@/lib/limits';
import { stampDataUrl, stampLines, stampProblem } from '@/lib/stampImage';
import '@/styles/parts/signaturePad.scss';

interface Props {
  ws: string;
  /** The button's look: the main action of the set-up screen, a side action on a cheque. */
  primary?: boolean;
  className?: string;
}

/**
 * A stamp from text (spec sections 3, 5: at most 5 lines of 40 characters), with a live preview,
 * kept with the workspace's signatures. The one form for it: the workspace's signatures screen and
 * the cheque's signature tab.
 */
export function TextStampForm({ ws, primary, className }: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [add, state] = useAddWorkspaceSignatureMutation();
  const problem = stampProblem(text);
  const showProblem = touched && problem;
  const limits = { lines: STAMP_MAX_LINES, chars: STAMP_LINE_MAX };

  const create = async () => {
    setTouched(true);
    if (problem) return;
    const reply = await add({ ws, signaturePath: stampDataUrl(text), replace: false });
    // What was typed stays when the save is refused (nothing typed is lost).
    if (!('error' in reply)) {
      setText('');
      setTouched(false);
    }
  };

  return (
    <div className={className}>
      <CFormLabel htmlFor={id}>{t('stamp.label')}</CFormLabel>
      <CFormTextarea
        id={id}
        rows={STAMP_MAX_LINES}
        value={text}
        invalid={!!showProblem}
        aria-invalid={showProblem ? true : undefined}
        aria-describedby={`${id}-hint${showProblem ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          setText(e.target.value);
          state.reset();
        }}
        onBlur={() => setTouched(true)}
      />
      <CFormText id={`${id}-hint`}>{t('stamp.hint', { ...limits, used: text ? stampLines(text).length : 0 })}</CFormText>
      {showProblem && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(problem, limits)}
        </div>
      )}
      {!problem && <img src={stampDataUrl(text)} alt={t('stamp.preview')} className="signature-picture mt-2" />}
      {state.error ? <ErrorAlert error={state.error} className="mt-2" /> : null}
      {state.isSuccess && (
        <CAlert color="success" className="mt-2" role="status">
          {t('stamp.created')}
        </CAlert>
      )}
      <div>
        <CButton color={primary ? 'primary' : 'dark'} variant={primary ? undefined : 'outline'} className="mt-2" disabled={state.isLoading} onClick={() => void create()}>
          {t('stamp.create')}
        </CButton>
      </div>
    </div>
  );
}
