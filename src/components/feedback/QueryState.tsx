import type { ReactNode } from 'react';
import { CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert';

interface Props {
  isLoading: boolean;
  error?: unknown;
  isEmpty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading, error and empty states of a query, the same on every screen. */
export function QueryState({ isLoading, error, isEmpty, emptyText, onRetry, children }: Props) {
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
  if (isEmpty) return <p className="text-body-secondary py-3 mb-0">{emptyText ?? t('state.empty')}</p>;
  return <>{children}</>;
}
