import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/**
 * The link to the accessibility statement that every page carries (the service-accessibility
 * regulations). A plain link to a new tab: a payer halfway through a scan, a signer or a staff
 * member with a form half filled keeps the page; the tab opens the statement's own light app
 * (src/boot/landingPages.ts). The new tab is said, not only shown (WCAG 3.2.5).
 */
export function AccessibilityLink({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <a className={className} href={paths.accessibility} target="_blank" rel="noopener">
      {t('titles.accessibility')} <span className="visually-hidden">{t('shell.newTab')}</span>
    </a>
  );
}
