import { useGetBankLogoQuery } from '@/api/bankAccountsApi';

/** A bank's logo (GET /api/workspace/banks/logo/{bank}); decorative beside the bank's name. */
export function BankLogo({ bank }: { bank: string }) {
  const { data } = useGetBankLogoQuery(bank, { skip: !bank });
  if (!data) return <span className="setup-bank-logo bg-body-secondary" aria-hidden="true" />;
  return <img src={data} alt="" className="setup-bank-logo" />;
}
