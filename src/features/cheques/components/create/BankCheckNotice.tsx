import { CAlert, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { BankCheckState } from './useBankCheck';

const COLOURS = { restricted: 'warning', unsupported: 'danger', invalid: 'danger', failed: 'secondary' } as const;

/** What the bank check found, in words, right under the bank fields. */
export function BankCheckNotice({ state, bankName }: { state: BankCheckState; bankName?: string }) {
  const { t } = useTranslation('cheques');
  if (state === 'idle') return null;
  if (state === 'checking') {
    return (
      <div className="small text-body-secondary mb-3" role="status">
        <CSpinner as="span" size="sm" aria-hidden="true" className="me-2" />
        {t('bankCheck.checking')}
      </div>
    );
  }
  if (state === 'valid') return <p className="small text-success-emphasis mb-3" role="status">{t('bankCheck.valid', { name: bankName ?? '' })}</p>;
  return (
    <CAlert color={COLOURS[state]} className="py-2 small" role="alert">
      {t(`bankCheck.${state}`)}
    </CAlert>
  );
}
