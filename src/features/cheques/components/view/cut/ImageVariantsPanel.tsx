import { useTranslation } from 'react-i18next';
import { IMAGE_VARIANT_KEYS, NO_IMAGE_VARIANTS, useGetImageVariantsQuery } from '@/api/chequeImagesApi';
import { CButton } from '@coreui/react';
import { useErrorText } from '@/components/feedback/ErrorAlert';
import { VariantImage } from './VariantImage';

/** The cheque's pictures in 200-size, tiff and original, front and rear (spec section 3). */
export function ImageVariantsPanel({ checkId, version }: { checkId: string; version: number }) {
  const { t } = useTranslation('chequeMedia');
  const errorText = useErrorText();
  const { data, error, isFetching, refetch } = useGetImageVariantsQuery(checkId);
  // Spec section 8: when the multi-image call fails, all six paths become the placeholder.
  const variants = error ? NO_IMAGE_VARIANTS : data;
  return (
    <section aria-labelledby="variants-title" className="mt-4">
      <h2 id="variants-title" className="h6">
        {t('cut.variants.title')}
      </h2>
      {error && (
        <p className="small text-danger-emphasis d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{t('cut.variants.failed', { reason: errorText(error) })}</span>
          <CButton color="dark" variant="outline" size="sm" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </CButton>
        </p>
      )}
      {!variants ? (
        <p className="text-body-secondary" role="status">
          {isFetching ? t('common:state.loading') : ''}
        </p>
      ) : (
        <ul className="list-unstyled row g-3 mb-0">
          {IMAGE_VARIANT_KEYS.map((key) => (
            <li key={key} className="col-6 col-md-4">
              <figure className="mb-0">
                <VariantImage path={variants[key]} alt={t(`cut.variants.${key}`)} version={version} />
                <figcaption className="small text-body-secondary mt-1">{t(`cut.variants.${key}`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
