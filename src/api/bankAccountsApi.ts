import { baseApi } from './baseApi';
import { pickList, pickObject } from './replies';
import type { Bank, BankAccount, BankValidation } from './types/bankAccount';

/*
 * Spec section 7, "Workspace": the workspace's bank accounts, and the list of banks with the check
 * of a bank / branch / account triple.
 */

const enc = encodeURIComponent;

export function readBankValidation(reply: unknown): BankValidation {
  const body = pickObject<Partial<BankValidation>>(reply, 'result') ?? {};
  // A refusal comes as an error ('Account, Bank or Branch is not valid'); a reply is valid unless it says not.
  return { ...body, valid: body.valid !== false };
}

export const bankAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/accounts/{ws}. */
    getBankAccounts: build.query<BankAccount[], string>({
      query: (ws) => ({ url: `/api/workspace/accounts/${enc(ws)}` }),
      transformResponse: (reply: unknown) => pickList<BankAccount>(reply, 'accounts'),
      providesTags: ['BankAccount'],
    }),
    /** GET /api/workspace/banks. */
    getBanks: build.query<Bank[], void>({
      query: () => ({ url: '/api/workspace/banks' }),
      transformResponse: (reply: unknown) => pickList<Bank>(reply, 'banks'),
    }),
    /** GET /api/workspace/banks/validate/{bank}/{branch}/{account}. */
    validateBank: build.query<BankValidation, { bank: string; branch: string; account: string }>({
      query: ({ bank, branch, account }) => ({ url: `/api/workspace/banks/validate/${enc(bank)}/${enc(branch)}/${enc(account)}` }),
      transformResponse: readBankValidation,
    }),
  }),
});

export const { useGetBankAccountsQuery, useGetBanksQuery, useValidateBankQuery } = bankAccountsApi;
