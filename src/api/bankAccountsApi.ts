import { baseApi } from './baseApi';
import { pictureUrl } from './imageReply';
import { pictureCache } from './pictureCache';
import { BankAccountSchema, BankSchema, BankValidationSchema } from './schema/bankAccount';
import { listIn, objectIn } from './schema/fields';
import { defineReply } from './schema/reply';
import { orNull } from './schema/staffFields';
import type { Bank, BankAccount, BankValidation } from './types/bankAccount';

/*
 * Spec section 7, "Workspace": the workspace's bank accounts, and the list of banks with their
 * logos and the check of a bank / branch / account triple.
 */

const enc = encodeURIComponent;

/** {accounts}, also bare or under `data`. */
const accountsReply = defineReply('GET /api/workspace/accounts/{ws}', listIn(['accounts'], BankAccountSchema));
/** {account}, also bare or under `data`. */
const accountReply = defineReply('GET /api/workspace/accounts/{ws}/{id}', objectIn(['account'], BankAccountSchema));
/** A change's reply: the account, or null (the change was made; the list refreshes). */
const changedReply = (call: string) => defineReply(call, orNull(objectIn(['account'], BankAccountSchema)));
const banksReply = defineReply('GET /api/workspace/banks', listIn(['banks'], BankSchema));
/** {valid, bankName, restrictedAccount}, also under `result`: valid unless it says not (a refusal is an error). */
const validationReply = defineReply('GET /api/workspace/banks/validate/{bank}/{branch}/{account}', objectIn(['result'], BankValidationSchema));
export const readBankValidation = validationReply.parse;
export const readBankAccounts = accountsReply.parse;
export const readBankAccount = accountReply.parse;

/** The account fields a form sends (section 3); the signators go with their own call. */
export type BankAccountFields = Pick<BankAccount, 'bank' | 'branch' | 'accountNumber'> &
  Partial<Pick<BankAccount, 'accountName' | 'lastCheckNumber' | 'isDefault' | 'can_print' | 'can_deposit' | 'payeeOnly' | 'amount_of_signators' | 'signators'>>;

/** POST /api/workspace/accounts: `force` re-sends a duplicate the user confirmed (section 5). */
export interface CreateBankAccountRequest {
  wsName: string;
  account: BankAccountFields;
  force?: boolean;
}

/** PUT .../{id}/logo: the stored objects' keys; `null` removes one. */
export interface BankAccountImages {
  ws: string;
  id: string;
  logo?: string | null;
  stamp?: string | null;
}

/** Form data when a logo or stamp is present (section 7); JSON when only removing. */
export function bankAccountImagesBody({ logo, stamp }: Pick<BankAccountImages, 'logo' | 'stamp'>): FormData | Record<string, null> {
  if (!logo && !stamp) {
    const body: Record<string, null> = {};
    if (logo === null) body.logo = null;
    if (stamp === null) body.stamp = null;
    return body;
  }
  const form = new FormData();
  if (logo) form.append('logo', logo);
  if (stamp) form.append('stamp', stamp);
  return form;
}

export const bankAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/accounts/{ws}. */
    getBankAccounts: build.query<BankAccount[], string>({
      query: (ws) => ({ url: `/api/workspace/accounts/${enc(ws)}` }),
      responseSchema: accountsReply,
      providesTags: ['BankAccount'],
    }),
    /** GET /api/workspace/accounts/{ws}/{id}. */
    getBankAccount: build.query<BankAccount, { ws: string; id: string }>({
      query: ({ ws, id }) => ({ url: `/api/workspace/accounts/${enc(ws)}/${enc(id)}` }),
      responseSchema: accountReply,
      providesTags: (_r, _e, { id }) => [{ type: 'BankAccount', id }],
    }),
    /** POST /api/workspace/accounts with {wsName, account fields, force}. */
    createBankAccount: build.mutation<BankAccount | null, CreateBankAccountRequest>({
      query: ({ wsName, account, force }) => ({ url: '/api/workspace/accounts', method: 'POST', data: { wsName, ...account, force: !!force } }),
      responseSchema: changedReply('POST /api/workspace/accounts'),
      invalidatesTags: ['BankAccount'],
    }),
    /** PUT /api/workspace/accounts/{ws}/{id}: the account's own fields. */
    updateBankAccount: build.mutation<BankAccount | null, { ws: string; id: string; account: Partial<BankAccountFields> }>({
      query: ({ ws, id, account }) => ({ url: `/api/workspace/accounts/${enc(ws)}/${enc(id)}`, method: 'PUT', data: account }),
      responseSchema: changedReply('PUT /api/workspace/accounts/{ws}/{id}'),
      invalidatesTags: ['BankAccount'],
    }),
    /** PUT /api/workspace/accounts/update/{ws}/{id}: who signs the account's cheques and how many must. */
    updateBankAccountSignators: build.mutation<BankAccount | null, { ws: string; id: string; amount_of_signators: number; signators: string[] }>({
      query: ({ ws, id, ...body }) => ({ url: `/api/workspace/accounts/update/${enc(ws)}/${enc(id)}`, method: 'PUT', data: body }),
      responseSchema: changedReply('PUT /api/workspace/accounts/update/{ws}/{id}'),
      invalidatesTags: ['BankAccount'],
    }),
    /** PUT /api/workspace/accounts/{ws}/{id}/logo (form data when a logo or stamp is present). */
    setBankAccountImages: build.mutation<BankAccount | null, BankAccountImages>({
      query: ({ ws, id, logo, stamp }) => {
        const data = bankAccountImagesBody({ logo, stamp });
        // Form data sets its own multipart Content-Type (with the boundary).
        const headers = data instanceof FormData ? { 'Content-Type': 'multipart/form-data' } : undefined;
        return { url: `/api/workspace/accounts/${enc(ws)}/${enc(id)}/logo`, method: 'PUT', data, headers };
      },
      responseSchema: changedReply('PUT /api/workspace/accounts/{ws}/{id}/logo'),
      invalidatesTags: ['BankAccount'],
    }),
    /** DELETE /api/workspace/accounts/{ws}/{id}. */
    deleteBankAccount: build.mutation<unknown, { ws: string; id: string }>({
      query: ({ ws, id }) => ({ url: `/api/workspace/accounts/${enc(ws)}/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: ['BankAccount'],
    }),
    /** GET /api/workspace/banks. */
    getBanks: build.query<Bank[], void>({
      query: () => ({ url: '/api/workspace/banks' }),
      responseSchema: banksReply,
    }),
    /** GET /api/workspace/banks/logo/{bank}: the picture as an address for an <img> (the placeholder when none). */
    getBankLogo: build.query<string, string>({
      query: (bank) => ({ url: `/api/workspace/banks/logo/${enc(bank)}`, responseType: 'blob' }),
      transformResponse: pictureUrl,
      // A logo's object URL is revoked when its entry goes, an hour after the last screen showing it.
      ...pictureCache('getBankLogo'),
      keepUnusedDataFor: 3600,
    }),
    /** GET /api/workspace/banks/validate/{bank}/{branch}/{account}. */
    validateBank: build.query<BankValidation, { bank: string; branch: string; account: string }>({
      query: ({ bank, branch, account }) => ({ url: `/api/workspace/banks/validate/${enc(bank)}/${enc(branch)}/${enc(account)}` }),
      responseSchema: validationReply,
    }),
  }),
});

export const {
  useGetBankAccountsQuery,
  useGetBankAccountQuery,
  useCreateBankAccountMutation,
  useUpdateBankAccountMutation,
  useUpdateBankAccountSignatorsMutation,
  useSetBankAccountImagesMutation,
  useDeleteBankAccountMutation,
  useGetBanksQuery,
  useGetBankLogoQuery,
  useValidateBankQuery,
  useLazyValidateBankQuery,
} = bankAccountsApi;
