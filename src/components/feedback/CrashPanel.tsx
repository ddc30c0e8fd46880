import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from './ErrorPanel';
import { isChunkLoadError } from '../routing/lazyPage';

interface Props {
  error: unknown;
  onReset?: () => void;
}

/** What a thrown error or a screen that failed to load shows: a message, a retry and a way home. */
export function CrashPanel({ error }: Props) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  // A payer's or a signer's page loads only the first-paint styles (base.scss): the buttons' come
  // now, in the kit (which repeats base.scss). Already there in the staff app; if this load fails
  // too, the buttons still work unstyled.
  useEffect(() => {
    void import('@/styles/kit').catch(() => undefined);
  }, []);
  return (
    <ErrorPanel
      title={t(chunk ? 'pages.chunkErrorTitle' : 'pages.crashTitle')}
      text={t(chunk ? 'pages.chunkErrorText' : 'pages.crashText')}
    >
      {/* A failed dynamic import stays failed for the life of the page: retry means reload. */}
      {/* CoreUI's button classes on plain elements: no CoreUI React code on a payer's first load. */}
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('actions.retry')}
      </button>
      <a className="btn btn-outline-secondary" href="/">
        {t('actions.goHome')}
      </a>
    </ErrorPanel>
  );
}
