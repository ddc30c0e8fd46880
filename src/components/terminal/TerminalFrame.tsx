import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Terminal } from '@/api/types/terminal';
import { changeLanguage } from '@/i18n/i18n';
import { terminalColours, terminalStyle } from './terminalColours';
import './terminal.css';

/** What of a terminal its frame shows: the branding (a form being edited is enough). */
export type TerminalBranding = Pick<Terminal, 'name' | 'logo' | 'backgroundColor' | 'color1' | 'color2'>;

interface Props {
  /** Absent while loading or when the terminal could not be read: the app's neutral colours. */
  terminal?: TerminalBranding;
  title: string;
  message?: string;
  children?: ReactNode;
  /**
   * Drawn inside a staff screen as a preview of the payer's page (terminal settings): the same
   * look, without the page's landmarks and heading, and with a language switch that switches
   * nothing. The caller makes the preview inert.
   */
  preview?: boolean;
}

/**
 * The frame of every payer screen: the terminal's logo, name and colours, a language switch.
 * Shared by the payer's pages and the live preview of the terminal settings.
 */
export function TerminalFrame({ terminal, title, message, children, preview = false }: Props) {
  const { t, i18n } = useTranslation('terminal');
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const other = i18n.language === 'en' ? 'he' : 'en';
  const Header = preview ? 'div' : 'header';
  const Main = preview ? 'div' : 'main';
  const Title = preview ? 'p' : 'h1';
  const logo = terminal?.logo && terminal.logo !== brokenLogo ? terminal.logo : null;
  return (
    <div className={preview ? 'terminal terminal--preview' : 'terminal'} style={terminalStyle(terminalColours(terminal))}>
      <Header className="terminal__top">
        {logo && <img className="terminal__logo" src={logo} alt="" width={48} height={48} onError={() => setBrokenLogo(logo)} />}
        <span className="terminal__brand" dir="auto">
          {terminal?.name || t('common:appName')}
        </span>
        {preview ? (
          <span className="terminal__lang" lang={other}>
            {t('common:shell.switchLanguage')}
          </span>
        ) : (
          <button type="button" className="terminal__lang" lang={other} aria-label={t('common:shell.switchLanguageLabel')} onClick={() => void changeLanguage(other)}>
            {t('common:shell.switchLanguage')}
          </button>
        )}
      </Header>
      <Main id={preview ? undefined : 'main-content'} className="terminal__main">
        <Title className="terminal__title">{title}</Title>
        {message && (
          <p className="terminal__message" dir="auto">
            {message}
          </p>
        )}
        {children}
      </Main>
    </div>
  );
}
