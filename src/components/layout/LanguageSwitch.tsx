import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { LANGUAGE_NAMES } from './languageNames';

interface Props {
  /** The group's class (its place in the frame). */
  className?: string;
  /** Each button's class: CoreUI's ghost button in the staff and public frames, the link pages' own. */
  buttonClassName?: string;
}

/**
 * The language switch of every frame (staff header, public pages, the payer's and the signer's
 * pages, the terminal settings' preview, which is inert): a button for each other language, named
 * in that language (`lang` set, so that a screen reader reads the name in its own voice); `dir`
 * follows the choice (i18n.ts). No CoreUI component: the link pages' first download has none.
 */
export function LanguageSwitch({ className = '', buttonClassName = 'btn btn-ghost-primary btn-sm' }: Props) {
  const { t, i18n } = useTranslation('common');
  return (
    <div className={`language-switch ${className}`} role="group" aria-label={t('shell.language')}>
      {/* i18n.language is one of LANGUAGES: i18n.ts sets no other */}
      {LANGUAGES.filter((language) => language !== i18n.language).map((language) => (
        <button key={language} type="button" className={buttonClassName} lang={language} onClick={() => void changeLanguage(language)}>
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
