import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { formatDate, todayIso } from '@/lib/dates';
import { chequeReturn, redepositOutlook } from '@/lib/returns/returnedCheque';
import { outlookLabel, reasonLabel } from './returnTexts';
import { ReturnActions } from './ReturnActions';

/** On the cheque view of a returned cheque: when and why it came back, what is possible, and the actions. */
export function ReturnPanel({ cheque }: { cheque: Cheque }) {
  const { t } = useTranslation('returns');
  const ret = chequeReturn(cheque);
  if (!ret) return null;
  const outlook = redepositOutlook(cheque, ret.state, todayIso());
  return (
    <CCard className="mb-3 border-danger-subtle" data-testid="return-panel">
      <CCardBody>
        <h2 className="h6 mb-2">{t('panel.title')}</h2>
        <p className="mb-1">
          {ret.returnDay ? `${t('panel.returned', { day: formatDate(ret.returnDay) })} · ` : ''}
          {reasonLabel(t, ret)} · {t(`states.${ret.state}`)}
        </p>
        <p className="small text-body-secondary">{outlookLabel(t, outlook)}</p>
        <ReturnActions cheque={cheque} />
      </CCardBody>
    </CCard>
  );
}
