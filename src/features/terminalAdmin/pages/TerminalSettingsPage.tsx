import { useState } from 'react';
import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { MutationReply } from '@/api/mutationReply';
import { useCreateTerminalMutation, useGetTerminalQuery, useUpdateTerminalMutation } from '@/api/terminalsApi';
import { PageHeader } from '@/components/layout/PageHeader';
import { QueryState } from '@/components/feedback/QueryState';
import { paths } from '@/config/paths';
import { hrefs } from '@/config/hrefs';
import { selectWorkspaceTitle } from '@/state/generalSlice';
import { useActiveWorkspace } from '@/hooks/useActiveWorkspace';
import { useAppSelector } from '@/state/hooks';
import { TerminalForm } from '../components/TerminalForm';
import { settingsOf, type TerminalFormValues } from '../terminalSchema';
import { useTerminalWorkspaces } from '../useTerminalWorkspaces';
import '../terminals.scss';

/** A new terminal (/terminals/new) or an existing one's settings (/terminals/:terminalId/settings). */
export function TerminalSettingsPage() {
  const { t } = useTranslation(['terminals', 'payerLink', 'common']);
  const { terminalId } = useParams();
  const navigate = useNavigate();
  const { ws, wsId } = useActiveWorkspace();
  const title = useAppSelector(selectWorkspaceTitle);
  const owned = useTerminalWorkspaces();
  const workspaces = owned.length ? owned : [{ value: ws, label: title, id: wsId }];
  const existing = useGetTerminalQuery({ ws, terminalId: terminalId ?? '' }, { skip: !terminalId || !ws });
  const [create, createState] = useCreateTerminalMutation();
  const [update, updateState] = useUpdateTerminalMutation();
  const [savedAt, setSavedAt] = useState<number | null>(null);

  const onSave = async (values: TerminalFormValues): Promise<MutationReply> => {
    setSavedAt(null);
    const settings = settingsOf(values);
    if (terminalId) {
      const reply = await update({ wsId, terminalId, settings });
      if (!('error' in reply)) setSavedAt(Date.now());
      return reply;
    }
    const target = workspaces.find((w) => w.value === values.workspace) ?? workspaces[0];
    const reply = await create({ wsId: target.id, settings });
    if (!('error' in reply)) navigate(hrefs.terminalScan(reply.data.terminalId), { state: { created: true } });
    return reply;
  };

  const name = existing.data?.name;
  return (
    <section>
      <PageHeader
        title={terminalId ? t('common:titles.terminalSettings') : t('common:titles.terminalNew')}
        subtitle={terminalId ? name : title}
        back={{ to: paths.terminals, label: t('list.back') }}
      />
      {savedAt && (
        <CAlert color="success" role="status">
          {t('form.saved')}
        </CAlert>
      )}
      {terminalId ? (
        <QueryState isLoading={existing.isLoading} error={existing.error} onRetry={() => void existing.refetch()}>
          {existing.data && (
            <TerminalForm terminal={existing.data} workspaces={workspaces} workspace={ws} onSave={onSave} saveError={updateState.error} />
          )}
        </QueryState>
      ) : (
        <TerminalForm workspaces={workspaces} workspace={ws} onSave={onSave} saveError={createState.error} />
      )}
    </section>
  );
}
