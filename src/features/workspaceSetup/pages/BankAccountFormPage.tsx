import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetBankAccountQuery, useSetBankAccountImagesMutation } from '@/api/bankAccountsApi';
import { DetailSection } from '@/components/display/DetailSection';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { BankAccountForm } from '../components/accounts/BankAccountForm';
import { ImageUpload } from '../components/ImageUpload';
import { useActiveWorkspaceRecord } from '@/hooks/useActiveWorkspace';
import '../workspaceSetup.scss';
import '@/styles/parts/signaturePad.scss';
import { SafeImage } from '@/components/media/SafeImage';
import { plainText } from '@/lib/text';

/** A new bank account, or one to edit with its logo and stamp (owners, section 6). */
export function BankAccountFormPage() {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const { accountId } = useParams();
  const navigate = useNavigate();
  const { ws, workspace, query: wsQuery } = useActiveWorkspaceRecord();
  const accountQuery = useGetBankAccountQuery({ ws, id: accountId ?? '' }, { skip: !ws || !accountId });
  const [setImages, imagesState] = useSetBankAccountImagesMutation();
  const account = accountId ? accountQuery.data : null;
  const title = accountId ? t('common:titles.bankAccountEdit') : t('common:titles.bankAccountNew');
  const toList = (name?: string) => navigate(paths.bankAccounts, name ? { state: { saved: name } } : undefined);

  return (
    <>
      <PageHeader title={title} subtitle={plainText(account?.accountName)} back={{ to: paths.bankAccounts, label: t('accounts.backToList') }} />
      <QueryState
        isLoading={wsQuery.isLoading || accountQuery.isLoading}
        error={wsQuery.error ?? accountQuery.error}
        onRetry={() => void (accountId ? accountQuery.refetch() : wsQuery.refetch())}
      >
        <div className="setup-stack">
          <section className="card card-body" aria-label={title}>
            <BankAccountForm
              key={account?.id ?? 'new'}
              ws={ws}
              account={account}
              members={workspace?.members ?? []}
              onSaved={(saved, values) => toList(saved?.accountName || values.accountName || `${values.bank}-${values.branch}-${values.accountNumber}`)}
              onCancel={() => toList()}
            />
          </section>
          {account && (
            <DetailSection title={t('accounts.picturesTitle')}>
              <p className="small text-body-secondary">{t('accounts.picturesHint')}</p>
              <div className="setup-checks">
                <SafeImage src={account.logo} alt={t('accounts.logoAlt')} className="signature-picture" />
                <SafeImage src={account.stamp} alt={t('accounts.stampAlt')} className="signature-picture" />
              </div>
              {imagesState.error ? <ErrorAlert error={imagesState.error} className="mt-2" /> : null}
              <div className="setup-checks mt-2">
                <ImageUpload ws={ws} folder="accountLogo" label={t('accounts.chooseLogo')} cropTitle={t('accounts.cropLogo')} onUploaded={(s) => setImages({ ws, id: account.id, logo: s.objKey })} />
                <ImageUpload ws={ws} folder="stamp" label={t('accounts.chooseStamp')} cropTitle={t('accounts.cropStamp')} onUploaded={(s) => setImages({ ws, id: account.id, stamp: s.objKey })} />
              </div>
            </DetailSection>
          )}
        </div>
      </QueryState>
    </>
  );
}
