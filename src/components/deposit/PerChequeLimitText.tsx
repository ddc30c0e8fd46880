import { useTranslation } from 'react-i18next';
import { perChequeDepositLimit, type WorkspaceAmountLimits } from '@/lib/chequeLaw/depositLimits';
import { formatMoney, type SafeType } from '@/lib/money';

interface Props {
  safeType: SafeType;
  limits?: WorkspaceAmountLimits | null;
  /** Preceded by the name of the limit that binds (the bank-run safe, a private safe, the workspace). */
  named?: boolean;
}

/** The one wording of a per-cheque deposit limit, "up to 49,999.99 ₪ a cheque" (lib/chequeLaw/depositLimits). */
export function PerChequeLimitText({ safeType, limits, named = false }: Props) {
  const { t, i18n } = useTranslation('chequeLaw');
  const { maxAgorot, source } = perChequeDepositLimit(safeType, limits);
  const text = t('limits.perCheque', { amount: formatMoney(maxAgorot, i18n.language) });
  return <>{named ? `${t(`limits.sources.${source}`)}: ${text}` : text}</>;
}
