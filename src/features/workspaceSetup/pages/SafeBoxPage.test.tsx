import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests } from '@/test/recordRequests';
import { setSafeTestWait } from '@mocks/db/setup/safeBox';
import { replaceValue } from '@/test/fillField';
import { changesOf, openPage, warmUp } from '@/test/workspaceSetupPage';

beforeAll(() => warmUp(() => import('./SafeBoxPage')), 30_000);
afterEach(() => setSafeTestWait(60));

const KEY = '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEA\n-----END PRIVATE KEY-----\n';
const CERT = KEY.replace(/PRIVATE KEY/g, 'CERTIFICATE');
const pem = (text: string, name = 'safe.pem') => new File([text], name, { type: 'application/x-pem-file' });

async function openEmpty() {
  const view = await openPage('/settings/safe-box', 'כספת', 'owner@demo.co.il', 'dana-private');
  await screen.findByRole('button', { name: 'חיבור הכספת' });
  return view;
}

describe('SafeBoxPage', () => {
  it('connects with a .pem key: the key is sent once and kept nowhere', async () => {
    const seen = recordRequests();
    const { user, store } = await openEmpty();
    await user.click(screen.getByLabelText(/כספת פרטית/));
    await replaceValue(user, 'שם משתמש בכספת', 'dana_safe');
    await user.upload(screen.getByLabelText('קובץ המפתח'), pem(KEY));
    await user.click(screen.getByRole('button', { name: 'חיבור הכספת' }));
    const section = await screen.findByRole('region', { name: 'חיבור לכספת' });
    await waitFor(() => expect(within(section).getByText('dana_safe')).toBeInTheDocument());
    expect(within(section).getByText('safe.pem')).toBeInTheDocument();
    expect(await changesOf(seen)).toEqual([
      { method: 'PUT', path: '/api/workspace/dana-private/safe-box', body: { safeType: 'private', userName: 'dana_safe', keyFileName: 'safe.pem', keyFile: KEY } },
    ]);
    expect(JSON.stringify(store.getState())).not.toContain('MIIBVQ');
  });

  it('refuses what is not a .pem key before sending', async () => {
    const seen = recordRequests();
    await openEmpty();
    // A person can pick "all files" in the browser's chooser: the form must refuse it itself.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'חיבור הכספת' }));
    expect(await screen.findByText('בחרו סוג כספת')).toBeInTheDocument();
    expect(screen.getByText('בחרו את קובץ המפתח')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/כספת בניהול הבנק/));
    await replaceValue(user, 'שם משתמש בכספת', 'dana_safe');
    await user.upload(screen.getByLabelText('קובץ המפתח'), pem(KEY, 'safe.key'));
    expect(await screen.findByText('אפשר להעלות רק קובץ ‎.pem')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('קובץ המפתח'), pem('hello', 'safe.pem'));
    await user.click(screen.getByRole('button', { name: 'חיבור הכספת' }));
    expect(await screen.findByText('הקובץ אינו מפתח בפורמט PEM')).toBeInTheDocument();
    expect(await changesOf(seen)).toEqual([]);
  });

  it('tests the connection, waits out the countdown, and tests again', async () => {
    setSafeTestWait(2);
    const seen = recordRequests();
    const tests = seen.to('POST', '/api/workspace/gilboa-trade/safe-box/test');
    const { user } = await openPage('/settings/safe-box', 'כספת');
    const run = await screen.findByRole('button', { name: 'בדיקת החיבור' });
    await user.click(run);
    expect(await screen.findByText('החיבור לכספת תקין')).toBeInTheDocument();
    expect(await screen.findByText(/אפשר לבדוק שוב בעוד 0:0[12]/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'בדיקת החיבור' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'בדיקת החיבור' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'בדיקת החיבור' }));
    await waitFor(() => expect(tests).toHaveLength(2));
    expect((await changesOf(seen)).map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/workspace/gilboa-trade/safe-box/test'],
      ['POST', '/api/workspace/gilboa-trade/safe-box/test'],
    ]);
  });

  it('a failed test says so, with what to do', async () => {
    const { user } = await openEmpty();
    await user.click(screen.getByLabelText(/כספת פרטית/));
    await replaceValue(user, 'שם משתמש בכספת', 'dana_safe');
    await user.upload(screen.getByLabelText('קובץ המפתח'), pem(CERT));
    await user.click(screen.getByRole('button', { name: 'חיבור הכספת' }));
    await user.click(await screen.findByRole('button', { name: 'בדיקת החיבור' }));
    expect(await screen.findByText('החיבור לכספת נכשל')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('החיבור לכספת נכשל. נסו שוב או פנו לתמיכה.');
  });

  it('disconnects after confirming', async () => {
    const seen = recordRequests();
    const { user } = await openPage('/settings/safe-box', 'כספת');
    await user.click(await screen.findByRole('button', { name: 'ניתוק הכספת' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ניתוק הכספת' }));
    expect(await screen.findByRole('button', { name: 'חיבור הכספת' })).toBeInTheDocument();
    expect((await changesOf(seen)).map((r) => [r.method, r.path])).toEqual([['DELETE', '/api/workspace/gilboa-trade/safe-box']]);
  });

  it('a viewer sees the connection and may not change or test it', async () => {
    await openPage('/settings/safe-box', 'כספת', 'viewer@demo.co.il');
    expect(await screen.findByText('gilboa_safe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ניתוק הכספת' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'בדיקת החיבור' })).toBeDisabled();
  });
});
