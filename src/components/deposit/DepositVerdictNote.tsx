import { useTranslation } from 'react-i18next';
import type { DepositVerdict } from '@/lib/chequeLaw/depositEligibility';
import { blockText, warningText } from '@/lib/chequeLaw/reasonText';
import { KeepDates } from '@/components/display/KeepDates';

interface Props {
  verdict: DepositVerdict | undefined;
  /** The id a checkbox or button points at with aria-describedby. */
  id?: string;
  /** Only what blocks (a cheque not chosen yet), or the warnings too. */
  blocksOnly?: boolean;
}

/** Why this cheque cannot be deposited, and what to know before it is (lib/chequeLaw). */
export function DepositVerdictNote({ verdict, id, blocksOnly = false }: Props) {
  const { t, i18n } = useTranslation('chequeLaw');
  if (!verdict) return null;
  const warnings = blocksOnly ? [] : verdict.warnings;
  if (!verdict.blocks.length && !warnings.length) return null;
  return (
    <ul id={id} className="deposit-verdict list-unstyled small mb-0">
      {verdict.blocks.map((block) => {
        const { key, params } = blockText(block, i18n.language);
        return (
          <li key={block.code} className="text-danger-emphasis">
            <KeepDates>{t(key, params)}</KeepDates>
          </li>
        );
      })}
      {warnings.map((warning) => {
        const { key, params } = warningText(warning);
        return (
          <li key={warning.code} className="text-warning-emphasis">
            <KeepDates>{t(key, params)}</KeepDates>
          </li>
        );
      })}
    </ul>
  );
}
