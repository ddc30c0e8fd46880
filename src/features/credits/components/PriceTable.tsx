import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CreditPrice } from '@/api/types/credits';
import { Money } from '@/components/display/Money';
import '@/styles/parts/stackedTable.scss';
import { FieldError } from '@/components/form/FieldError';
import { TableScroll } from '@/components/list/TableScroll';

/**
 * The packages of GET /api/payment/prices as a table to choose from: one radio per row, labelled by
 * its number of credits, with the price per cheque, the price before VAT, the VAT and the total.
 */
export function PriceTable({ prices, disabled }: { prices: CreditPrice[]; disabled?: boolean }) {
  const { t } = useTranslation('credits');
  const [field, meta, helpers] = useField<string>('priceId');
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <fieldset aria-describedby={error ? 'price-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend className="fs-6 fw-semibold float-none">{t('buy.legend')}</legend>
      <TableScroll label={t('buy.legend')}>
        <table className="table stacked-table credits-prices align-middle">
          <thead>
            <tr>
              <th scope="col">{t('prices.credits')}</th>
              <th scope="col" className="money-col">{t('prices.costPerCheck')}</th>
              <th scope="col" className="money-col">{t('prices.costPerUnit')}</th>
              <th scope="col" className="money-col">{t('prices.vat')}</th>
              <th scope="col" className="money-col">{t('prices.total')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((price) => {
              const id = `price-${price.id}`;
              const checked = field.value === price.id;
              return (
                <tr key={price.id} className={checked ? 'table-active' : undefined}>
                  <td>
                    <div className="form-check mb-0">
                      <input
                        className="form-check-input"
                        type="radio"
                        id={id}
                        name="priceId"
                        value={price.id}
                        checked={checked}
                        disabled={disabled}
                        onChange={() => {
                          void helpers.setTouched(true, false);
                          void helpers.setValue(price.id);
                        }}
                      />
                      <label className="form-check-label fw-semibold" htmlFor={id}>
                        {t('prices.package', { count: price.credits })}
                      </label>
                    </div>
                  </td>
                  <td className="money-col" data-label={t('prices.costPerCheck')}>
                    <Money value={price.costPerCheck} />
                  </td>
                  <td className="money-col" data-label={t('prices.costPerUnit')}>
                    <Money value={price.costPerUnit} />
                  </td>
                  <td className="money-col" data-label={t('prices.vat')}>
                    <Money value={price.vat} />
                  </td>
                  <td className="money-col fw-semibold" data-label={t('prices.total')}>
                    <Money value={price.total} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {error && (
        <FieldError id="price-error" alert>
          {t(error)}
        </FieldError>
      )}
    </fieldset>
  );
}
