import { useState } from 'react';
import { CAlert, CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useTestSafeBoxMutation } from '@/api/safeBoxApi';
import { toApiError } from '@/api/apiError';
import type { SafeBox, SafeBoxTest } from '@/api/types/safeBox';
import { DateText } from '@/components/display/DateText';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { catalogueKey } from '@/api/errorCatalogue';
import { formatCountdown } from '../../rules/safeBox';
import { useCountdown } from './useCountdown';

/** The connection test (our POST .../safe-box/test): good or failed, then a waiting period shown as a countdown. */
export function SafeBoxTestPanel({ ws, safeBox, disabled }: { ws: string; safeBox: SafeBox; disabled?: boolean }) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [test, state] = useTestSafeBoxMutation();
  const [waitUntil, setWaitUntil] = useState<string | null>(null);
  const until = waitUntil ?? safeBox.nextTestAt ?? null;
  const left = useCountdown(until);
  const result: SafeBoxTest | null | undefined = state.data?.test ?? safeBox.lastTest;
  const waitError = state.error && toApiError(state.error).status === 429;

  const run = async () => {
    const reply = await test(ws);
    if (!('error' in reply) && reply.data) setWaitUntil(reply.data.nextTestAt);
    if ('error' in reply) {
      const next = (toApiError(reply.error).data as { nextTestAt?: string } | undefined)?.nextTestAt;
      if (next) setWaitUntil(next);
    }
  };

  return (
    <div>
      {result && (
        <CAlert color={result.result === 'good' ? 'success' : 'danger'} role="status" className="mb-3">
          <strong className="d-block">{t(result.result === 'good' ? 'safeBox.test.good' : 'safeBox.test.failed')}</strong>
          {result.result === 'failed' && <span className="d-block">{t(`common:errors.${catalogueKey(result.message ?? '') ?? 'safeConnectionFailed'}`)}</span>}
          <span className="small">
            {t('safeBox.test.at')} <DateText value={result.testedAt} withTime />
          </span>
        </CAlert>
      )}
      {state.error && !waitError ? <ErrorAlert error={state.error} /> : null}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <CButton color="primary" variant="outline" onClick={() => void run()} disabled={disabled || state.isLoading || left > 0} aria-describedby="safe-test-wait">
          {state.isLoading && <CSpinner as="span" size="sm" className="me-2" aria-hidden="true" />}
          {t('safeBox.test.run')}
        </CButton>
        <span id="safe-test-wait" className="small text-body-secondary" aria-live="polite">
          {left > 0 ? t('safeBox.test.wait', { time: formatCountdown(left) }) : ''}
        </span>
      </div>
    </div>
  );
}
