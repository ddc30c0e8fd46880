import { CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { type ChequeSearchArgs, useDownloadChequesCsvMutation } from '@/api/chequesApi';
import { saveFile } from '@/components/download/saveFile';

/** CSV of the list with the current filters (GET /api/check/search/{ws} as text/csv). */
export function useCsvDownload(args: ChequeSearchArgs) {
  const [download, state] = useDownloadChequesCsvMutation();
  const start = async () => {
    const result = await download(args);
    if (!('error' in result) && result.data) saveFile(result.data.url, result.data.fileName);
  };
  return { start, state };
}

export function CsvDownloadButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation('chequeLists');
  return (
    <CButton color="primary" variant="outline" size="sm" onClick={onClick} disabled={busy}>
      {busy && <CSpinner size="sm" className="me-1" aria-hidden="true" />}
      {t('csv.download')}
    </CButton>
  );
}
