import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';
import { replaceValue } from '@/test/fillField';
import { changesOf, openPage, warmUp } from '@/test/workspaceSetupPage';

beforeAll(() => warmUp(() => import('./TagsPage')), 30_000);

const open = (as?: string) => openPage('/settings/tags', 'תגיות', as);
const tagList = () => screen.findByRole('list', { name: 'התגיות של סביבת העבודה' });
const badge = (name: string) => screen.getByText(name, { selector: '.tag-badge span' }).parentElement!;

describe('TagsPage', () => {
  it('lists the tags in their colours, white text on dark ones and black on light ones', async () => {
    const seen = recordRequests();
    await open();
    const list = await tagList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('דחוף#c62828'),
      expect.stringContaining('ספקים#1565c0'),
      expect.stringContaining('לקוח VIP#ffd54f'),
    ]);
    expect(badge('דחוף')).toHaveStyle({ backgroundColor: '#c62828', color: '#ffffff' });
    expect(badge('לקוח VIP')).toHaveStyle({ backgroundColor: '#ffd54f', color: '#000000' });
    expect(seen.to('GET', '/api/workspace/tags/gilboa-trade')).toHaveLength(1);
  });

  it('creates a tag with a name and a colour (POST {name, color}) and lists it', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await tagList();
    await replaceValue(user, 'שם התגית', '  החזרות ');
    await user.click(screen.getByRole('radio', { name: 'סגול' }));
    expect(screen.getByLabelText('קוד הצבע')).toHaveValue('#6a1b9a');
    // The preview is drawn by the same rule: white on this dark purple.
    const preview = screen.getByText('החזרות', { selector: '.tag-badge span' }).parentElement!;
    expect(preview).toHaveStyle({ backgroundColor: '#6a1b9a', color: '#ffffff' });
    await user.click(screen.getByRole('button', { name: 'יצירת התגית' }));
    expect(await screen.findByText('התגית החזרות נוצרה.')).toBeInTheDocument();
    expect(screen.getByLabelText('שם התגית')).toHaveValue('');
    expect(await changesOf(seen)).toEqual([{ method: 'POST', path: '/api/workspace/tags/gilboa-trade', body: { name: 'החזרות', color: '#6a1b9a' } }]);
    const list = await tagList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(db.tags.some((t) => t.wsId === 'w1' && t.name === 'החזרות' && t.color === '#6a1b9a')).toBe(true);
  });

  it('a typed colour code is used; a light one gets black text; a mid tone is warned', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await tagList();
    await replaceValue(user, 'שם התגית', 'בהיר');
    await replaceValue(user, 'קוד הצבע', '#zzzzzz');
    await user.click(screen.getByRole('button', { name: 'יצירת התגית' }));
    expect(screen.getByLabelText('קוד הצבע')).toHaveAccessibleDescription(/יש להקליד צבע בצורה/);
    // A mid tone: the white text the rule picks reads poorly, and the form says so (without blocking).
    await replaceValue(user, 'קוד הצבע', '#1e88e5');
    expect(screen.getByLabelText('קוד הצבע')).toHaveAccessibleDescription(/קשה לקרוא טקסט על הצבע הזה/);
    await replaceValue(user, 'קוד הצבע', '#a5d6a7');
    expect(screen.getByLabelText('קוד הצבע')).not.toHaveAccessibleDescription(/קשה לקרוא/);
    expect(screen.getByText('בהיר', { selector: '.tag-badge span' }).parentElement).toHaveStyle({ color: '#000000' });
    await user.click(screen.getByRole('button', { name: 'יצירת התגית' }));
    await screen.findByText('התגית בהיר נוצרה.');
    expect(await changesOf(seen)).toEqual([{ method: 'POST', path: '/api/workspace/tags/gilboa-trade', body: { name: 'בהיר', color: '#a5d6a7' } }]);
  });

  it('checks the name before sending: required, at most 20 characters, no < > &, not taken', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await tagList();
    const name = () => screen.getByLabelText('שם התגית');
    await user.click(screen.getByRole('button', { name: 'יצירת התגית' }));
    await waitFor(() => expect(name()).toHaveAccessibleDescription(/שדה חובה/));
    await replaceValue(user, 'שם התגית', 'א'.repeat(21));
    await waitFor(() => expect(name()).toHaveAccessibleDescription(/עד 20 תווים$/));
    await replaceValue(user, 'שם התגית', 'א'.repeat(20));
    await waitFor(() => expect(name()).not.toHaveAccessibleDescription(/עד 20 תווים$/));
    await replaceValue(user, 'שם התגית', 'A & B');
    await waitFor(() => expect(name()).toHaveAccessibleDescription(/אין להשתמש בתווים/));
    await replaceValue(user, 'שם התגית', 'ספקים');
    await user.click(screen.getByRole('button', { name: 'יצירת התגית' }));
    await waitFor(() => expect(name()).toHaveAccessibleDescription(/השם כבר קיים/));
    expect(await changesOf(seen)).toEqual([]);
  });

  it('a name the server refuses stays, with the message at the field', async () => {
    server.use(http.post('*/api/workspace/tags/:ws', () => HttpResponse.json({ message: 'Name already exists' }, { status: 409 })));
    const { user } = await open();
    await tagList();
    await replaceValue(user, 'שם התגית', 'חדשה');
    await user.click(screen.getByRole('button', { name: 'יצירת התגית' }));
    await waitFor(() => expect(screen.getByLabelText('שם התגית')).toHaveAccessibleDescription(/השם כבר קיים/));
    expect(screen.getByLabelText('שם התגית')).toHaveValue('חדשה');
  });

  it('deletes a tag only after the question (DELETE .../tags/{ws}/{tagId})', async () => {
    const seen = recordRequests();
    const { user } = await open();
    const list = await tagList();
    const row = (await within(list).findByText('ספקים', { selector: '.tag-badge span' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'מחיקה' }));
    let dialog = await screen.findByRole('dialog', { name: 'למחוק את התגית ספקים?' });
    expect(dialog).toHaveTextContent('התגית תוסר מכל הצ׳קים שסומנו בה.');
    await user.click(within(dialog).getByRole('button', { name: 'ביטול' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await changesOf(seen)).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'מחיקה' }));
    dialog = await screen.findByRole('dialog', { name: 'למחוק את התגית ספקים?' });
    await user.click(within(dialog).getByRole('button', { name: 'מחיקה' }));
    await waitFor(() => expect(within(list).queryByText('ספקים')).not.toBeInTheDocument());
    expect(await changesOf(seen)).toEqual([{ method: 'DELETE', path: '/api/workspace/tags/gilboa-trade/t2', body: undefined }]);
  });

  it('by keyboard: a deleted tag hands focus to the next one, the last to the page, never to the body', async () => {
    const { user } = await open();
    const list = await tagList();
    const deleteOf = (name: string) => within(within(list).getByText(name, { selector: '.tag-badge span' }).closest('li')!).getByRole('button', { name: 'מחיקה' });
    const remove = async (name: string) => {
      deleteOf(name).focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: `למחוק את התגית ${name}?` });
      within(dialog).getByRole('button', { name: 'מחיקה' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(within(list).queryByText(name)).not.toBeInTheDocument());
    };
    await remove('ספקים');
    await waitFor(() => expect(deleteOf('לקוח VIP')).toHaveFocus());
    await remove('לקוח VIP');
    await waitFor(() => expect(deleteOf('דחוף')).toHaveFocus());
    await remove('דחוף');
    await waitFor(() => expect(document.getElementById('main-content')).toHaveFocus());
  });

  it('a viewer sees the tags without creating or deleting', async () => {
    await open('viewer@demo.co.il');
    const list = await tagList();
    await within(list).findByText('דחוף', { selector: '.tag-badge span' });
    expect(within(list).queryByRole('button', { name: 'מחיקה' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('שם התגית')).not.toBeInTheDocument();
  });
});
