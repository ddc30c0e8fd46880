import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useGetChequeQuery } from '@/api/chequesApi';
import { QueryState } from '@/components/feedback/QueryState';
import { editBlockReason } from '@/lib/statuses';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { isChequeStateReason } from '@/lib/permissions';
import { ChequeEditForm } from './info/ChequeEditForm';
import { PayeeSection } from './info/PayeeSection';
import { TagsSection } from './info/TagsSection';
import { CommentsSection } from './info/CommentsSection';

export interface InfoTabProps {
  checkId: string;
}

/**
 * The cheque's details, payee, tags and comments. Spec section 4: details and payee cannot be
 * edited while the cheque awaits the bank or a deposit, or after it was deleted; the reason is said.
 */
export function InfoTab({ checkId }: InfoTabProps) {
  const { t } = useTranslation('cheques');
  const ws = useAppSelector(selectWorkspace);
  const { data: cheque, isLoading, error, refetch } = useGetChequeQuery({ ws, checkId }, { skip: !ws });
  const reason = editBlockReason(cheque);
  const permission = usePermission();
  const edit = permission.decide('cheque.edit', { cheque });
  // Refused by role or capability: the details are read, without any button (the reason is said).
  const readOnly = !edit.allowed && !isChequeStateReason(edit.reason);
  return (
    <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()}>
      {cheque && (
        <div className="cheque-info">
          {readOnly && (
            <CAlert color="info" className="cheque-info__blocked">
              {t(`common:permissions.reason.${edit.reason}`)}
            </CAlert>
          )}
          {reason && (
            <CAlert color="warning" role="alert" className="cheque-info__blocked">
              {t(`info.blocked.${reason}`)}
            </CAlert>
          )}
          <div className="cheque-info__grid">
            <ChequeEditForm cheque={cheque} ws={ws} blocked={!!reason || readOnly} readOnly={readOnly} />
            <div className="cheque-info__side">
              <PayeeSection cheque={cheque} blocked={!!reason || readOnly} readOnly={readOnly} />
              <TagsSection cheque={cheque} ws={ws} canTag={permission.can('cheque.tag', { cheque })} canCreate={permission.can('tags.manage')} />
              <CommentsSection cheque={cheque} ws={ws} canComment={permission.can('cheque.comment', { cheque })} />
            </div>
          </div>
        </div>
      )}
    </QueryState>
  );
}
