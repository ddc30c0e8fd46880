import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/api/types/bankAccount';
import type { PrintPaper } from '@/lib/printing';
import { ChequeSheet, type PrintedCheque } from './ChequeSheet';
import '../printing.scss';

interface Props {
  cheques: PrintedCheque[];
  account: BankAccount;
  paper: PrintPaper;
  printerName?: string;
  onBack: () => void;
}

/** The printed cheques, one per page in print (A4 or cheque paper), with a button to print them here. */
export function PrintPreview({ cheques, account, paper, printerName, onBack }: Props) {
  const { t } = useTranslation('printing');
  return (
    <section aria-labelledby="print-preview-title">
      <div className="no-print d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h2 id="print-preview-title" className="h5 mb-1">
            {t('preview.title', { count: cheques.length })}
          </h2>
          <p className="mb-0 small text-body-secondary" role="status">
            {t('preview.sent', { printer: printerName ?? '—' })} {t(`preview.paper.${paper}`)}
          </p>
        </div>
        <div className="d-flex gap-2">
          <CButton color="primary" onClick={() => window.print()}>
            {t('preview.print')}
          </CButton>
          <CButton color="dark" variant="outline" onClick={onBack}>
            {t('preview.back')}
          </CButton>
        </div>
      </div>
      <div className={`print-sheets print-sheets--${paper}`}>
        {cheques.map((c) => (
          <ChequeSheet key={c.checkId} cheque={c} account={account} />
        ))}
      </div>
    </section>
  );
}
