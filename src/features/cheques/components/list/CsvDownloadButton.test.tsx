import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chequesApi } from '@/api/chequesApi';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { recordRequests } from '@/test/recordRequests';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const blobs: Blob[] = [];

beforeEach(() => {
  blobs.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers only the CSV request (Accept text/csv) this way; the JSON list stays real. */
function csvReply(reply: () => Response) {
  server.use(
    http.get('*/api/check/search/:ws', ({ request }) => ((request.headers.get('accept') ?? '').includes('text/csv') ? reply() : undefined)),
  );
}

async function openAndDownload(path = '/cheques') {
  const view = renderApp(path, OWNER);
  await screen.findAllByRole('link', { name: /^פתיחת צ׳ק/ });
  await userEvent.click(screen.getByRole('button', { name: 'הורדת CSV' }));
  return view;
}

describe('CSV download of the list (spec section 5 rules)', () => {
  it.each([
    ['a reply that is not OK', () => new HttpResponse('nope', { status: 503 }), 'HTTP error! Status: 503', 'הורדת הקובץ נכשלה: השרת השיב בקוד 503.'],
    [
      'a reply that is not CSV',
      () => HttpResponse.json({ checks: [] }),
      'Unexpected response type: application/json',
      'הורדת הקובץ נכשלה: התקבל קובץ מסוג לא צפוי (application/json).',
    ],
    ['an empty file', () => new HttpResponse('', { headers: { 'Content-Type': 'text/csv' } }), 'download failed', 'ההורדה נכשלה.'],
  ])('refuses %s with the spec message, shown translated', async (_case, reply, specMessage, shown) => {
    csvReply(reply);
    const { store } = await openAndDownload();
    expect(await screen.findByText(shown)).toBeInTheDocument();
    const result = await store.dispatch(chequesApi.endpoints.downloadChequesCsv.initiate({ ws: 'gilboa-trade' }));
    expect('error' in result && result.error).toMatchObject({ message: specMessage });
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });

  it('uses the generic file name when the reply names none', async () => {
    csvReply(() => new HttpResponse('a,b\r\n1,2\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    await openAndDownload();
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1));
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('checks.csv');
  });

  it('downloads the list with the current filters: header row, one row per cheque, BOM for Excel', async () => {
    const csv = recordRequests().where((r) => (r.headers.get('accept') ?? '').includes('text/csv'));
    await openAndDownload('/cheques?status=ALL_SENT&sort=amount&order=asc');
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1));
    expect(csv.map((r) => r.url.search)).toEqual(['?box=all&status=ALL_SENT&sort=amount&order=asc']);
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('cheques-gilboa-trade.csv');
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toMatch(/^מספר צ׳ק,מוטב,סכום,תאריך פירעון,סטטוס/);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('AWAITING_DELIVERY');
  });
});
