import { CBadge, CCard, CCardBody, CFormCheck, CFormInput, CFormLabel } from '@coreui/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/display/Money';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useDrawerHistory } from '@/components/returns/useWorkspaceReturns';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { bankName } from '@/lib/banks';
import { BOI_RESTRICTED_ACCOUNTS_URL } from '@/lib/chequeLaw/restrictedAccounts';
import type { DrawerSummary } from '@/lib/returns/drawerHistory';
import { payerList } from '../rules/payers';
import '../returns.scss';
import { TableScroll } from '@/components/list/TableScroll';

/**
 * Who wrote the workspace's cheques, by the drawer's account on the MICR line: cheques, total,
 * returns within 12 months and the restricted flag, with the Bank of Israel's public lookup
 * (no API: a link) for each.
 */
export function PayersPage() {
  const { t } = useTranslation('returns');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [onlyReturns, setOnlyReturns] = useState(false);
  const deferred = useDeferredValue(search);
  const phone = useMediaQuery('(max-width: 767.98px)');
  const { summaries, query } = useDrawerHistory();
  const list = useMemo(() => payerList(summaries.values(), deferred, onlyReturns), [summaries, deferred, onlyReturns]);
  const filtered = !!deferred.trim() || onlyReturns;
  return (
    <>
      <PageHeader title={t('payers.title')} subtitle={t('payers.subtitle')} />
      <CCard>
        <CCardBody>
          <div className="return-filters" role="search" aria-label={t('payers.search')}>
            <div>
              <CFormLabel htmlFor={searchId} className="small mb-1">
                {t('payers.search')}
              </CFormLabel>
              <CFormInput id={searchId} size="sm" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <CFormCheck id="payers-only-returns" label={t('payers.onlyReturns')} checked={onlyReturns} onChange={(e) => setOnlyReturns(e.target.checked)} />
          </div>
          <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} isEmpty={!list.length} emptyText={filtered ? t('payers.emptyFiltered') : t('payers.empty')}>
            {phone ? <PayerCards list={list} /> : <PayerTable list={list} />}
          </QueryState>
        </CCardBody>
      </CCard>
    </>
  );
}

function Drawer({ s }: { s: DrawerSummary }) {
  const { i18n } = useTranslation();
  return (
    <>
      <bdi dir="ltr">{`${s.drawer.bank}-${s.drawer.branch}-${s.drawer.account}`}</bdi>
      <span className="d-block small text-body-secondary">{bankName(s.drawer.bank, i18n.language)}</span>
    </>
  );
}

function Restricted({ s }: { s: DrawerSummary }) {
  const { t } = useTranslation('returns');
  return (
    <>
      {s.restricted ? (
        <CBadge color="warning" textColor="dark" className="me-1">
          {t('payers.restrictedYes')}
        </CBadge>
      ) : (
        <span className="small text-body-secondary me-1">{t('payers.restrictedNo')}</span>
      )}
      <a href={BOI_RESTRICTED_ACCOUNTS_URL} target="_blank" rel="noopener noreferrer" className="small d-block" title={t('payers.lookupHint', { ...s.drawer })}>
        {t('payers.lookup')} <span className="visually-hidden">{`${t('payers.lookupHint', { ...s.drawer })} ${t('payers.newTab')}`}</span>
      </a>
    </>
  );
}

function PayerTable({ list }: { list: DrawerSummary[] }) {
  const { t } = useTranslation('returns');
  return (
    <TableScroll label={t('payers.table', { count: list.length })}>
      <table className="table align-middle payer-table">
        <caption className="visually-hidden">{t('payers.table', { count: list.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payers.columns.name')}</th>
            <th scope="col">{t('payers.columns.drawer')}</th>
            <th scope="col">{t('payers.columns.cheques')}</th>
            <th scope="col" className="money-col">{t('payers.columns.total')}</th>
            <th scope="col">{t('payers.columns.returns')}</th>
            <th scope="col">{t('payers.columns.restricted')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((s) => (
            <tr key={s.drawer.key}>
              <td>{s.names.join(', ') || t('payers.noName')}</td>
              <td>
                <Drawer s={s} />
              </td>
              <td>{s.cheques}</td>
              <td className="money-col">
                <Money agorot={s.totalAgorot} />
              </td>
              <td>{s.returnsInYear > 0 ? <CBadge color="danger">{s.returnsInYear}</CBadge> : 0}</td>
              <td>
                <Restricted s={s} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function PayerCards({ list }: { list: DrawerSummary[] }) {
  const { t } = useTranslation('returns');
  return (
    <ul className="return-cards list-unstyled" aria-label={t('payers.table', { count: list.length })}>
      {list.map((s) => (
        <li key={s.drawer.key} className="return-card">
          <div className="d-flex justify-content-between gap-2">
            <div>
              <span className="fw-semibold d-block">{s.names.join(', ') || t('payers.noName')}</span>
              <Drawer s={s} />
            </div>
            <Money agorot={s.totalAgorot} className="fw-semibold" />
          </div>
          <p className="small mb-1">
            {t('payers.columns.cheques')}: {s.cheques} · {t('payers.columns.returns')}: {s.returnsInYear}
          </p>
          <Restricted s={s} />
        </li>
      ))}
    </ul>
  );
}
