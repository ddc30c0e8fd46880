import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCutAndDetectMutation } from '@/api/chequeImagesApi';
import { stripDataUrl } from '@/api/imageReply';
import { formatAmountPlain, shekelsToAgorot } from '@/lib/money';
import { downscalePhoto } from '../lib/downscalePhoto';
import type { FieldErrors } from '../lib/terminalValidation';
import type { AmountAndDate } from '../lib/amountAndDate';
import { PhotoButton } from './PhotoButton';
import { Spinner } from './Spinner';
import { TerminalErrorText } from './TerminalErrorText';
import { TerminalField } from '@/components/terminal/TerminalField';

export interface ScannedCheque {
  id: string;
  frontImage: string;
  rearImage?: string;
  agorot?: number;
  checkDate?: string;
}

type Side = 'front' | 'rear';
type Stage = { kind: 'capture'; side: Side } | { kind: 'busy'; side: Side } | { kind: 'review'; side: Side; image: string };

interface Props {
  index: number;
  askAmountAndDate: boolean;
  needsRear: boolean;
  /** Shekels of a payment request, offered as the amount. */
  suggestedAmount?: number | string;
  onAdd: (cheque: ScannedCheque) => void;
}

let sequence = 0;
// Loaded with the first photo: the payer's first screen needs no date library.
const loadAmountAndDate = () => Promise.all([import('../lib/amountAndDate'), import('@/lib/dates')]);

/** One cheque being photographed: front (and rear), each cut by the backend, retake or confirm. */
export function ChequeDraft({ index, askAmountAndDate, needsRear, suggestedAmount, onAdd }: Props) {
  const { t } = useTranslation('terminal');
  const [stage, setStage] = useState<Stage>({ kind: 'capture', side: 'front' });
  const [front, setFront] = useState<string>();
  const suggested = shekelsToAgorot(suggestedAmount ?? null);
  const [values, setValues] = useState<AmountAndDate>({ amount: suggested ? formatAmountPlain(suggested) : '', checkDate: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof AmountAndDate>>({});
  const [failure, setFailure] = useState<unknown>();
  const [cutAndDetect] = useCutAndDetectMutation();

  const onPhoto = async (side: Side, file: File) => {
    setFailure(undefined);
    setStage({ kind: 'busy', side });
    try {
      const [photo, [, { formatDate }]] = await Promise.all([downscalePhoto(file), loadAmountAndDate()]);
      const detected = await cutAndDetect({ base64: stripDataUrl(photo), isFront: side === 'front' }).unwrap();
      if (side === 'front') {
        // What the backend read off the cheque fills only what the payer has not typed.
        const amount = shekelsToAgorot(detected.amount ?? null);
        setValues((v) => ({
          amount: v.amount || (amount ? formatAmountPlain(amount) : ''),
          checkDate: v.checkDate || formatDate(detected.checkDate ?? null).replace(/-/g, '/'),
        }));
      }
      setStage({ kind: 'review', side, image: detected.image });
    } catch (error) {
      setFailure(error);
      setStage({ kind: 'capture', side });
    }
  };

  const finish = async (rearImage?: string, frontImage = front) => {
    const [{ validateAmountAndDate }] = await loadAmountAndDate();
    const parsed = askAmountAndDate ? validateAmountAndDate(values).parsed : undefined;
    sequence += 1;
    onAdd({ id: `scan-${sequence}`, frontImage: frontImage!, rearImage, agorot: parsed?.agorot, checkDate: parsed?.checkDate });
  };

  const confirm = async () => {
    if (stage.kind !== 'review') return;
    if (stage.side === 'front') {
      if (askAmountAndDate) {
        const [{ validateAmountAndDate }] = await loadAmountAndDate();
        const check = validateAmountAndDate(values);
        setErrors(check.errors);
        if (!check.parsed) return;
      }
      setFront(stage.image);
      if (needsRear) setStage({ kind: 'capture', side: 'rear' });
      else await finish(undefined, stage.image);
    } else {
      await finish(stage.image);
    }
  };

  const sideLabel = (side: Side) => t(side === 'front' ? 'draft.front' : 'draft.rear');
  return (
    <section className="terminal-card" aria-labelledby="cheque-draft-title">
      <h2 id="cheque-draft-title">{t('draft.title', { number: index })}</h2>
      {failure !== undefined && (
        <TerminalErrorText error={failure} />
      )}
      {stage.kind === 'capture' && (
        <PhotoButton label={t(stage.side === 'front' ? 'draft.takeFront' : 'draft.takeRear')} onPhoto={(file) => void onPhoto(stage.side, file)} />
      )}
      {stage.kind === 'busy' && <Spinner label={t('draft.processing')} />}
      {stage.kind === 'review' && (
        <>
          <img className="terminal-preview" src={stage.image} alt={t('draft.previewAlt', { side: sideLabel(stage.side) })} />
          <p>{t('draft.checkPicture')}</p>
          {stage.side === 'front' && askAmountAndDate && (
            <>
              <TerminalField
                label={t('fields.amount')}
                value={values.amount}
                onChange={(amount) => setValues((v) => ({ ...v, amount }))}
                error={errors.amount}
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                hint={t('fields.amountHint')}
              />
              <TerminalField
                label={t('fields.checkDate')}
                value={values.checkDate}
                onChange={(checkDate) => setValues((v) => ({ ...v, checkDate }))}
                error={errors.checkDate}
                autoComplete="off"
                dir="ltr"
                placeholder={t('fields.datePlaceholder')}
                hint={t('fields.checkDateHint')}
              />
            </>
          )}
          <div className="terminal-row">
            <button type="button" className="terminal-btn terminal-btn--secondary" onClick={() => setStage({ kind: 'capture', side: stage.side })}>
              {t('draft.retake')}
            </button>
            <button type="button" className="terminal-btn" onClick={() => void confirm()}>
              {stage.side === 'front' && needsRear ? t('draft.confirmFront') : t('draft.confirm')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
