import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { recordRequests } from '@/test/recordRequests';
import { replaceValue } from '@/test/fillField';
import { changesOf, openPage, warmUp } from '@/test/workspaceSetupPage';
import { STUB_PNG as PNG, stubCanvas } from '@/test/stubCanvas';

function draw() {
  const pad = screen.getByRole('img', { name: 'משטח חתימה' });
  fireEvent.pointerDown(pad, { buttons: 1, button: 0, pointerId: 1, clientX: 10, clientY: 10, pointerType: 'mouse' });
  fireEvent.pointerMove(document, { buttons: 1, pointerId: 1, clientX: 60, clientY: 40, pointerType: 'mouse' });
  fireEvent.pointerUp(document, { buttons: 0, pointerId: 1, clientX: 60, clientY: 40, pointerType: 'mouse' });
}

const svgOf = (dataUrl: string) => new TextDecoder().decode(Uint8Array.from(atob(dataUrl.split(',')[1]), (c) => c.charCodeAt(0)));

beforeAll(() => warmUp(() => import('./SignaturesPage')), 30_000);
beforeEach(() => stubCanvas());
afterEach(() => vi.restoreAllMocks());

const open = (as?: string) => openPage('/settings/signatures', 'חתימות וחותמות', as);
const list = () => screen.findByRole('region', { name: 'החתימות והחותמות של סביבת העבודה' });

describe('SignaturesPage', () => {
  it('lists the workspace signatures and stamps (GET .../signature/{ws}/all)', async () => {
    const seen = recordRequests();
    await open();
    const region = await list();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    const items = within(region).getAllByRole('listitem').map((li) => [within(li).getByRole('heading').textContent, within(li).getByText(/^(חתימה|חותמת)$/).textContent]);
    expect(items).toEqual([
      ['דנה כהן', 'חתימה'],
      ['יוסי לוי', 'חתימה'],
      ['חותמת גלבוע סחר', 'חותמת'],
    ]);
    expect(within(region).getByRole('img', { name: 'חותמת גלבוע סחר' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(seen.to('GET', '/api/workspace/signature/gilboa-trade/all')).toHaveLength(1);
  });

  it('a drawn signature is required; a signature already saved under the name is replaced only when confirmed', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await list();
    await user.click(screen.getByRole('button', { name: 'שמירת החתימה' }));
    expect(screen.getByText('ציירו קודם את החתימה')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'משטח חתימה' })).toHaveAccessibleDescription(/ציירו קודם את החתימה/);
    draw();
    await waitFor(() => expect(screen.queryByText('ציירו קודם את החתימה')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'שמירת החתימה' }));
    const dialog = await screen.findByRole('dialog', { name: 'להחליף את החתימה השמורה?' });
    await user.click(within(dialog).getByRole('button', { name: 'החלפת החתימה' }));
    expect(await screen.findByText('החתימה נשמרה.')).toBeInTheDocument();
    expect(await changesOf(seen)).toEqual([
      { method: 'POST', path: '/api/workspace/signature/gilboa-trade', body: { signaturePath: PNG, replace: false } },
      { method: 'POST', path: '/api/workspace/signature/gilboa-trade', body: { signaturePath: PNG, replace: true } },
    ]);
    const region = await list();
    await waitFor(() => expect(within(region).getByRole('img', { name: 'דנה כהן' })).toHaveAttribute('src', PNG));
  });

  it('a stamp from text: at most 5 lines of 40 characters, then saved as a stamp and listed', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'חותמת מטקסט' }));
    await user.click(screen.getByRole('button', { name: 'יצירת החותמת' }));
    expect(screen.getByLabelText('נוסח החותמת')).toHaveAccessibleDescription(/כתבו את נוסח החותמת/);
    await replaceValue(user, 'נוסח החותמת', ['1', '2', '3', '4', '5', '6'].join('\n'));
    // (The form checks a value after it changed, a moment later: the message is waited for.)
    expect(await screen.findByText('בחותמת יש לכל היותר 5 שורות.')).toBeInTheDocument();
    await replaceValue(user, 'נוסח החותמת', 'א'.repeat(41));
    expect(await screen.findByText('בכל שורה בחותמת יש לכל היותר 40 תווים.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'יצירת החותמת' }));
    expect(await changesOf(seen)).toEqual([]);
    await replaceValue(user, 'נוסח החותמת', `${'א'.repeat(40)}\nכרמל פתרונות\nח.פ. 516123452\nחיפה\nשורה 5`);
    await waitFor(() => expect(screen.queryByText('בכל שורה בחותמת יש לכל היותר 40 תווים.')).not.toBeInTheDocument());
    expect(screen.queryByText('בחותמת יש לכל היותר 5 שורות.')).not.toBeInTheDocument();
    expect(screen.getByText('עד 5 שורות של 40 תווים (בשימוש: 5 שורות).')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'תצוגה מקדימה של החותמת' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'יצירת החותמת' }));
    expect(await screen.findByText('החותמת נוספה לסביבת העבודה.')).toBeInTheDocument();
    expect(screen.getByLabelText('נוסח החותמת')).toHaveValue('');
    const [post] = await changesOf(seen);
    expect(post).toMatchObject({ method: 'POST', path: '/api/workspace/signature/gilboa-trade', body: { replace: false } });
    const svg = svgOf((post.body as { signaturePath: string }).signaturePath);
    expect(svg).toContain('data-kind="stamp"');
    expect([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])).toEqual(['א'.repeat(40), 'כרמל פתרונות', 'ח.פ. 516123452', 'חיפה', 'שורה 5']);
    const region = await list();
    expect(await within(region).findByRole('heading', { name: 'חותמת 1' })).toBeInTheDocument();
  });

  it('a refused stamp keeps the text and shows the server message', async () => {
    server.use(http.post('*/api/workspace/signature/:ws', () => HttpResponse.json({ message: 'Invalid data structure' }, { status: 400 })));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'חותמת מטקסט' }));
    await replaceValue(user, 'נוסח החותמת', 'גלבוע סחר');
    await user.click(screen.getByRole('button', { name: 'יצירת החותמת' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('מבנה הנתונים אינו תקין.');
    expect(screen.getByLabelText('נוסח החותמת')).toHaveValue('גלבוע סחר');
    expect(screen.queryByText('החותמת נוספה לסביבת העבודה.')).not.toBeInTheDocument();
  });

  it('a stamp from a picture is cropped, uploaded through the presigned URL, then saved by its address', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'חותמת מתמונה' }));
    await user.upload(screen.getByLabelText('העלאת תמונה של חותמת'), new File(['png-bytes'], 'stamp.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'חיתוך החותמת' });
    await user.click(within(dialog).getByRole('button', { name: 'חיתוך ושמירה' }));
    expect(await screen.findByText('החותמת נוספה לסביבת העבודה.')).toBeInTheDocument();
    const changes = await changesOf(seen);
    expect(changes.map((r) => [r.method, r.path.replace(/\/[^/]+$/, '/…')])).toEqual([
      ['PUT', '/api/__upload/gilboa-trade/stamp/…'],
      ['POST', '/api/workspace/signature/…'],
    ]);
    expect(seen.to('GET', '/api/workspace/gilboa-trade/s3/presigned')).toHaveLength(1);
    expect(changes[1].body).toEqual({ signaturePath: changes[0].path, replace: false });
    const region = await list();
    expect(await within(region).findByRole('img', { name: 'חותמת 1' })).toHaveAttribute('src', changes[0].path);
  });

  it('deletes only after the question, with DELETE {name}', async () => {
    const seen = recordRequests();
    const { user } = await open();
    const region = await list();
    const item = (await within(region).findByRole('heading', { name: 'חותמת גלבוע סחר' })).closest('li')!;
    await user.click(within(item as HTMLElement).getByRole('button', { name: 'מחיקה' }));
    let dialog = await screen.findByRole('dialog', { name: 'למחוק את חותמת גלבוע סחר?' });
    await user.click(within(dialog).getByRole('button', { name: 'ביטול' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await changesOf(seen)).toEqual([]);
    await user.click(within(item as HTMLElement).getByRole('button', { name: 'מחיקה' }));
    dialog = await screen.findByRole('dialog', { name: 'למחוק את חותמת גלבוע סחר?' });
    await user.click(within(dialog).getByRole('button', { name: 'מחיקה' }));
    await waitFor(() => expect(within(region).queryByRole('heading', { name: 'חותמת גלבוע סחר' })).not.toBeInTheDocument());
    expect(await changesOf(seen)).toEqual([{ method: 'DELETE', path: '/api/workspace/signature/gilboa-trade', body: { name: 'חותמת גלבוע סחר' } }]);
  });

  it('a viewer sees the list only', async () => {
    await open('viewer@demo.co.il');
    const region = await list();
    await within(region).findByRole('heading', { name: 'חותמת גלבוע סחר' });
    expect(within(region).queryByRole('button', { name: 'מחיקה' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'חותמת מטקסט' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'משטח חתימה' })).not.toBeInTheDocument();
  });
});
