import { CButton } from '@coreui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useGetChequeQuery } from '@/api/chequesApi';
import { ChequeImage } from '@/components/ChequeImage';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { reasonLabel } from '@/components/returns/returnTexts';
import { paths } from '@/config/paths';
import { useActiveWorkspaceRecord } from '@/hooks/useActiveWorkspace';
import { amountInHebrewWords } from '@/lib/amountInWords';
import { formatDate, todayIso } from '@/lib/dates';
import { formatMoney, shekelsToAgorot } from '@/lib/money';
import { chequeDrawer } from '@/lib/returns/drawer';
import { chequeReturn } from '@/lib/returns/returnedCheque';
import '../returns.scss';

/**
 * One printable page per returned cheque, for collection (the Execution Office takes a returned
 * cheque as an instrument): both sides at full size, the amount in figures and in Hebrew words,
 * the dates, the bank's reason and the workspace's details. Printed to PDF from the browser.
 */
export function EvidencePage() {
  const { t, i18n } = useTranslation('returns');
  // The evidence itself is in Hebrew whatever the page's language (the Execution Office reads it).
  const he = i18n.getFixedT('he', 'returns');
  const { checkId = '' } = useParams();
  const { ws, workspace } = useActiveWorkspaceRecord();
  const query = useGetChequeQuery({ ws, checkId }, { skip: !ws || !checkId });
  const cheque = query.data;
  const ret = cheque ? chequeReturn(cheque) : null;
  const agorot = cheque ? shekelsToAgorot(cheque.amount) : null;
  const drawer = cheque ? chequeDrawer(cheque) : null;
  const number = cheque?.checkNumber ?? '';
  const row = (label: string, value: ReactNode) => (
    <div className="evidence-row">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
  return (
    <>
      <PageHeader
        back={{ to: paths.returnDesk, label: t('evidence.back') }}
        title={t('evidence.title', { number })}
        actions={
          <CButton color="primary" size="sm" onClick={() => window.print()}>
            {t('evidence.print')}
          </CButton>
        }
      />
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()}>
        {cheque && (
          <article className="evidence-page" lang="he" dir="rtl" aria-labelledby="evidence-title">
            <h2 id="evidence-title" className="evidence-title">
              {he('evidence.title', { number })}
            </h2>
            {!ret && <p className="text-warning-emphasis no-print">{t('evidence.notReturned')}</p>}
            <dl className="evidence-details">
              {row(he('evidence.number'), number)}
              {row(he('evidence.amount'), agorot !== null ? <bdi>{formatMoney(agorot, 'he')}</bdi> : null)}
              {row(he('evidence.amountWords'), agorot !== null ? amountInHebrewWords(agorot) : cheque.amountWords)}
              {row(he('evidence.dueDate'), formatDate(cheque.checkDate))}
              {row(he('evidence.payer'), cheque.payee)}
              {row(he('evidence.drawer'), drawer ? <bdi dir="ltr" className="text-nowrap">{`${drawer.bank}-${drawer.branch}-${drawer.account}`}</bdi> : null)}
              {row(he('evidence.depositDay'), formatDate(cheque.depositDate))}
              {row(he('evidence.returnDay'), ret ? formatDate(ret.returnDay) : null)}
              {row(he('evidence.reason'), ret ? reasonLabel(he, ret) : null)}
              {ret?.reasonText && ret.reasonText !== reasonLabel(he, ret) ? row(he('evidence.bankWords'), ret.reasonText) : null}
            </dl>
            <section className="evidence-workspace">
              <h3 className="h6">{he('evidence.workspace')}</h3>
              <p className="mb-0">
                {workspace?.companyName ?? ws}
                {workspace?.hetpey ? ` · ${he('evidence.companyId')} ${workspace.hetpey}` : ''}
              </p>
              {workspace?.address && <p className="mb-0">{`${he('evidence.address')}: ${workspace.address}`}</p>}
              {workspace?.phone && <p className="mb-0">{`${he('evidence.phone')}: ${workspace.phone}`}</p>}
            </section>
            <figure className="evidence-picture">
              <ChequeImage checkId={cheque.checkId} side="front" alt={he('evidence.front')} />
              <figcaption>{he('evidence.front')}</figcaption>
            </figure>
            <figure className="evidence-picture">
              <ChequeImage checkId={cheque.checkId} side="rear" alt={he('evidence.rear')} />
              <figcaption>{he('evidence.rear')}</figcaption>
            </figure>
            <p className="small text-body-secondary mb-0">{he('evidence.printed', { day: formatDate(todayIso()) })}</p>
          </article>
        )}
      </QueryState>
    </>
  );
}
