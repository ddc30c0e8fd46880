// The text of a deposit block or warning: a key of the `chequeLaw` namespace and its values, the
// amounts and days written as the app writes them. Screens call t(key, params).
import { formatDate } from '../dates';
import { CORRECTION_APPROVAL_AGOROT, MAX_AMOUNT_AGOROT, formatMoney } from '../money';
import type { DepositBlock, DepositWarning } from './depositEligibility';

export interface ReasonText {
  key: string;
  params: Record<string, string | number>;
}

export function blockText(block: DepositBlock, language: string = 'he'): ReasonText {
  const limit = block.code === 'overMaxAmount' ? MAX_AMOUNT_AGOROT : block.limitAgorot;
  return {
    key: `chequeLaw:blocks.${block.code}`,
    params: {
      ...(limit !== undefined ? { limit: formatMoney(limit, language) } : {}),
      ...(block.day ? { day: formatDate(block.day) } : {}),
      ...(block.code === 'needsApproval' ? { approval: formatMoney(CORRECTION_APPROVAL_AGOROT, language) } : {}),
    },
  };
}

export function warningText(warning: DepositWarning): ReasonText {
  if (warning.code === 'staleSoon' && !warning.days) return { key: 'chequeLaw:warnings.staleToday', params: {} };
  return { key: `chequeLaw:warnings.${warning.code}`, params: { day: formatDate(warning.day), ...(warning.code === 'staleSoon' ? { count: warning.days ?? 0 } : {}) } };
}
