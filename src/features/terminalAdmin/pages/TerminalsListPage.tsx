import { useState } from 'react';
import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDeleteTerminalMutation, useGetTerminalsQuery } from '@/api/terminalsApi';
import type { Terminal } from '@/api/types/terminal';
import { PageHeader } from '@/components/layout/PageHeader';
import { QueryState } from '@/components/feedback/QueryState';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { Can } from '@/components/permissions/Can';
import { paths } from '@/config/paths';
import { useActiveWorkspace } from '@/hooks/useActiveWorkspace';
import { TerminalCard } from '../components/TerminalCard';
import '../terminals.scss';

/** The workspace's terminals (spec section 2: "terminals: list, settings, digital scan page"). */
export function TerminalsListPage() {
  const { t } = useTranslation(['terminals', 'common']);
  const { ws, wsId } = useActiveWorkspace();
  const query = useGetTerminalsQuery(ws, { skip: !ws });
  const [remove, removeState] = useDeleteTerminalMutation();
  const [deleted, setDeleted] = useState<string | null>(null);
  const terminals = query.data ?? [];

  const onDelete = async (terminal: Terminal) => {
    setDeleted(null);
    const reply = await remove({ wsId, terminalId: terminal.terminalId });
    if (!('error' in reply)) setDeleted(terminal.name);
  };

  const create = (
    <Can action="terminal.create">
      <Link to={paths.terminalNew} className="btn btn-primary">
        {t('list.new')}
      </Link>
    </Can>
  );
  return (
    <section>
      <PageHeader title={t('common:titles.terminals')} subtitle={query.data ? t('list.count', { count: terminals.length }) : undefined} actions={create} />
      {removeState.error && <ErrorAlert error={removeState.error} />}
      {deleted && (
        <CAlert color="success" role="status">
          {t('list.deleted', { name: deleted })}
        </CAlert>
      )}
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={terminals.length === 0}
        emptyText={t('list.empty')}
        emptyAction={create}
      >
        <ul className="terminal-grid list-unstyled">
          {terminals.map((terminal) => (
            <li key={terminal.terminalId}>
              <TerminalCard terminal={terminal} onDelete={onDelete} deleting={removeState.isLoading} />
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
