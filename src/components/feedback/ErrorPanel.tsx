import type { ReactNode } from 'react';
import { AccessibilityLink } from '../layout/AccessibilityLink';

interface Props {
  title: string;
  text: string;
  code?: string;
  children?: ReactNode;
}

/** A full-page message (404, 500, crash, load error); plain markup so it renders whatever failed. */
export function ErrorPanel({ title, text, code, children }: Props) {
  return (
    <main className="error-panel" id="main-content">
      <div className="error-panel__box">
        {code && <p className="error-panel__code" aria-hidden="true">{code}</p>}
        <h1 className="h3">{title}</h1>
        <p className="text-body-secondary">{text}</p>
        <div className="d-flex gap-2 justify-content-center flex-wrap">{children}</div>
        <p className="error-panel__foot">
          <AccessibilityLink />
        </p>
      </div>
    </main>
  );
}
