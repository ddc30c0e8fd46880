import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { PHONE_QUERY } from '@/components/list/usePhoneLayout';

beforeAll(() => Promise.all([i18n.loadNamespaces('credits'), import('./ChargesPage')]), 20_000);

const VIEWER = { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' };
type Row = { wsId: string; actionType: string; credits: number };
const rows = () => (db.extra.charges as Row[]).filter((c) => c.wsId === 'w1');
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
  server.events.removeAllListeners();
});

function recordGets(prefix: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(prefix)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const table = async () => screen.findByRole('table', { name: 'חיובים וזיכויים של קרדיטים' });

describe('ChargesPage', () => {
  it('lists credits in and out with their totals, to a viewer too', async () => {
    renderApp('/credits/charges', VIEWER);
    const charges = await table();
    const all = rows();
    expect(within(charges).getAllByRole('row')).toHaveLength(all.length + 2); // header and totals
    const inSum = all.filter((r) => r.actionType === 'IN').reduce((s, r) => s + r.credits, 0);
    const outSum = all.filter((r) => r.actionType === 'OUT').reduce((s, r) => s + r.credits, 0);
    expect(screen.getByText(`סה״כ נכנסו ${inSum} · יצאו ${outSum} · נטו ${inSum - outSum} קרדיטים`)).toBeInTheDocument();
    expect(screen.getAllByText('רכישת 250 קרדיטים')[0].closest('tr')).toHaveTextContent('20396');
    expect(screen.getByText(`יתרה: ${inSum - outSum} קרדיטים`)).toBeInTheDocument();
    // A viewer is not offered the purchase.
    expect(screen.queryByRole('link', { name: 'רכישת קרדיטים' })).not.toBeInTheDocument();
  });

  it("says the server's Hebrew descriptions in English by their action type, with plurals, and keeps an unknown type's own text", async () => {
    try {
      (db.extra.charges as Record<string, unknown>[]).push({ id: 'ch-odd', wsId: 'w1', date: '2026-11-01T10:00:00Z', actionType: 'REFUND', credits: 2, description: 'החזר ידני' });
      await i18n.changeLanguage('en');
      renderApp('/credits/charges', VIEWER);
      const charges = await screen.findByRole('table', { name: 'Credits in and out' });
      expect(within(charges).getAllByText('Purchase of 250 credits').length).toBeGreaterThan(0);
      expect(within(charges).getByText('Printing of 4 cheques')).toBeInTheDocument();
      const deposits = (db.extra.charges as { wsId: string; credits: number; description: string }[]).filter((c) => c.wsId === 'w1' && c.description.startsWith('הפקדת'));
      expect(deposits.length).toBeGreaterThan(0);
      for (const d of deposits) expect(within(charges).getAllByText(d.credits === 1 ? 'Deposit of 1 cheque' : `Deposit of ${d.credits} cheques`).length).toBeGreaterThan(0);
      expect(within(charges).getByText('החזר ידני')).toBeInTheDocument();
      const hebrew = within(charges).getAllByRole('cell').filter((td) => /[\u0590-\u05FF]/.test(td.textContent ?? ''));
      expect(hebrew.map((td) => td.textContent)).toEqual(['החזר ידני']);
    } finally {
      await i18n.changeLanguage('he');
    }
  });

  it('folds the filters on a phone behind one button that counts them, and shows the charges as cards', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === PHONE_QUERY, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
    );
    renderApp('/credits/charges?type=IN', VIEWER);
    const cards = await screen.findByRole('list', { name: 'חיובים וזיכויים' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(rows().filter((r) => r.actionType === 'IN').length);
    expect(within(cards).getAllByText('רכישת 250 קרדיטים').length).toBeGreaterThan(0);
    const fold = screen.getByRole('button', { name: 'סינון (1)' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(fold);
    expect(screen.getByRole('search', { name: 'סינון חיובים' })).toBeVisible();
    expect(screen.getByLabelText('סוג פעולה')).toHaveValue('IN');
    phone.mockRestore();
  });

  it('filters by type and dates in the address and asks the server with them', async () => {
    const seen = recordGets('/api/workspace/gilboa-trade/reports/charges');
    renderApp('/credits/charges', VIEWER);
    await table();
    await userEvent.selectOptions(screen.getByLabelText('סוג פעולה'), 'IN');
    await waitFor(() => expect(window.location.search).toBe('?type=IN'));
    await waitFor(() => expect(seen).toContain('/api/workspace/gilboa-trade/reports/charges?type=IN'));
    await waitFor(() => expect(screen.queryAllByText(/^(הפקדת|הדפסת)/)).toHaveLength(0));
    expect(screen.getAllByText('זיכוי (נכנס)').length).toBeGreaterThan(1);
    await userEvent.type(screen.getByLabelText('מתאריך'), '01-01-2090');
    expect(await screen.findByText('אין חיובים שמתאימים לסינון.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('עד תאריך'), '01-01-2080');
    expect(await screen.findByText('תאריך ההתחלה מאוחר מתאריך הסיום')).toBeInTheDocument();
  });

  it('downloads the CSV of what is shown, by the file rules of the cheque list', async () => {
    const seen = recordGets('/api/workspace/gilboa-trade/reports/charges/download');
    renderApp('/credits/charges?type=OUT', VIEWER);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'הורדת CSV' }));
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['/api/workspace/gilboa-trade/reports/charges/download?type=OUT']);
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('charges-gilboa-trade.csv');
    const text = await blobs[0].text();
    expect(text).toContain('סוג פעולה');
    expect(text).toContain('OUT');
    expect(text).not.toContain(',IN,');
  });

  it('says when there is nothing to export, and when the file is not CSV', async () => {
    renderApp('/credits/charges?from=2090-01-01', VIEWER);
    expect(await screen.findByText('אין חיובים שמתאימים לסינון.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'הורדת CSV' }));
    expect(screen.getByText('אין נתונים לייצוא.')).toBeInTheDocument();
    server.use(http.get('*/api/workspace/:ws/reports/charges/download', () => HttpResponse.json({ rows: [] })));
    await userEvent.click(screen.getAllByRole('button', { name: 'ניקוי הסינון' })[0]);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'הורדת CSV' }));
    expect(await screen.findByText('הורדת הקובץ נכשלה: התקבל קובץ מסוג לא צפוי (application/json).')).toBeInTheDocument();
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });
});
