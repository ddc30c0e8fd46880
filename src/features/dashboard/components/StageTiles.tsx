import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/display/Money';
import { ACTING_STAGES, type StageSummary } from '../rules/homeSummary';

interface Props {
  stages: StageSummary[];
  /** Where each stage's link leads (the list filtered to it). */
  hrefOf: (stage: StageSummary['stage']) => string;
}

/**
 * Per stage a tile linking to its cheques. Where a person acts (to handle, signing, needs
 * attention) the tile leads with what waits for this user and says how many wait for someone
 * else; where the bank moves next, or nothing does, it shows the count and the total.
 */
export function StageTiles({ stages, hrefOf }: Props) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="stages-title" className="stage-tiles-room mb-4">
      <h2 id="stages-title" className="home-section-title">
        {t('stagesTitle')}
      </h2>
      <ul className="stage-tiles list-unstyled">
        {stages.map(({ stage, count, agorot, mine, mineAgorot, others }) => {
          const acting = ACTING_STAGES.has(stage);
          const shown = acting ? mineAgorot : agorot;
          const countText = acting ? t('staff:turns.mineShort', { count: mine }) : t('count', { count });
          const othersText = acting && others ? t('staff:turns.others', { count: others }) : '';
          return (
            <li key={stage}>
              <Link
                to={hrefOf(stage)}
                className={`stage-tile stage-tile--${stage}${(acting ? mine : count) ? '' : ' stage-tile--empty'}`}
              >
                {/* Named by what it shows, in its order (WCAG 2.5.3); the spaces part the words for a
                    screen reader and take no room between the grid's cells. */}
                <span className="stage-tile__title">{t(`stages.${stage}.title`)}</span>{' '}
                <Money agorot={shown} className="stage-tile__amount" />{' '}
                <span className="stage-tile__count">{countText}</span>{' '}
                {othersText && <span className="stage-tile__others small text-body-secondary">{othersText}</span>}{' '}
                <span className="stage-tile__hint">{t(`stages.${stage}.hint`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
