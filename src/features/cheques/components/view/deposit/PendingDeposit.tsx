import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/api/types/bankAccount';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { formatDate } from '@/lib/dates';
import { accountNumberText } from '@/lib/banks';
import { plainText } from '@/lib/text';

interface Props {
  depositDate?: string;
  account?: BankAccount;
  busy: boolean;
  /** Without the right to cancel, the deposit is only described. */
  canCancel?: boolean;
  onCancel: () => Promise<boolean>;
}

/** A deposit on its way: when and where, and cancelling it after a question (spec section 4). */
export function PendingDeposit({ depositDate, account, busy, canCancel = true, onCancel }: Props) {
  const { t } = useTranslation('chequeMedia');
  const [asking, setAsking] = useState(false);
  return (
    <CAlert color="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>
        {t('deposit.pending', { date: formatDate(depositDate) || '—', account: account ? `${plainText(account.accountName)} ${accountNumberText(account)}`.trim() || '—' : '—' })}
      </span>
      {canCancel && (
        <CButton color="danger" variant="outline" size="sm" disabled={busy} onClick={() => setAsking(true)}>
          {t('deposit.cancel')}
        </CButton>
      )}
      <ConfirmModal
        visible={asking}
        title={t('deposit.cancelTitle')}
        body={t('deposit.cancelBody')}
        confirmLabel={t('deposit.cancel')}
        danger
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void onCancel().then(() => setAsking(false))}
      />
    </CAlert>
  );
}
