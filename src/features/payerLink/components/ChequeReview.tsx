import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuidanceProblem } from '@/lib/capture';
import type { FieldErrors } from '../rules/terminalValidation';
import type { AmountAndDate } from '../rules/amountAndDate';
import { TerminalField } from '@/components/payerPage/TerminalField';
import { DATE_INPUT_PROPS, useDateFormatHint } from '@/components/form/dateFormatHint';

interface Props {
  side: 'front' | 'rear';
  image: string;
  /** The checks' problems of a picture accepted on the third attempt. */
  warning?: GuidanceProblem[];
  /** The amount and date fields (front only, when the terminal asks for them). */
  askAmountAndDate: boolean;
  values: AmountAndDate;
  errors: FieldErrors<keyof AmountAndDate>;
  onValue: (field: keyof AmountAndDate, value: string) => void;
  confirmLabel: string;
  onRetake: () => void;
  onConfirm: () => void;
}

/** The cut picture of one side to look at, the amount and date to type, retake or confirm (loaded with the first photo). */
export function ChequeReview({ side, image, warning, askAmountAndDate, values, errors, onValue, confirmLabel, onRetake, onConfirm }: Props) {
  const { t } = useTranslation('payerLink');
  const dateFormat = useDateFormatHint();
  const preview = useRef<HTMLImageElement>(null);
  // Focus moves to the new picture: a screen reader hears what was detected.
  useEffect(() => preview.current?.focus(), [image]);
  return (
    <>
      <img
        ref={preview}
        tabIndex={-1}
        className="terminal-preview"
        src={image}
        alt={t('draft.previewAlt', { side: t(side === 'front' ? 'draft.front' : 'draft.rear') })}
      />
      {warning && warning.length > 0 && (
        <p className="terminal-hint" role="status">
          {t('capture:photo.accepted', { advice: t(`capture:guidance.${warning[0]}`) })}
        </p>
      )}
      <p>{t('draft.checkPicture')}</p>
      {side === 'front' && askAmountAndDate && (
        <>
          <TerminalField
            label={t('fields.amount')}
            value={values.amount}
            onChange={(amount) => onValue('amount', amount)}
            error={errors.amount}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            hint={t('fields.amountHint')}
          />
          <TerminalField
            label={t('fields.checkDate')}
            value={values.checkDate}
            onChange={(checkDate) => onValue('checkDate', checkDate)}
            error={errors.checkDate}
            {...DATE_INPUT_PROPS}
            hint={dateFormat}
          />
        </>
      )}
      <div className="terminal-row">
        <button type="button" className="terminal-btn terminal-btn--secondary" onClick={onRetake}>
          {t('draft.retake')}
        </button>
        <button type="button" className="terminal-btn" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </>
  );
}
