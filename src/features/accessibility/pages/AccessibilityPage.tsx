import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { dayText } from '@/lib/dayText';
import { statementSettings, telHref } from '../statementSettings';
import '../accessibility.css';

/** Regulation 35's parts, in the order the statement gives them: what was adapted, then what was not. */
const ADJUSTMENTS = ['languages', 'keyboard', 'focus', 'contrast', 'zoom', 'motion', 'labels', 'structure', 'signature', 'upload'] as const;
const GAPS = ['camera', 'drawnSignature', 'crop', 'chequeImages', 'cardPayment'] as const;

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="statement__section" aria-labelledby={id}>
      <h2 id={id} className="statement__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The statement's list of `keys`, each the text `prefix.key`. */
function TextList({ prefix, keys }: { prefix: string; keys: readonly string[] }) {
  const { t } = useTranslation('accessibility');
  return (
    <ul className="statement__list">
      {keys.map((key) => (
        <li key={key}>{t(`${prefix}.${key}`)}</li>
      ))}
    </ul>
  );
}

/**
 * /accessibility: the accessibility statement of the service-accessibility regulations (the standard
 * met, the adjustments, the known gaps with their alternatives, whom to ask, the last review), in the
 * visitor's language. Public and light: it opens in the link pages' app, with its own small sheet,
 * from the link every page carries (components/layout/AccessibilityLink).
 */
export function AccessibilityPage() {
  const { t } = useTranslation('accessibility');
  const { contactName, email, phone, reviewedOn } = statementSettings(import.meta.env);
  return (
    <div className="statement">
      <header className="statement__top">
        <a href="/" className="statement__brand">
          {t('common:appName')}
        </a>
        <LanguageSwitch className="statement__langs" buttonClassName="statement__lang" />
      </header>
      <main id="main-content" className="statement__main">
        <h1 className="statement__title">{t('common:titles.accessibility')}</h1>
        <p>{t('intro')}</p>
        <Section heading={t('standard.heading')}>
          <p>{t('standard.text')}</p>
        </Section>
        <Section heading={t('adjustments.heading')}>
          <TextList prefix="adjustments" keys={ADJUSTMENTS} />
        </Section>
        <Section heading={t('checked.heading')}>
          <p>{t('checked.text')}</p>
        </Section>
        <Section heading={t('gaps.heading')}>
          <TextList prefix="gaps" keys={GAPS} />
        </Section>
        <Section heading={t('help.heading')}>
          <p>{t('help.text')}</p>
          <address className="statement__contact">
            <p dir="auto">{contactName ? t('help.coordinatorNamed', { name: contactName }) : t('help.coordinator')}</p>
            {email && (
              <p>
                {t('help.email')}:{' '}
                <a href={`mailto:${email}`} dir="ltr">
                  {email}
                </a>
              </p>
            )}
            {phone && (
              <p>
                {t('help.phone')}:{' '}
                <a href={telHref(phone)} dir="ltr">
                  {phone}
                </a>
              </p>
            )}
          </address>
          <p>{t('help.include')}</p>
        </Section>
        <p className="statement__review">{t('review', { date: dayText(reviewedOn) })}</p>
      </main>
    </div>
  );
}
