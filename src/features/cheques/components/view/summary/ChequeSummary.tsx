import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { DateText } from '@/components/display/DateText';
import { DetailList } from '@/components/display/DetailList';
import { Money } from '@/components/display/Money';
import { ChequeStageBadge } from '@/components/ChequeStageBadge';
import { amountInEnglishWords, amountInHebrewWords } from '@/lib/amountInWords';
import { bankName } from '@/lib/banks';
import { shekelsToAgorot } from '@/lib/money';
import { ChequeTimingNote } from '../../ChequeTimingNote';
import { chequeNextAction } from '@/lib/chequeNextAction';
import { chequeStage } from '@/lib/chequeStage';
import { useActingUser } from '@/state/usePermission';
import { ChequePicture } from './ChequePicture';
import './chequeSummary.scss';
import '@/styles/parts/badge.scss';

/**
 * The cheque read at a glance, before any form: the picture, the amount in figures and words,
 * due date, payee, bank, status, what happens next, and a word on its date when it needs one.
 */
export function ChequeSummary({ cheque }: { cheque: Cheque }) {
  const { t, i18n } = useTranslation('cheques');
  const who = useActingUser();
  const agorot = shekelsToAgorot(cheque.amount);
  const english = i18n.language === 'en';
  const words = agorot && agorot > 0 ? (english ? amountInEnglishWords(agorot) : amountInHebrewWords(agorot)) : '';
  const bank = bankName(cheque.bank, i18n.language) ?? cheque.bank;
  // The same next action as the header's button (lib/chequeNextAction); the status says the rest.
  const action = chequeNextAction(cheque, who);
  const waitsForSigners = !action && chequeStage(cheque) === 'signing';
  const next =
    action && action !== 'deposit'
      ? t(`summary.nextBy.${action}`)
      : waitsForSigners
        ? t('summary.nextBy.waitSigners')
        : t(`summary.next.${cheque.status}`, { defaultValue: t('summary.next.other') });
  return (
    <section className="cheque-summary card" aria-label={t('summary.label')}>
      <div className="cheque-summary__picture">
        <ChequePicture checkId={cheque.checkId} number={cheque.checkNumber ?? ''} />
      </div>
      <div className="cheque-summary__facts">
        <p className="cheque-summary__amount mb-0">
          <span className="visually-hidden">{t('summary.amount')}: </span>
          <Money value={cheque.amount} />
        </p>
        {words && (
          <p className="cheque-summary__words">
            <span className="visually-hidden">{t('summary.amountWords')}: </span>
            {/* The cheque's own words, Hebrew on an Arabic page too: the label before them is the page's language. */}
            <span lang={english ? 'en' : 'he'}>{words}</span>
          </p>
        )}
        <ChequeTimingNote checkDate={cheque.checkDate} status={cheque.status} />
        <DetailList
          items={[
            { id: 'due', label: t('summary.dueDate'), value: cheque.checkDate ? <DateText value={cheque.checkDate} relative /> : null },
            { id: 'payee', label: t('summary.payee'), value: cheque.payee },
            {
              id: 'status',
              label: t('summary.status'),
              value: (
                <span className="d-inline-flex flex-wrap gap-1">
                  <ChequeStageBadge cheque={cheque} />
                  {cheque.restrictedAccount && <CBadge color="warning" textColor="dark">{t('header.restricted')}</CBadge>}
                  {cheque.needsCorrectionApproval && <CBadge color="info" textColor="dark">{t('header.correction')}</CBadge>}
                </span>
              ),
            },
            {
              id: 'bank',
              label: t('summary.bank'),
              value: cheque.bank ? t('summary.bankDetails', { bank, branch: cheque.branch ?? '—', account: cheque.account ?? '—' }) : null,
            },
          ]}
        />
        <div className="cheque-summary__next" role="note">
          <strong>{t('summary.nextTitle')}: </strong>
          {next}
        </div>
      </div>
    </section>
  );
}
