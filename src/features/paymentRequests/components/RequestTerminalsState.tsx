import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/feedback/QueryState';
import { paths } from '@/config/paths';
import type { RequestTerminals } from '../useRequestTerminals';

interface Props extends Pick<RequestTerminals, 'terminals' | 'options' | 'isLoading'> {
  children: ReactNode;
}

/** A new request needs a terminal: the form shows once the workspace's terminals are read, else where to add one. */
export function RequestTerminalsState({ terminals, options, isLoading, children }: Props) {
  const { t } = useTranslation('paymentRequests');
  return (
    <QueryState
      isLoading={isLoading}
      error={terminals.error}
      onRetry={() => void terminals.refetch()}
      isEmpty={!options.length}
      emptyText={t('form.noTerminals')}
      emptyAction={<Link to={paths.terminals}>{t('form.toTerminals')}</Link>}
    >
      {children}
    </QueryState>
  );
}
