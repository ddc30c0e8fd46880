import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBackTarget } from './backLink';
import '@/styles/parts/pageHeader.scss';

interface Props {
  title: ReactNode;
  /** A line under the title: a count, the active workspace, a status. */
  subtitle?: ReactNode;
  /**
   * The way back: `to` is the fallback; the page the user came from (router state, see
   * backLink.ts) wins when `accepts` it, so a list comes back with its filters.
   */
  back?: { to: string; label: string; accepts?: (path: string) => boolean };
  /** The primary action (one filled button) and at most a few secondary ones, end-aligned. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The top of every signed-in screen: back link, one h1, subtitle and the primary action. */
export function PageHeader({ title, subtitle, back, actions, children }: Props) {
  const backTo = useBackTarget(back?.to ?? '/', back?.accepts);
  return (
    <header className="page-header">
      {back && (
        <Link to={backTo} className="page-header__back">
          <svg className="page-header__back-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {back.label}
        </Link>
      )}
      <div className="page-header__row">
        <div className="page-header__titles">
          <h1 className="page-header__title">{title}</h1>
          <div className="page-header__subtitle">{subtitle}</div>
        </div>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
      {children}
    </header>
  );
}
