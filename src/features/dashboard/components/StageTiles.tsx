import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/display/Money';
import { formatMoney } from '@/lib/money';
import type { StageSummary } from '../rules/homeSummary';

interface Props {
  stages: StageSummary[];
  /** Where each stage's link leads (the list filtered to it, or the to-sign page). */
  hrefOf: (stage: StageSummary['stage']) => string;
}

/** Per stage: the count and the shekel total, each a link to the cheques behind it. */
export function StageTiles({ stages, hrefOf }: Props) {
  const { t, i18n } = useTranslation('home');
  return (
    <section aria-labelledby="stages-title" className="mb-4">
      <h2 id="stages-title" className="home-section-title">
        {t('stagesTitle')}
      </h2>
      <ul className="stage-tiles list-unstyled">
        {stages.map(({ stage, count, agorot }) => (
          <li key={stage}>
            <Link
              to={hrefOf(stage)}
              className={`stage-tile stage-tile--${stage}${count ? '' : ' stage-tile--empty'}`}
              aria-label={t('stageLink', { stage: t(`stages.${stage}.title`), count: t('count', { count }), amount: formatMoney(agorot, i18n.language) })}
            >
              <span className="stage-tile__title">{t(`stages.${stage}.title`)}</span>
              <Money agorot={agorot} className="stage-tile__amount" />
              <span className="stage-tile__count">{t('count', { count })}</span>
              <span className="stage-tile__hint">{t(`stages.${stage}.hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
