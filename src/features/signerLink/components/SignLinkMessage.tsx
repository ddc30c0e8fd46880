import type { ReactNode } from 'react';

type Kind = 'success' | 'expired' | 'warning' | 'users';

/** Line icons drawn here (24×24, stroked in the text colour): no icon library on a link page. */
const ICONS: Record<Kind, ReactNode> = {
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </>
  ),
  expired: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6.5V12l3.5 2.5" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3L2 20.5h20z" />
      <path d="M12 10v4.5" />
      <path d="M12 17.5v.5" />
    </>
  ),
  users: (
    <>
      <circle cx="10" cy="8" r="4" />
      <path d="M2.5 21c0-4.1 3.4-7 7.5-7 1.6 0 3 .4 4.2 1.1" />
      <path d="M16.5 16.5l5 5m0-5l-5 5" />
    </>
  ),
};

interface Props {
  kind: Kind;
  title: string;
  text: string;
  children?: ReactNode;
}

/** One clear screen for each end of a sign link: success, expired, no signer, failure. */
export function SignLinkMessage({ kind, title, text, children }: Props) {
  return (
    <section className="link-message" aria-labelledby="sign-message-title">
      <svg className={`link-message__icon link-message__icon--${kind}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {ICONS[kind]}
      </svg>
      <h2 id="sign-message-title" className="link-message__title">
        {title}
      </h2>
      <p className="link-message__text">{text}</p>
      {children}
    </section>
  );
}
