import { Suspense, useState } from 'react';
import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useGetChequeQuery } from '@/api/chequesApi';
import { DetailSection } from '@/components/display/DetailSection';
import { QueryState } from '@/components/feedback/QueryState';
import { editBlockReason } from '@/lib/statuses';
import { isCi3Cheque } from '../../rules/ci3';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { isChequeStateReason } from '@/lib/permissions';
import { usePermission } from '@/state/usePermission';
import { ChequeDetailsList } from './info/ChequeDetailsList';
import { PayeeDetailsList } from './info/PayeeDetailsList';
import { TagsSection } from './info/TagsSection';
import { CommentsSection } from './info/CommentsSection';
import { Ci3Section } from './info/Ci3Section';
import { lazyWithPreload } from '@/components/routing/lazyWithPreload';
import './info/chequeInfo.scss';

// The edit forms load when the user heads for an edit button (a pointer over the sections, a
// focus), not with the view, which opens on the details read.
const ChequeEditForm = lazyWithPreload(() => import('./info/ChequeEditForm').then((m) => m.ChequeEditForm));
const PayeeForm = lazyWithPreload(() => import('./info/PayeeForm').then((m) => m.PayeeForm));
const preloadForms = () => {
  ChequeEditForm.preload();
  PayeeForm.preload();
};
/** A form whose code is still on its way looks as a query on its way. */
const formLoading = <QueryState isLoading>{null}</QueryState>;

export interface InfoTabProps {
  checkId: string;
}

type Section = 'details' | 'payee';

/**
 * The cheque's details, payee, tags and comments, read first: one section at a time opens its
 * form with one save. Spec section 4: details and payee cannot be edited while the cheque awaits
 * the bank or a deposit, or after it was deleted; the reason is said instead of an edit button.
 */
export function InfoTab({ checkId }: InfoTabProps) {
  const { t } = useTranslation('cheques');
  const ws = useAppSelector(selectWorkspace);
  const permission = usePermission();
  const { data: cheque, isLoading, error, refetch } = useGetChequeQuery({ ws, checkId }, { skip: !ws });
  const [editing, setEditing] = useState<Section | null>(null);
  const [saved, setSaved] = useState<Section | null>(null);
  const reason = editBlockReason(cheque);
  const edit = permission.decide('cheque.edit', { cheque });
  // Refused by role or capability: the details are read, without any button (the reason is said).
  const readOnly = !edit.allowed && !isChequeStateReason(edit.reason);
  const mayEdit = !reason && !!cheque && edit.allowed;
  // One section at a time: while one is open the others offer no edit button.
  const editOf = (section: Section) =>
    mayEdit && !editing
      ? () => {
          setSaved(null);
          setEditing(section);
        }
      : undefined;
  const close = (section: Section, wasSaved: boolean) => {
    setEditing(null);
    setSaved(wasSaved ? section : null);
  };
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
          <div className="cheque-info__grid" onPointerOver={mayEdit ? preloadForms : undefined} onFocus={mayEdit ? preloadForms : undefined}>
            <DetailSection title={t('info.detailsTitle')} onEdit={editOf('details')} editing={editing === 'details'}>
              {editing === 'details' ? (
                <Suspense fallback={formLoading}>
                  <ChequeEditForm cheque={cheque} ws={ws} onSaved={() => close('details', true)} onCancel={() => close('details', false)} />
                </Suspense>
              ) : (
                <ChequeDetailsList cheque={cheque} />
              )}
              {saved === 'details' && <CAlert color="success" className="py-2 mt-3 mb-0" role="status">{t('info.saved')}</CAlert>}
            </DetailSection>
            <div className="cheque-info__side">
              <DetailSection title={t('info.payeeTitle')} onEdit={editOf('payee')} editing={editing === 'payee'}>
                {editing === 'payee' ? (
                  <Suspense fallback={formLoading}>
                    <PayeeForm cheque={cheque} onSaved={() => close('payee', true)} onCancel={() => close('payee', false)} />
                  </Suspense>
                ) : (
                  <PayeeDetailsList cheque={cheque} />
                )}
                {saved === 'payee' && <CAlert color="success" className="py-2 mt-3 mb-0" role="status">{t('info.payeeSaved')}</CAlert>}
              </DetailSection>
              {isCi3Cheque(cheque) && <Ci3Section ws={ws} checkId={cheque.checkId} />}
              <TagsSection cheque={cheque} ws={ws} canTag={permission.can('cheque.tag', { cheque })} canCreate={permission.can('tags.manage')} />
              <CommentsSection cheque={cheque} ws={ws} canComment={permission.can('cheque.comment', { cheque })} />
            </div>
          </div>
        </div>
      )}
    </QueryState>
  );
}
