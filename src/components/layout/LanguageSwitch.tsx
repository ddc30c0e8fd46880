import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n/i18n';

/** Hebrew by default; one button switches to the other language, and `dir` follows. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const other = i18n.language === 'en' ? 'he' : 'en';
  return (
    <CButton
      color="primary"
      variant="ghost"
      size="sm"
      className={className}
      lang={other}
      aria-label={t('shell.switchLanguageLabel')}
      onClick={() => void changeLanguage(other)}
    >
      {t('shell.switchLanguage')}
    </CButton>
  );
}
