import { useId } from 'react';
import { CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useLazyLookupCompanyQuery } from '@/api/govLookupApi';
import type { CompanyRecord } from '@/api/types/company';
import { toApiError } from '@/api/apiError';

interface Props {
  /** The company number typed so far. */
  value: string;
  /** The one record found (spec section 5: exactly one is accepted). */
  onFound: (record: CompanyRecord) => void;
  /** The id of the company-number input, so the button names what it looks up. */
  inputId?: string;
  className?: string;
}

/**
 * Looks the company number up in the government open-data registry (spec section 7 "External
 * lookup"): a button beside the field, then what was found or section 8's "Lookup" message.
 */
export function CompanyLookup({ value, onFound, inputId, className }: Props) {
  const { t } = useTranslation(['common', 'screenParts']);
  const statusId = useId();
  const [lookup, state] = useLazyLookupCompanyQuery();
  const run = async () => {
    const reply = await lookup(value.trim(), true);
    if (reply.data && !reply.error) onFound(reply.data);
  };
  const error = state.error ? toApiError(state.error) : null;
  const shown = !state.isFetching && state.originalArgs !== undefined;
  return (
    <div className={`company-lookup ${className ?? ''}`.trim()}>
      <CButton
        type="button"
        color="secondary"
        variant="outline"
        size="sm"
        onClick={() => void run()}
        disabled={state.isFetching}
        aria-describedby={[inputId, statusId].filter(Boolean).join(' ')}
      >
        {state.isFetching && <CSpinner as="span" size="sm" className="me-2" aria-hidden="true" />}
        {t('screenParts:companyLookup.button')}
      </CButton>
      <div id={statusId} className="small mt-1" role={error ? 'alert' : 'status'}>
        {shown && error && <span className="text-danger">{t(error.messageKey, { ...error.messageParams, defaultValue: t('errors.unknown') })}</span>}
        {shown && !error && state.data && <span className="text-success-emphasis">{t('screenParts:companyLookup.found', { name: state.data.name })}</span>}
      </div>
    </div>
  );
}
