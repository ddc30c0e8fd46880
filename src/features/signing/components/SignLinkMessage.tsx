import type { ReactNode } from 'react';
import CIcon from '@coreui/icons-react';
import { cilCheckCircle, cilClock, cilWarning, cilUserX } from '@coreui/icons';

const ICONS = { success: cilCheckCircle, expired: cilClock, warning: cilWarning, users: cilUserX } as const;
const COLOURS = { success: 'text-success', expired: 'text-warning', warning: 'text-danger', users: 'text-danger' } as const;

interface Props {
  kind: keyof typeof ICONS;
  title: string;
  text: string;
  children?: ReactNode;
}

/** One clear screen for each end of a sign link: success, expired, no signer, failure. */
export function SignLinkMessage({ kind, title, text, children }: Props) {
  return (
    <section className="sign-message text-center py-3" aria-labelledby="sign-message-title">
      <CIcon icon={ICONS[kind]} className={`sign-message__icon mb-3 ${COLOURS[kind]}`} aria-hidden="true" />
      <h2 id="sign-message-title" className="h5">
        {title}
      </h2>
      <p className="text-body-secondary mb-3">{text}</p>
      {children}
    </section>
  );
}
