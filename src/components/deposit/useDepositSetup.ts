import { useMemo } from 'react';
import { useGetBankAccountsQuery } from '@/api/bankAccountsApi';
import type { BankAccount, DepositableBank } from '@/api/types/bankAccount';
import { useGetDepositableBanksQuery, useGetWorkspaceQuery } from '@/api/workspaceApi';
import { depositAccountsOf, safeTypeOfAccount } from '@/lib/chequeLaw/depositAccounts';
import type { WorkspaceAmountLimits } from '@/lib/chequeLaw/depositLimits';
import type { SafeType } from '@/lib/money';

export interface DepositSetup {
  /** The accounts a deposit may go to (lib/chequeLaw/depositAccounts: one rule for every screen). */
  accounts: BankAccount[];
  allAccounts: BankAccount[];
  banks: DepositableBank[];
  /** The workspace's single-cheque and daily limits (its check settings). */
  limits: WorkspaceAmountLimits | null;
  safeTypeOf: (account: BankAccount | null | undefined) => SafeType;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}

const NONE: never[] = [];

/** What every deposit screen reads before it can judge a deposit: accounts, banks, limits. */
export function useDepositSetup(ws: string, { skip = false }: { skip?: boolean } = {}): DepositSetup {
  const off = skip || !ws;
  const accountsQuery = useGetBankAccountsQuery(ws, { skip: off });
  const banksQuery = useGetDepositableBanksQuery(ws, { skip: off });
  const workspaceQuery = useGetWorkspaceQuery(ws, { skip: off });
  const allAccounts = accountsQuery.data ?? NONE;
  const banks = banksQuery.data ?? NONE;
  const accounts = useMemo(() => depositAccountsOf(allAccounts, banks), [allAccounts, banks]);
  const limits = workspaceQuery.data?.checkSettings ?? null;
  return {
    accounts,
    allAccounts,
    banks,
    limits,
    safeTypeOf: (account) => safeTypeOfAccount(account, banks),
    isLoading: accountsQuery.isLoading || banksQuery.isLoading,
    // The workspace's limits are read when they come; a failed read of them blocks nothing here (the server has the last word).
    error: accountsQuery.error ?? banksQuery.error,
    refetch: () => {
      void accountsQuery.refetch();
      void banksQuery.refetch();
    },
  };
}
