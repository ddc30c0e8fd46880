import { CAlert, CButton } from '@coreui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAddChequeCommentMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { hrefs } from '@/config/hrefs';
import { formatDate, todayIso } from '@/lib/dates';
import { paidAmountText, type PaidOtherwiseInput } from '@/lib/returns/paidOtherwise';
import { chequeReturn, redepositOutlook } from '@/lib/returns/returnedCheque';
import { noteText } from '@/lib/returns/noteText';
import type { NoteKind } from '@/lib/returns/returnNotes';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { ContactPayerModal, type ContactWay } from './ContactPayerModal';
import { PaidOtherwiseModal } from './PaidOtherwiseModal';

type Open = 'contact' | 'paid' | 'collection' | null;

/**
 * What a person does with a returned cheque, each one step away and each left on the cheque's
 * comments (POST /api/check/comments) so its history survives: deposit it again (the cheque
 * view's deposit tab, the one deposit flow and rule module), contact the payer, record a payment
 * made another way, mark it sent for collection; and its evidence page.
 */
export function ReturnActions({ cheque, size = 'sm' }: { cheque: Cheque; size?: 'sm' | 'lg' }) {
  const { t, i18n } = useTranslation('returns');
  const ws = useAppSelector(selectWorkspace);
  const permission = usePermission();
  const [addComment, state] = useAddChequeCommentMutation();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState(false);
  // One note per time the message is opened, whichever ways the person then uses.
  const contactNoted = useRef(false);
  const ret = chequeReturn(cheque);
  if (!ret) return null;
  const outlook = redepositOutlook(cheque, ret.state, todayIso());
  const canComment = permission.can('cheque.comment', { cheque });
  const canDeposit = permission.can('cheque.deposit', { cheque }) && outlook.kind === 'valid';
  const settled = ret.state === 'paidOtherwise';
  const number = cheque.checkNumber ?? '';

  const record = async (kind: NoteKind, detail = '') => {
    setDone(false);
    const result = await addComment({ ws, checkId: cheque.checkId, comment: noteText(kind, detail, i18n.language) });
    if (!('error' in result)) setDone(true);
    return !('error' in result);
  };
  const contacted = (way: ContactWay) => {
    if (contactNoted.current) return;
    contactNoted.current = true;
    void record('contacted', t(`contact.note_${way}`));
  };
  const paid = async (input: PaidOtherwiseInput) => {
    const detail = t('paid.note', { amount: paidAmountText(input.amount), date: formatDate(input.date), means: t(`paid.meansOptions.${input.means}`) });
    if (await record('paidOtherwise', detail)) setOpen(null);
  };

  return (
    <div className="return-actions">
      <div className="d-flex flex-wrap gap-1" role="group" aria-label={t('actions.group', { number })}>
        {canDeposit && (
          <Link to={hrefs.chequeViewTab(cheque.checkId, 'deposit')} className={`btn btn-primary btn-${size}`}>
            {t('actions.redeposit')}
          </Link>
        )}
        {canComment && !settled && (
          <>
            <CButton
              size={size}
              color="primary"
              variant="outline"
              onClick={() => {
                contactNoted.current = false;
                setOpen('contact');
              }}
            >
              {t('actions.contact')}
            </CButton>
            <CButton size={size} color="primary" variant="outline" onClick={() => setOpen('paid')}>
              {t('actions.paid')}
            </CButton>
            {ret.state !== 'sentForCollection' && (
              <CButton size={size} color="primary" variant="outline" onClick={() => setOpen('collection')}>
                {t('actions.collection')}
              </CButton>
            )}
          </>
        )}
        <Link to={hrefs.returnEvidence(cheque.checkId)} className={`btn btn-link btn-${size}`}>
          {t('actions.evidence')}
        </Link>
      </div>
      {state.error != null && <ErrorAlert error={state.error} className="py-2 mt-2 mb-0" />}
      {done && !state.isLoading && (
        <CAlert color="success" className="py-1 px-2 mt-2 mb-0 small" role="status">
          {t('actions.recorded')}
        </CAlert>
      )}
      {open === 'contact' && <ContactPayerModal visible cheque={cheque} ret={ret} onClose={() => setOpen(null)} onUsed={contacted} />}
      {open === 'paid' && <PaidOtherwiseModal visible amount={cheque.amount} busy={state.isLoading} onCancel={() => setOpen(null)} onSave={(input) => void paid(input)} />}
      <ConfirmModal
        visible={open === 'collection'}
        title={t('collection.title')}
        body={t('collection.body')}
        confirmLabel={t('collection.confirm')}
        busy={state.isLoading}
        onCancel={() => setOpen(null)}
        onConfirm={() => void record('sentForCollection').then((ok) => ok && setOpen(null))}
      />
    </div>
  );
}
