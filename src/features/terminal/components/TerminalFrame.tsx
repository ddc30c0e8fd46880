import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Terminal } from '@/api/types/terminal';
import { changeLanguage } from '@/i18n/i18n';
import { terminalColours, terminalStyle } from '../lib/terminalColours';
import '../terminal.css';

interface Props {
  /** Absent while loading or when the terminal could not be read: the app's neutral colours. */
  terminal?: Terminal;
  title: string;
  message?: string;
  children?: ReactNode;
}

/** The frame of every payer screen: the terminal's logo, name and colours, a language switch. */
export function TerminalFrame({ terminal, title, message, children }: Props) {
  const { t, i18n } = useTranslation('terminal');
  const [logoBroken, setLogoBroken] = useState(false);
  const other = i18n.language === 'en' ? 'he' : 'en';
  return (
    <div className="terminal" style={terminalStyle(terminalColours(terminal))}>
      <header className="terminal__top">
        {terminal?.logo && !logoBroken && (
          <img className="terminal__logo" src={terminal.logo} alt="" width={48} height={48} onError={() => setLogoBroken(true)} />
        )}
        <span className="terminal__brand" dir="auto">{terminal?.name ?? t('common:appName')}</span>
        <button type="button" className="terminal__lang" lang={other} aria-label={t('common:shell.switchLanguageLabel')} onClick={() => void changeLanguage(other)}>
          {t('common:shell.switchLanguage')}
        </button>
      </header>
      <main id="main-content" className="terminal__main">
        <h1 className="terminal__title">{title}</h1>
        {message && (
          <p className="terminal__message" dir="auto">
            {message}
          </p>
        )}
        {children}
      </main>
    </div>
  );
}
