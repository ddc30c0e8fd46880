import { useId, useState } from 'react';
import { CAlert, CButton, CFormLabel, CFormText, CFormTextarea } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useAddWorkspaceSignatureMutation } from '@/api/signaturesApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { STAMP_LINE_MAX, STAMP_MAX_LINES } from '@/lib/limits';
import { stampDataUrl, stampLines, stampProblem } from '@/lib/stampImage';

/** A stamp made from text (spec section 3), kept with the workspace's signatures. */
export function StampMaker({ ws }: { ws: string }) {
  const { t } = useTranslation('chequeMedia');
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [add, state] = useAddWorkspaceSignatureMutation();
  const problem = stampProblem(text);
  const showProblem = touched && problem;

  const onCreate = async () => {
    setTouched(true);
    if (problem) return;
    const result = await add({ ws, signaturePath: stampDataUrl(text), replace: false });
    // The text stays when the save fails (nothing typed is lost).
    if (!('error' in result)) {
      setText('');
      setTouched(false);
    }
  };

  return (
    <div style={{ maxWidth: 420 }}>
      <CFormLabel htmlFor={id}>{t('stamp.label')}</CFormLabel>
      <CFormTextarea
        id={id}
        rows={4}
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
      <CFormText id={`${id}-hint`}>
        {t('stamp.hint', { lines: STAMP_MAX_LINES, chars: STAMP_LINE_MAX, used: text ? stampLines(text).length : 0 })}
      </CFormText>
      {showProblem && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(problem, { lines: STAMP_MAX_LINES, chars: STAMP_LINE_MAX })}
        </div>
      )}
      {state.error ? <ErrorAlert error={state.error} className="mt-2" /> : null}
      {state.isSuccess && <CAlert color="success" className="mt-2" role="status">{t('stamp.created')}</CAlert>}
      <CButton color="dark" variant="outline" className="mt-2" disabled={state.isLoading} onClick={() => void onCreate()}>
        {t('stamp.create')}
      </CButton>
    </div>
  );
}
