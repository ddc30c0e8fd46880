import { useState } from 'react';
import type { Cheque } from '@/api/types/cheque';
import { useDepositSetup } from '@/components/deposit/useDepositSetup';
import { useBankCalendar } from '@/components/form/useBankCalendar';
import { preferredDepositAccount } from '@/lib/chequeLaw/depositAccounts';
import { depositBatch, type DepositBlock, type DepositRequest } from '@/lib/chequeLaw/depositEligibility';
import { depositDayFields } from '@/lib/chequeLaw/depositPayload';
import { blockText, type ReasonText } from '@/lib/chequeLaw/reasonText';
import { todayIso } from '@/lib/dates';
import { useTranslation } from 'react-i18next';

// The account is chosen in the question itself: its absence is the field's, not a cheque's.
const judged = (blocks: DepositBlock[]) => blocks.filter((b) => b.code !== 'noAccount');

/**
 * The list's bulk deposit under the cheque law: each selected cheque on its own due date, to the
 * account chosen (the default one, or the only one, at first). The bank calendar loads when the
 * question opens, so that the list itself never downloads it.
 */
export function useBulkDeposit(wsId: string, selected: readonly Cheque[], asking: boolean) {
  const { i18n } = useTranslation();
  const setup = useDepositSetup(wsId, { skip: !selected.length });
  const calendar = useBankCalendar(asking);
  const [picked, setBankAccount] = useState('');
  const bankAccount = picked || preferredDepositAccount(setup.accounts)?.id || '';
  const account = setup.accounts.find((a) => a.id === bankAccount);
  const today = todayIso();
  const request: DepositRequest = { timing: 'dueDate', today, account, safeType: setup.safeTypeOf(account), limits: setup.limits, businessDayOnOrAfter: calendar?.businessDayOnOrAfter };
  const batch = depositBatch(selected, request);
  const verdicts = new Map([...batch.verdicts].map(([id, verdict]) => [id, { ...verdict, blocks: judged(verdict.blocks) }]));
  /** Of `allowed` (those the user may deposit), exactly the ones nothing blocks, and the first reason. */
  const judge = (allowed: readonly Cheque[]): { good: Cheque[]; firstBlock: ReasonText | null } => {
    const good = allowed.filter((c) => !verdicts.get(c.checkId)?.blocks.length);
    const first = allowed.map((c) => verdicts.get(c.checkId)?.blocks[0]).find(Boolean);
    return { good, firstBlock: first ? blockText(first, i18n.language) : null };
  };
  return { setup, calendar, bankAccount, setBankAccount, verdicts, judge, dayFields: depositDayFields('dueDate', today) };
}
