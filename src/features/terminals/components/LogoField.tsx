import { useState } from 'react';
import { CButton, CSpinner } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '@/components/form/FilePicker';
import { ALLOWED_IMAGE_TYPES } from '@/lib/limits';
import { useAppSelector } from '@/state/hooks';
import { selectWorkspace } from '@/state/generalSlice';
import { logoFileProblem, uploadLogo } from '../uploadLogo';

/** The terminal's logo: chosen, uploaded through the presigned address, shown, removable. */
export function LogoField({ name, onBusy }: { name: string; onBusy?: (busy: boolean) => void }) {
  const { t } = useTranslation('terminals');
  const ws = useAppSelector(selectWorkspace);
  const [field, , helpers] = useField<string>(name);
  const [state, setState] = useState<{ busy: boolean; error?: string; fileName?: string }>({ busy: false });

  const onFile = async (file: File) => {
    const problem = logoFileProblem(file);
    if (problem) return setState({ busy: false, error: t(`logo.${problem}`) });
    setState({ busy: true, fileName: file.name });
    onBusy?.(true);
    try {
      const url = await uploadLogo(ws, file);
      await helpers.setValue(url);
      setState({ busy: false, fileName: file.name });
    } catch (error) {
      const status = /status: (\d+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? '0';
      setState({ busy: false, error: t('logo.uploadFailed', { status }) });
    } finally {
      onBusy?.(false);
    }
  };

  return (
    <div className="mb-3">
      <FilePicker
        label={t('fields.logo')}
        accept={ALLOWED_IMAGE_TYPES.join(',')}
        onFile={(file) => void onFile(file)}
        fileName={field.value ? (state.fileName ?? t('logo.current')) : ''}
        disabled={state.busy}
        hint={t('fields.logoHint')}
      >
        {field.value && !state.busy && (
          <CButton color="secondary" variant="ghost" size="sm" onClick={() => void helpers.setValue('')}>
            {t('logo.remove')}
          </CButton>
        )}
      </FilePicker>
      {field.value && <img className="terminal-logo-thumb" src={field.value} alt={t('logo.alt')} width={64} height={64} />}
      <div role="status" className="small">
        {state.busy && (
          <>
            <CSpinner size="sm" aria-hidden="true" /> {t('logo.uploading')}
          </>
        )}
      </div>
      {state.error && (
        <p className="text-danger small mb-0" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
