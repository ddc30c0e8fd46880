import { useValidateBankQuery } from '@/api/bankAccountsApi';
import { toApiError } from '@/api/apiError';
import { useDebouncedValue } from '@/hooks/useDebounced';

export type BankCheckState = 'idle' | 'checking' | 'valid' | 'restricted' | 'unsupported' | 'invalid' | 'failed';

const filled = (bank: string, branch: string, account: string) =>
  /^\d{1,2}$/.test(bank) && /^\d{1,3}$/.test(branch) && /^\d{1,10}$/.test(account);

/**
 * The backend's bank check (GET /api/workspace/banks/validate/...) of what is typed. An invalid
 * or unsupported bank needs correction before saving; a restricted account is only a warning.
 */
export function useBankCheck(bank: string, branch: string, account: string): { state: BankCheckState; bankName?: string; blocksSave: boolean } {
  const typed = [bank, branch, account].map((v) => v.trim()).join('/');
  // One bank check per pause in typing.
  const settled = useDebouncedValue(typed, 400);
  const [b, br, acc] = settled.split('/');
  const args = { bank: b, branch: br, account: acc };
  const ready = filled(args.bank, args.branch, args.account);
  const typing = settled !== typed;
  const { data, error, isFetching } = useValidateBankQuery(args, { skip: !ready });
  if (!ready) return { state: 'idle', blocksSave: false };
  if (typing || isFetching) return { state: 'checking', blocksSave: false };
  if (error) {
    const key = toApiError(error).messageKey;
    if (key === 'errors.unsupportedBank') return { state: 'unsupported', blocksSave: true };
    if (key === 'errors.invalidBankData') return { state: 'invalid', blocksSave: true };
    return { state: 'failed', blocksSave: false };
  }
  if (data?.restrictedAccount) return { state: 'restricted', bankName: data.bankName, blocksSave: false };
  if (data && !data.valid) return { state: 'invalid', blocksSave: true };
  return { state: data ? 'valid' : 'checking', bankName: data?.bankName, blocksSave: false };
}
