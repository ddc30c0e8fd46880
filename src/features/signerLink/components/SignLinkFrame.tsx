import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { AccessibilityLink } from '@/components/layout/AccessibilityLink';

/**
 * The frame of the signer's link page (as PublicFrame looks, drawn without CoreUI: the
 * signer's first download on a phone): the
 * app's name, the language switch, and one card with the page's heading.
 */
export function SignLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="link-page">
      <header className="link-page__top">
        <Link to="/" className="link-page__brand">
          {t('appName')}
        </Link>
        <LanguageSwitch className="link-page__langs" buttonClassName="link-page__lang" />
      </header>
      <main id="main-content" className="link-page__main">
        <div className="link-page__card">
          <h1 className="link-page__title">{title}</h1>
          {children}
        </div>
      </main>
      <footer className="link-page__foot">
        <AccessibilityLink />
      </footer>
    </div>
  );
}
