import { useId, useState } from 'react';
import { CAlert, CButton, CFormLabel, CFormText, CFormTextarea } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useAddWorkspaceSignatureMutation } from '@/api/signaturesApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { STAMP_LINE_MAX, STAMP_MAX_LINES } from '@/lib/limits';
import { stampDataUrl, stampLines, stampProblem } from '@/lib/stampImage';

/** A stamp from text (spec sections 3, 5: at most 5 lines of 40 characters), with a preview. */
export function TextStampForm({ ws }: { ws: string }) {
  const { t } = useTranslation('workspaceSetup');
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [add, state] = useAddWorkspaceSignatureMutation();
  const problem = stampProblem(text);
  const showProblem = touched && problem;
  const lines = text ? stampLines(text) : [];

  const create = async () => {
    setTouched(true);
    if (problem) return;
    const reply = await add({ ws, signaturePath: stampDataUrl(text), replace: false });
    // What was typed stays when the save is refused.
    if (!('error' in reply)) {
      setText('');
      setTouched(false);
    }
  };

  return (
    <div>
      <CFormLabel htmlFor={id}>{t('signatures.stampText')}</CFormLabel>
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
      <CFormText id={`${id}-hint`}>{t('signatures.stampHint', { lines: STAMP_MAX_LINES, chars: STAMP_LINE_MAX, used: lines.length })}</CFormText>
      {showProblem && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(`signatures.${problem}`, { lines: STAMP_MAX_LINES, chars: STAMP_LINE_MAX })}
        </div>
      )}
      {!problem && <img src={stampDataUrl(text)} alt={t('signatures.stampPreview')} className="setup-signature mt-2" />}
      {state.error ? <ErrorAlert error={state.error} className="mt-2" /> : null}
      {state.isSuccess && (
        <CAlert color="success" className="mt-2" role="status">
          {t('signatures.stampCreated')}
        </CAlert>
      )}
      <div>
        <CButton color="primary" className="mt-2" disabled={state.isLoading} onClick={() => void create()}>
          {t('signatures.createStamp')}
        </CButton>
      </div>
    </div>
  );
}
