import { CButton, CCloseButton, CFormLabel, CFormTextarea, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { formatDate } from '@/lib/dates';
import { formatMoney, shekelsToAgorot } from '@/lib/money';
import { mailtoLink, payerMessage, whatsAppLink } from '@/lib/returns/contactLinks';
import type { ChequeReturn } from '@/lib/returns/returnedCheque';
import { selectWorkspaceTitle } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { reasonLabel } from './returnTexts';

export type ContactWay = 'copy' | 'email' | 'whatsapp';

interface Props {
  cheque: Cheque;
  ret: ChequeReturn;
  visible: boolean;
  onClose: () => void;
  /** Each way the person used, to be noted on the cheque. */
  onUsed: (way: ContactWay) => void;
}

/** The prepared message to the payer: copy it, open it in e-mail, or in WhatsApp for an Israeli mobile. We send nothing. */
export function ContactPayerModal({ cheque, ret, visible, onClose, onUsed }: Props) {
  const { t, i18n } = useTranslation('returns');
  const titleId = useId();
  const textId = useId();
  const business = useAppSelector(selectWorkspaceTitle);
  const [copied, setCopied] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'he';
  const message = useMemo(
    () =>
      payerMessage((key, params) => t(key, params), {
        payer: cheque.payee ?? '',
        checkNumber: cheque.checkNumber ?? '',
        amount: formatMoney(shekelsToAgorot(cheque.amount) ?? 0, language),
        dueDay: formatDate(cheque.checkDate),
        returnDay: formatDate(ret.returnDay),
        reason: reasonLabel(t, ret),
        business: business ?? '',
      }),
    [t, cheque, ret, business, language],
  );
  const whatsapp = whatsAppLink(cheque.payeePhone, message.body);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.body);
      setCopied(true);
    } catch {
      (document.getElementById(textId) as HTMLTextAreaElement | null)?.select();
    }
    onUsed('copy');
  };
  return (
    <CModal visible={visible} onClose={onClose} alignment="center" aria-labelledby={titleId}>
      <CModalHeader closeButton={false}>
        <CModalTitle id={titleId}>{t('contact.title')}</CModalTitle>
        <CCloseButton className="ms-auto" aria-label={t('contact.close')} onClick={onClose} />
      </CModalHeader>
      <CModalBody>
        <p className="small">{t('contact.intro')}</p>
        <CFormLabel htmlFor={textId}>{t('contact.message')}</CFormLabel>
        <CFormTextarea id={textId} readOnly rows={7} value={message.body} />
        {copied && (
          <p className="small text-success mt-1 mb-0" role="status">
            {t('contact.copied')}
          </p>
        )}
        {!whatsapp && <p className="small text-body-secondary mt-2 mb-0">{t('contact.noMobile')}</p>}
      </CModalBody>
      <CModalFooter className="flex-wrap gap-2">
        <CButton color="primary" variant="outline" onClick={() => void copy()}>
          {t('contact.copy')}
        </CButton>
        <a className="btn btn-outline-primary" href={mailtoLink(message.subject, message.body)} onClick={() => onUsed('email')}>
          {t('contact.email')}
        </a>
        {whatsapp && (
          <a className="btn btn-success" href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={() => onUsed('whatsapp')}>
            {t('contact.whatsapp')} <span className="visually-hidden">{t('contact.newTab')}</span>
          </a>
        )}
      </CModalFooter>
    </CModal>
  );
}
