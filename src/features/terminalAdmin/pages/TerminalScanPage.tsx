import { CAlert, CButton, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useGetTerminalQuery } from '@/api/terminalsApi';
import { PageHeader } from '@/components/layout/PageHeader';
import { QueryState } from '@/components/feedback/QueryState';
import { QrCode } from '@/components/display/QrCode';
import { ShareLink } from '@/components/share/ShareLink';
import { absoluteUrl, hrefs, paths } from '@/config/paths';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import '../terminals.scss';

/**
 * The digital scan page of a terminal (spec section 2): its link to copy, open, send to a phone as
 * a QR code or print for the counter, and the same scanner on this computer.
 */
export function TerminalScanPage() {
  const { t } = useTranslation(['terminals', 'common']);
  const { terminalId = '' } = useParams();
  const location = useLocation();
  const ws = useAppSelector(selectWorkspace);
  const permission = usePermission();
  const query = useGetTerminalQuery({ ws, terminalId }, { skip: !ws });
  const terminal = query.data;
  const url = terminal?.terminalLink ? absoluteUrl(hrefs.terminal(terminal.terminalLink)) : '';
  const created = (location.state as { created?: boolean } | null)?.created;

  return (
    <section>
      <PageHeader
        title={t('common:titles.terminalScan')}
        subtitle={terminal?.name}
        back={{ to: paths.terminals, label: t('list.back') }}
        actions={
          terminal &&
          permission.can('terminal.edit') && (
            <Link to={hrefs.terminalSettings(terminalId)} className="btn btn-outline-primary">
              {t('list.settings')}
            </Link>
          )
        }
      />
      {created && (
        <CAlert color="success" role="status">
          {t('scan.created')}
        </CAlert>
      )}
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()}>
        {terminal && (
          <div className="terminal-scan">
            <CCard>
              <CCardBody>
                <h2 className="h5">{t('scan.shareTitle')}</h2>
                <p className="text-body-secondary">{t('scan.shareText')}</p>
                <ShareLink url={url} label={t('scan.link')} qr qrSize={220}>
                  <CButton color="secondary" variant="outline" onClick={() => window.print()}>
                    {t('scan.print')}
                  </CButton>
                </ShareLink>
              </CCardBody>
            </CCard>
            <CCard>
              <CCardBody>
                <h2 className="h5">{t('scan.hereTitle')}</h2>
                <p className="text-body-secondary">{t('scan.hereText')}</p>
                <Link to={hrefs.terminal(terminal.terminalLink)} className="btn btn-primary">
                  {t('scan.here')}
                </Link>
                <hr />
                <h2 className="h5">{t('scan.transactionsTitle')}</h2>
                <p className="text-body-secondary">{t('scan.transactionsText')}</p>
                <Link to={hrefs.terminalTransactions(terminalId)} className="btn btn-outline-primary">
                  {t('list.transactions')}
                </Link>
              </CCardBody>
            </CCard>
            <div className="terminal-print-sheet" aria-hidden="true">
              <p className="terminal-print-sheet__name">{terminal.name}</p>
              <p>{t('scan.printHeading')}</p>
              <QrCode value={url} size={320} label="" />
              <p dir="ltr">{url}</p>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
