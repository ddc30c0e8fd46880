import type { ReactNode } from 'react';
import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { ChequeImage } from '@/components/ChequeImage';
import { Money } from '@/components/display/Money';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDate } from '@/lib/dates';
import '@/styles/parts/badge.scss';

/** Who the cheque is at a glance: number, amount, status, due date and its front picture. */
export function ChequeHeader({ cheque, actions }: { cheque: Cheque; actions: ReactNode }) {
  const { t } = useTranslation('cheques');
  const number = cheque.checkNumber ?? '';
  return (
    <header className="cheque-header mb-3">
      <div className="cheque-header__picture">
        <ChequeImage checkId={cheque.checkId} side="front" alt={t('header.frontAlt', { number })} />
      </div>
      <div className="cheque-header__body">
        <h1 className="h4 mb-1">{number ? t('header.number', { number }) : t('header.noNumber')}</h1>
        <p className="cheque-header__amount mb-1">
          <Money value={cheque.amount} />
        </p>
        <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <StatusBadge status={cheque.status} />
          {cheque.checkDate && <span className="small text-body-secondary">{t('header.dueDate', { date: formatDate(cheque.checkDate) })}</span>}
          {cheque.restrictedAccount && <CBadge color="warning" textColor="dark">{t('header.restricted')}</CBadge>}
          {cheque.needsCorrectionApproval && <CBadge color="info" textColor="dark">{t('header.correction')}</CBadge>}
        </div>
        {actions}
      </div>
    </header>
  );
}
