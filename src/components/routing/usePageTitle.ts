import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's title for a declared route (`title · app name`), in the current language. */
export function usePageTitle(titleKey: string): string {
  const { t, i18n } = useTranslation('common');
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t, i18n.language]);
  return title;
}
