import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { recordRequests } from '@/test/recordRequests';
import { replaceValue } from '@/test/fillField';
import { changesOf, openPage, warmUp } from '@/test/workspaceSetupPage';

beforeAll(() => warmUp(() => import('./KeysPage')), 30_000);
afterEach(() => vi.restoreAllMocks());

const open = (as?: string) => openPage('/settings/keys', 'מדפסות ומפתחות', as);
const section = (name: string) => screen.findByRole('region', { name });
const cards = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent);

describe('KeysPage', () => {
  it('lists printer keys and workspace keys: name, key id, last used', async () => {
    const seen = recordRequests();
    await open();
    const printers = await section('מפתחות מדפסת');
    const printerList = await within(printers).findByRole('list', { name: 'מפתחות מדפסת' });
    expect(cards(printerList)).toEqual([
      expect.stringMatching(/^מדפסת משרד ראשימזהה המפתחpk-officeשימוש אחרון\d{2}-\d{2}-\d{4} \d{2}:\d{2}/),
      expect.stringMatching(/^מדפסת סניף הצפוןמזהה המפתחpk-branchשימוש אחרוןלא נעשה שימוש/),
    ]);
    const workspace = await section('מפתחות סביבת עבודה');
    const workspaceList = await within(workspace).findByRole('list', { name: 'מפתחות סביבת עבודה' });
    expect(cards(workspaceList)).toEqual([expect.stringMatching(/^הנהלת חשבונותמזהה המפתחwk1שימוש אחרון\d{2}-\d{2}-\d{4}/)]);
    expect(seen.to('GET', '/api/workspace/printer/keys/gilboa-trade')).toHaveLength(1);
    expect(seen.to('GET', '/api/workspace/keys/gilboa-trade')).toHaveLength(1);
  });

  it('a new printer key is shown once with a copy button, then only its name and id', async () => {
    const seen = recordRequests();
    const { user, store } = await open();
    const printers = await section('מפתחות מדפסת');
    await within(printers).findByText('pk-office');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await replaceValue(user, 'שם המדפסת', 'מדפסת קבלה');
    await user.click(within(printers).getByRole('button', { name: 'יצירת מפתח מדפסת' }));
    const shown = await within(printers).findByRole('region', { name: 'המפתח החדש "מדפסת קבלה"' });
    expect(shown).toHaveTextContent('הוא מוצג רק הפעם');
    const secret = (within(shown).getByLabelText('המפתח מדפסת קבלה') as HTMLInputElement).value;
    expect(secret).toMatch(/^prk_[A-Za-z0-9]{32}$/);
    await user.click(within(shown).getByRole('button', { name: 'העתקת המפתח' }));
    await waitFor(() => expect(within(shown).getByRole('status')).toHaveTextContent('המפתח הועתק.'));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await changesOf(seen)).toEqual([{ method: 'POST', path: '/api/workspace/printer/keys', body: { name: 'מדפסת קבלה', wsId: 'w1' } }]);
    const list = within(printers).getByRole('list', { name: 'מפתחות מדפסת' });
    await waitFor(() => expect(cards(list)).toHaveLength(3));
    expect(cards(list)[2]).toMatch(/^מדפסת קבלהמזהה המפתח.+שימוש אחרוןלא נעשה שימוש/);
    await user.click(within(shown).getByRole('button', { name: 'סיימתי, העתקתי' }));
    expect(within(printers).queryByRole('region', { name: /המפתח החדש/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
    expect(JSON.stringify(store.getState())).not.toContain(secret);
  });

  it('a name already in use is said before sending, and at the field when the server refuses it', async () => {
    const seen = recordRequests();
    const { user } = await open();
    const workspace = await section('מפתחות סביבת עבודה');
    await within(workspace).findByText('wk1');
    const name = () => within(workspace).getByLabelText('שם המפתח');
    await replaceValue(user, 'שם המפתח', ' הנהלת חשבונות ');
    await user.click(within(workspace).getByRole('button', { name: 'יצירת מפתח סביבת עבודה' }));
    await waitFor(() => expect(name()).toHaveAccessibleDescription(/המפתח כבר בשימוש\./));
    await replaceValue(user, 'שם המפתח', 'x'.repeat(21));
    await waitFor(() => expect(name()).toHaveAccessibleDescription(/עד 20 תווים$/));
    expect(await changesOf(seen)).toEqual([]);

    server.use(http.post('*/api/workspace/keys', () => HttpResponse.json({ message: 'Key is already in use' }, { status: 400 })));
    await replaceValue(user, 'שם המפתח', 'מערכת שכר');
    await user.click(within(workspace).getByRole('button', { name: 'יצירת מפתח סביבת עבודה' }));
    await waitFor(() => expect(name()).toHaveAccessibleDescription(/המפתח כבר בשימוש\./));
    expect(name()).toHaveValue('מערכת שכר');
    expect(within(workspace).queryByRole('region', { name: /המפתח החדש/ })).not.toBeInTheDocument();
  });

  it('deletes a key only after the question (DELETE with {wsId, keyId})', async () => {
    const seen = recordRequests();
    const { user } = await open();
    const workspace = await section('מפתחות סביבת עבודה');
    await within(workspace).findByText('wk1');
    await user.click(within(workspace).getByRole('button', { name: 'מחיקה' }));
    let dialog = await screen.findByRole('dialog', { name: 'למחוק את מפתח סביבת העבודה הנהלת חשבונות?' });
    await user.click(within(dialog).getByRole('button', { name: 'ביטול' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await changesOf(seen)).toEqual([]);
    await user.click(within(workspace).getByRole('button', { name: 'מחיקה' }));
    dialog = await screen.findByRole('dialog', { name: 'למחוק את מפתח סביבת העבודה הנהלת חשבונות?' });
    await user.click(within(dialog).getByRole('button', { name: 'מחיקה' }));
    expect(await within(workspace).findByText('עדיין אין מפתחות סביבת עבודה.')).toBeInTheDocument();
    expect(await changesOf(seen)).toEqual([{ method: 'DELETE', path: '/api/workspace/keys', body: { wsId: 'w1', keyId: 'wk1' } }]);
  });

  it.each(['user@demo.co.il', 'viewer@demo.co.il'])('%s reads the printer keys only: no workspace keys, no create or delete', async (as) => {
    const seen = recordRequests();
    await open(as);
    const printers = await section('מפתחות מדפסת');
    await within(printers).findByText('pk-office');
    expect(within(printers).queryByRole('button', { name: 'מחיקה' })).not.toBeInTheDocument();
    expect(within(printers).queryByLabelText('שם המדפסת')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'מפתחות סביבת עבודה' })).not.toBeInTheDocument();
    expect(seen.to('GET', '/api/workspace/keys/gilboa-trade')).toHaveLength(0);
  });
});
