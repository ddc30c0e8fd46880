import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerminalBusiness } from '@/api/terminalCalls';
import type { Terminal } from '@/api/types/terminal';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { terminalColours, terminalStyle } from './terminalColours';
import './terminal.css';
import { safeAddress } from '@/lib/safeUrl';
import { AccessibilityLink } from '../layout/AccessibilityLink';

/** What of a terminal its frame shows: the branding (a form being edited is enough). */
export type TerminalBranding = Pick<Terminal, 'name' | 'logo' | 'backgroundColor' | 'color1' | 'color2'>;

interface Props {
  /** Absent while loading or when the terminal could not be read: the app's neutral colours. */
  terminal?: TerminalBranding;
  /** The workspace behind the terminal: its name (and logo, when the terminal has none) on top. */
  business?: TerminalBusiness;
  title: string;
  /** What to do here, following the terminal's settings (under the heading). */
  subtitle?: string;
  /** The merchant's own words to the payer (MerchantMessage: as written, in a translated frame). */
  message?: string;
  children?: ReactNode;
  /**
   * Drawn inside a staff screen as a preview of the payer's page (terminal settings): the same
   * look, without the page's landmarks and heading. The caller makes the preview inert (its
   * language switch switches nothing).
   */
  preview?: boolean;
  /**
   * The terminal is still loading: the top keeps its place but shows no name yet, so the
   * business's name and logo appear rather than move the app's name (no layout shift).
   */
  pending?: boolean;
}

/**
 * The frame of every payer screen: the terminal's logo, name and colours, a language switch, the
 * accessibility statement's link (not in the staff's preview, whose shell has it).
 * Shared by the payer's pages and the live preview of the terminal settings.
 */
export function TerminalFrame({ terminal, business, title, subtitle, message, children, preview = false, pending = false }: Props) {
  const { t } = useTranslation('payerLink');
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const Header = preview ? 'div' : 'header';
  const Main = preview ? 'div' : 'main';
  const Title = preview ? 'p' : 'h1';
  const wanted = safeAddress(terminal?.logo, 'image') ?? safeAddress(business?.logo, 'image');
  const logo = wanted && wanted !== brokenLogo ? wanted : null;
  // The business's name first; the terminal's own name (a till, a branch) under it when it differs.
  const name = business?.name || terminal?.name || t('common:appName');
  const place = business?.name && terminal?.name && terminal.name !== business.name ? terminal.name : null;
  return (
    <div className={preview ? 'terminal terminal--preview' : 'terminal'} style={terminalStyle(terminalColours(terminal))}>
      <Header className="terminal__top">
        {logo && <img className="terminal__logo" src={logo} alt="" width={48} height={48} onError={() => setBrokenLogo(logo)} />}
        <span className="terminal__brand">
          {!pending && (
            <span className="terminal__business" dir="auto">
              {name}
            </span>
          )}
          {place && (
            <span className="terminal__place" dir="auto">
              {place}
            </span>
          )}
        </span>
        <LanguageSwitch className="terminal__langs" buttonClassName="terminal__lang" />
      </Header>
      <Main id={preview ? undefined : 'main-content'} className="terminal__main">
        <Title className="terminal__title">{title}</Title>
        {subtitle && <p className="terminal__message">{subtitle}</p>}
        {message && <MerchantMessage text={message} from={name} className="terminal__message" />}
        {children}
      </Main>
      {!preview && (
        <footer className="terminal__foot">
          <AccessibilityLink />
        </footer>
      )}
    </div>
  );
}

interface MerchantMessageProps {
  /** The merchant's words, exactly as written (any language). */
  text: string;
  /** Who wrote it: the business (or the terminal) the payer is paying. */
  from: string;
  className?: string;
}

/**
 * A message the merchant wrote to the payer, shown as written (a Hebrew welcome stays Hebrew on
 * an English page, in its own direction) inside a frame in the page's language that says whose
 * words these are.
 */
export function MerchantMessage({ text, from, className }: MerchantMessageProps) {
  const { t } = useTranslation('payerLink');
  const id = useId();
  // Named by its caption explicitly: not every screen reader takes a figure's name from it.
  return (
    <figure className={`merchant-message ${className ?? ''}`.trim()} aria-labelledby={id}>
      <figcaption id={id} className="merchant-message__from">
        {/* The name isolated in its own direction (first-strong isolate), not by <Trans>: 4.8 kB on the payer's first download. */}
        {t('merchantMessage.from', { name: `\u2068${from}\u2069` })}
      </figcaption>
      <blockquote className="merchant-message__text" dir="auto">
        {text}
      </blockquote>
    </figure>
  );
}
