import { HttpResponse, http as mswHttp } from 'msw';
import { server } from '@mocks/node';
import { createAppStore } from '@/app/store';
import { COMPANIES_RESOURCE_ID, GOV_LOOKUP_TIMEOUT_MS, govHttp, govLookupApi, readCompanyRecord, readRecords } from './govLookupApi';

async function lookup(q: string) {
  const { store } = createAppStore();
  return store.dispatch(govLookupApi.endpoints.lookupCompany.initiate(q));
}

describe('the company lookup (spec sections 5, 7, 8)', () => {
  it('asks data.gov.il with the fixed data set, limit 5 and q, through its own client', async () => {
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)));
    const reply = await lookup(' 516123452 ');
    server.events.removeAllListeners();
    const url = seen.find((u) => u.pathname === '/api/3/action/datastore_search')!;
    expect(url.origin).toBe('https://data.gov.il');
    expect(Object.fromEntries(url.searchParams)).toEqual({ resource_id: COMPANIES_RESOURCE_ID, limit: '5', q: '516123452' });
    expect(reply.data).toEqual({ hetpey: '516123452', name: 'כרמל פתרונות תשלום בע"מ', nameEn: 'CARMEL PAYMENT SOLUTIONS LTD', address: 'שדרות מוריה 52, חיפה', status: 'פעילה' });
    expect(govHttp.defaults.timeout).toBe(GOV_LOOKUP_TIMEOUT_MS);
    expect(govHttp.defaults.withCredentials).toBe(false);
  });

  it.each<[string, string, Record<string, string> | undefined]>([
    ['', 'errors.lookupEmpty', undefined], // must_type_hetpey
    ['   ', 'errors.lookupEmpty', undefined],
    ['000000018', 'errors.lookupNotFound', undefined], // no record
    ['5164000', 'errors.lookupNotFound', undefined], // two records: not exactly one
    ['999999998', 'errors.lookupFailed', { message: 'Request failed with status code 503' }],
  ])('%j -> %s', async (q, key, params) => {
    const reply = await lookup(q);
    expect(reply.error).toMatchObject({ messageKey: key, ...(params ? { messageParams: params } : {}) });
  });

  it('a registry that cannot be reached is "gov api failed" with the transport message', async () => {
    server.use(mswHttp.get('*/api/3/action/datastore_search', () => HttpResponse.error()));
    const reply = await lookup('516123452');
    expect(reply.error).toMatchObject({ messageKey: 'errors.lookupFailed', messageParams: { message: 'Network Error' }, message: 'gov api failed: Network Error' });
  });

  it('reads records tolerantly', () => {
    expect(readRecords({ success: true, result: { records: [{ 'שם חברה': 'כרמל', 'מספר חברה': 516123452, a: 1 }, null] } })).toEqual([{ 'שם חברה': 'כרמל', 'מספר חברה': '516123452' }]);
    expect(readRecords({ success: false, error: {} })).toBeNull();
    expect(readRecords({ result: {} })).toBeNull();
    expect(readRecords(null)).toBeNull();
    expect(readCompanyRecord({ 'מספר חברה': '51-612345-2', 'שם חברה': ' כרמל ' })).toEqual({ hetpey: '516123452', name: 'כרמל', nameEn: undefined, address: undefined, status: undefined });
    expect(readCompanyRecord({ 'מספר חברה': '510777774', 'שם חברה': 'אלון', 'שם עיר': 'אשדוד' }).address).toBe('אשדוד');
  });
});
