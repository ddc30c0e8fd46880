import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Terminal } from '@/api/types/terminal';
import { DangerButton } from '@/components/feedback/DangerButton';
import { terminalColours } from '@/components/payerPage/terminalColours';
import { hrefs } from '@/config/hrefs';
import { usePermission } from '@/state/usePermission';
import { SafeImage } from '@/components/media/SafeImage';
import { plainText } from '@/lib/text';

interface Props {
  terminal: Terminal;
  onDelete: (terminal: Terminal) => Promise<unknown>;
  deleting: boolean;
}

/** One terminal in the list: its branding band, its link and what it asks, and what can be done with it. */
export function TerminalCard({ terminal, onDelete, deleting }: Props) {
  const { t } = useTranslation('terminals');
  const permission = usePermission();
  const colours = terminalColours(terminal);
  const asks = [
    terminal.showFromName && t(terminal.fromNameMandatory ? 'list.asksNameRequired' : 'list.asksName'),
    terminal.showConfirmationEmail && t('list.asksEmail'),
    terminal.showComments && t('list.asksComments'),
    terminal.allowAmountAndDate && t('list.asksAmount'),
  ].filter(Boolean);
  return (
    <CCard className="terminal-card-item h-100">
      <div className="terminal-card-item__band" style={{ background: colours.background, color: colours.onBackground, borderColor: colours.accent }}>
        <SafeImage src={terminal.logo} alt="" width={32} height={32} className="terminal-card-item__logo" />
        <h2 className="h6 mb-0 terminal-card-item__name" dir="auto">
          {terminal.name}
        </h2>
      </div>
      <CCardBody className="d-flex flex-column gap-2">
        {/* A terminal without a link (a reply that lacks it) has no address to show. */}
        {plainText(terminal.terminalLink) && (
          <p className="mb-0 small">
            <span className="text-body-secondary">{t('list.link')}: </span>
            <bdi dir="ltr" className="text-break">{hrefs.terminal(terminal.terminalLink)}</bdi>
          </p>
        )}
        <p className="mb-0 small text-body-secondary">{asks.length ? asks.join(' · ') : t('list.asksNothing')}</p>
        {terminal.autoDepositAccount && <p className="mb-0 small">{t('list.autoDeposit')}</p>}
        <div className="terminal-card-item__actions mt-auto">
          <Link to={hrefs.terminalScan(terminal.terminalId)} className="btn btn-primary btn-sm" aria-label={t('list.scanPageOf', { name: terminal.name })}>
            {t('list.scanPage')}
          </Link>
          <Link to={hrefs.terminalTransactions(terminal.terminalId)} className="btn btn-outline-primary btn-sm" aria-label={t('list.transactionsOf', { name: terminal.name })}>
            {t('list.transactions')}
          </Link>
          {permission.can('terminal.edit') && (
            <Link to={hrefs.terminalSettings(terminal.terminalId)} className="btn btn-outline-secondary btn-sm" aria-label={t('list.settingsOf', { name: terminal.name })}>
              {t('list.settings')}
            </Link>
          )}
          {permission.can('terminal.delete') && (
            <DangerButton
              size="sm"
              label={t('list.delete')}
              confirmTitle={t('list.deleteTitle', { name: terminal.name })}
              confirmBody={t('list.deleteBody')}
              confirmLabel={t('list.deleteConfirm')}
              busy={deleting}
              onConfirm={() => onDelete(terminal)}
            />
          )}
        </div>
      </CCardBody>
    </CCard>
  );
}
