import type { ReactNode } from 'react';

// CoreUI's alert classes, written whole (the build keeps the classes the code writes).
const TONES = { danger: 'alert alert-danger', warning: 'alert alert-warning', success: 'alert alert-success' } as const;

interface Props {
  tone: keyof typeof TONES;
  /** `alert` for a refusal or a warning the user must see; `status` for news. */
  role: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}

/**
 * A message box in CoreUI's alert look, always shown: CAlert's fade-out and close (react-transition-group's
 * Transition, the close button, about 2.5 kB gzip) for the alerts of the home, the shell and the sign-in,
 * which never fade or close. A dismissible alert is CAlert's.
 */
export function Notice({ tone, role, className, children }: Props) {
  return (
    <div className={className ? `${TONES[tone]} ${className}` : TONES[tone]} role={role}>
      {children}
    </div>
  );
}
