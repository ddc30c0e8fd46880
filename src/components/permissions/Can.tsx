import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionAction } from '@/lib/permissions';
import { usePermission, type PermissionSubject } from '@/state/usePermission';

interface CanProps extends PermissionSubject {
  action: PermissionAction;
  /** Shown instead when refused; nothing by default (the action is hidden). */
  fallback?: ReactNode;
  /** Or a render function that decides itself, e.g. to disable a button and say why. */
  children: ReactNode | ((allowed: boolean, reason: string | null) => ReactNode);
}

/** Renders its children only when the user may do `action` (hides what cannot be used). */
export function Can({ action, account, cheque, fallback = null, children }: CanProps) {
  const { t } = useTranslation('common');
  const permission = usePermission();
  const key = permission.reason(action, { account, cheque });
  if (typeof children === 'function') return <>{children(!key, key ? t(key) : null)}</>;
  return <>{key ? fallback : children}</>;
}

interface PermissionReasonProps extends PermissionSubject {
  action: PermissionAction;
  id?: string;
  className?: string;
}

/** Says why an action is refused (nothing when it is allowed); link it with aria-describedby. */
export function PermissionReason({ action, account, cheque, id, className = 'small text-body-secondary' }: PermissionReasonProps) {
  const { t } = useTranslation('common');
  const key = usePermission().reason(action, { account, cheque });
  if (!key) return null;
  return (
    <span id={id} className={className}>
      {t(key)}
    </span>
  );
}
