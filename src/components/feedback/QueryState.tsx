import type { ReactNode } from 'react';
import { CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { ErrorAlert } from './ErrorAlert';

interface Props {
  isLoading: boolean;
  error?: unknown;
  isEmpty?: boolean;
  emptyText?: string;
  /** The next step offered when empty (a link or button), see EmptyState. */
  emptyAction?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading, error and empty states of a query, the same on every screen (docs/ui-conventions.md). */
export function QueryState({ isLoading, error, isEmpty, emptyText, emptyAction, onRetry, children }: Props) {
  const { t } = useTranslation('common');
  if (isLoading) {
    return (
      <div className="d-flex justify-content-center py-4" role="status">
        <CSpinner color="primary" size="sm" aria-hidden="true" />
        <span className="ms-2">{t('state.loading')}</span>
      </div>
    );
  }
  if (error) return <ErrorAlert error={error} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState compact text={emptyText ?? t('state.empty')} action={emptyAction} />;
  return <>{children}</>;
}
