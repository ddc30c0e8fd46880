import { useTranslation } from 'react-i18next';
import { PublicFrame } from './PublicFrame';

/** A route whose screen a later issue builds: real route, title and chunk, simple content. */
export function UnderConstruction({ titleKey, publicFrame = true }: { titleKey: string; publicFrame?: boolean }) {
  const { t } = useTranslation('common');
  if (!publicFrame) {
    return (
      <section>
        <h1 className="h4">{t(titleKey)}</h1>
        <p className="text-body-secondary">{t('pages.comingSoon')}</p>
      </section>
    );
  }
  return (
    <PublicFrame title={t(titleKey)}>
      <p className="text-body-secondary mb-0">{t('pages.comingSoon')}</p>
    </PublicFrame>
  );
}
