import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { DetailList } from '@/components/display/DetailList';
import '@/styles/parts/badge.scss';

/** The payee read-only: name, phone (verified or not) and address. */
export function PayeeDetailsList({ cheque }: { cheque: Cheque }) {
  const { t } = useTranslation('cheques');
  return (
    <DetailList
      items={[
        { id: 'payee', label: t('fields.payee'), value: cheque.payee },
        {
          id: 'phone',
          label: t('fields.payeePhone'),
          value: cheque.payeePhone ? (
            <span className="d-inline-flex flex-wrap gap-2 align-items-center">
              <bdi dir="ltr">{cheque.payeePhone}</bdi>
              <CBadge color={cheque.payeePhoneVerified ? 'success' : 'secondary'}>{cheque.payeePhoneVerified ? t('info.verified') : t('info.notVerified')}</CBadge>
            </span>
          ) : null,
        },
        { id: 'address', label: t('fields.payeeAddress'), value: cheque.payeeAddress, wide: true },
      ]}
    />
  );
}
