import type { ReactNode } from 'react';
import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from './LanguageSwitch';
import { AccessibilityLink } from './AccessibilityLink';

interface Props {
  title: string;
  children: ReactNode;
  /** Wider card for longer forms. */
  wide?: boolean;
}

/** The frame of every public screen: brand, language switch, one centred card, the accessibility statement's link. */
export function PublicFrame({ title, children, wide }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className="public-frame">
      <header className="public-frame__top">
        <Link to="/" className="public-frame__brand">
          {t('appName')}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main-content" className={wide ? 'public-frame__main public-frame__main--wide' : 'public-frame__main'}>
        <CCard className="shadow-sm border-0">
          <CCardBody className="p-4">
            <h1 className="h4 mb-4">{title}</h1>
            {children}
          </CCardBody>
        </CCard>
      </main>
      <footer className="public-frame__foot">
        <AccessibilityLink />
      </footer>
    </div>
  );
}
