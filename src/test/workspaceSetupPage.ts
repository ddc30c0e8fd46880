import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@/test/renderApp';

/** Loads the lazy page, the signed-in layout and the namespace once, so that a first find does not time out. */
export async function warmUp(load: () => Promise<unknown>) {
  await Promise.all([load(), import('@/app/layout/DefaultLayout'), i18n.loadNamespaces(['workspaceSetup'])]);
}

/** The app at `path`, signed in to gilboa-trade, once the page's heading is there. */
export async function openPage(path: string, heading: string, as = 'owner@demo.co.il', workspace = 'gilboa-trade') {
  const view = renderApp(path, { as, workspace });
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** What a screen changed: the requests other than GET, once their bodies are read. */
export async function changesOf(recorder: { settled: () => Promise<Array<{ method: string; path: string; body: unknown }>> }) {
  return (await recorder.settled()).filter((r) => r.method !== 'GET');
}
