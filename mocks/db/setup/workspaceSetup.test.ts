import { http, signIn } from '../../testing/mockHttp';
import { DENIALS as DENIAL_MESSAGES } from '../rules/permissions';
import { db, extraTable } from '../database';
import { setSafeTestWait, SAFE_FAILED_MESSAGE } from './safeBox';
import { DUPLICATE_ACCOUNT_MESSAGE } from './bankAccounts';

const WS = 'gilboa-trade';
const PEM = '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEA\n-----END PRIVATE KEY-----\n';
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEA\n-----END CERTIFICATE-----\n';

function as(email: string | null) {
  signIn(email);
}

async function outcome(request: Promise<{ data: unknown }>): Promise<[number | null, string, unknown]> {
  try {
    const reply = await request;
    return [200, '', reply.data];
  } catch (error) {
    const e = error as { status: number | null; message: string; data?: unknown };
    return [e.status, e.message, e.data];
  }
}

const account = { wsName: WS, bank: '12', branch: '571', accountNumber: '041116', accountName: 'חשבון ספקים', can_deposit: true, amount_of_signators: 1, signators: ['u1'] };

describe('calls of the workspace set-up, as the mock backend enforces them', () => {
  afterEach(() => setSafeTestWait(60));

  it('answers 401 without a session', async () => {
    as(null);
    for (const call of [() => http.get(`/api/workspace/accounts/${WS}`), () => http.get(`/api/workspace/printer/keys/${WS}`), () => http.get(`/api/workspace/${WS}/safe-box`), () => http.put(`/api/workspace/${WS}/daysToCancel`, { days: 3 })]) {
      expect((await outcome(call()))[0]).toBe(401);
    }
  });

  it('refuses by role with the section-6 messages', async () => {
    as('user@demo.co.il');
    expect(await outcome(http.post('/api/workspace/accounts', account))).toEqual([403, DENIAL_MESSAGES.accountCreate, expect.anything()]);
    expect((await outcome(http.put(`/api/workspace/${WS}/settings/checks`, { days_to_delete_check: 30 })))[1]).toBe(DENIAL_MESSAGES.workspaceEdit);
    expect((await outcome(http.post('/api/workspace/printer/keys', { wsId: WS, name: 'x' })))[1]).toBe(DENIAL_MESSAGES.keysCreate);
    expect((await outcome(http.get(`/api/workspace/keys/${WS}`)))[0]).toBe(403);
    expect((await outcome(http.get(`/api/workspace/printer/keys/${WS}`)))[0]).toBe(200); // a user who prints chooses a printer
    as('viewer@demo.co.il');
    expect((await outcome(http.get(`/api/workspace/accounts/${WS}`)))[0]).toBe(200);
    expect((await outcome(http.get(`/api/workspace/${WS}/s3/presigned`)))[0]).toBe(403);
    expect((await outcome(http.post(`/api/workspace/tags/${WS}`, { name: 'חדש', color: '#000000' })))[0]).toBe(403);
  });

  it('a duplicate account is refused until it is sent with force', async () => {
    as('owner@demo.co.il');
    const first = await outcome(http.post('/api/workspace/accounts', account));
    expect(first[0]).toBe(200);
    const again = await outcome(http.post('/api/workspace/accounts', { ...account, accountNumber: '41116' }));
    expect(again).toEqual([409, DUPLICATE_ACCOUNT_MESSAGE, { message: DUPLICATE_ACCOUNT_MESSAGE, duplicate: true }]);
    expect((await outcome(http.post('/api/workspace/accounts', { ...account, force: true })))[0]).toBe(200);
    expect(db.accounts.filter((a) => a.accountNumber === '041116')).toHaveLength(2);
  });

  it('checks bank data, signators and capabilities', async () => {
    as('owner@demo.co.il');
    expect((await outcome(http.post('/api/workspace/accounts', { ...account, branch: '0' })))[1]).toBe('Account, Bank or Branch is not valid');
    expect((await outcome(http.post('/api/workspace/accounts', { ...account, bank: '99' })))[1]).toBe('Unsupported bank');
    expect((await outcome(http.post('/api/workspace/accounts', { ...account, signators: [] })))[1]).toBe('Invalid data structure');
    expect((await outcome(http.post('/api/workspace/accounts', { ...account, amount_of_signators: 2 })))[1]).toBe('Invalid data structure');
    expect((await outcome(http.post('/api/workspace/accounts', { ...account, signators: ['u3'] })))[1]).toBe('Invalid data structure'); // a viewer does not sign
    expect((await outcome(http.post('/api/workspace/accounts', { ...account, payeeOnly: true, can_print: true })))[1]).toBe('Invalid data structure');
  });

  it('needs a confirmed e-mail to add an account', async () => {
    as('owner@demo.co.il');
    db.users.find((u) => u.id === 'u1')!.emailConfirmed = false;
    expect((await outcome(http.post('/api/workspace/accounts', account)))[1]).toBe('Email must be confirmed before the action');
  });

  it('uploads through the presigned URL, once, jpeg/png/gif up to 2MB', async () => {
    as('owner@demo.co.il');
    const [, , presigned] = await outcome(http.get(`/api/workspace/${WS}/s3/presigned`, { params: { folder: 'logo' } }));
    const { putUrl, objKey } = presigned as { putUrl: string; objKey: string };
    expect(objKey).toMatch(/^gilboa-trade\/logo\/up\d+$/);
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect((await fetch(putUrl, { method: 'PUT', body: new Blob(['x'], { type: 'text/plain' }), headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect((await fetch(putUrl, { method: 'PUT', body: png, headers: { 'Content-Type': 'image/png' } })).status).toBe(200);
    expect((await fetch(putUrl, { method: 'PUT', body: png, headers: { 'Content-Type': 'image/png' } })).status).toBe(403); // used
    const [, , reply] = await outcome(http.put(`/api/workspace/${WS}`, { logo: objKey }));
    expect((reply as { workspace: { logo: string } }).workspace.logo).toBe(`/api/__upload/${objKey}`);
    expect((await fetch(`/api/__upload/${objKey}`)).headers.get('content-type')).toBe('image/png');
  });

  it('company details: identifier, company number and phone rules, duplicates', async () => {
    as('owner@demo.co.il');
    expect((await outcome(http.put(`/api/workspace/${WS}`, { companySlug: 'ab' })))[1]).toBe('Invalid data structure');
    expect((await outcome(http.put(`/api/workspace/${WS}`, { companySlug: 'dana-private' })))[1]).toBe('companySlug already exists');
    expect((await outcome(http.put(`/api/workspace/${WS}`, { hetpey: '515555556' })))[1]).toBe('Invalid data structure');
    expect((await outcome(http.put(`/api/workspace/${WS}`, { hetpey: '516123452', address: 'הנמל 3, חיפה', phone: '077-123-4567' })))[0]).toBe(200);
  });

  it('workspace settings: days 5-183, limits within 10,000,000 and single within daily, 1-5 signatures', async () => {
    as('owner@demo.co.il');
    const put = (body: object) => outcome(http.put(`/api/workspace/${WS}/settings/checks`, body));
    expect((await put({ days_to_delete_check: 4 }))[0]).toBe(400);
    expect((await put({ days_to_delete_check: 183 }))[0]).toBe(200);
    expect((await put({ singleCheckAmountLimit: 500000, dailyCheckAmountLimit: 400000 }))[0]).toBe(400);
    expect((await put({ singleCheckAmountLimit: 10000001 }))[0]).toBe(400);
    expect((await put({ amount_of_signators: 6 }))[0]).toBe(400);
    expect((await put({ defaultSendingMethodTo: 'PIGEON' }))[0]).toBe(400);
    expect((await put({ singleCheckAmountLimit: 50000, dailyCheckAmountLimit: 50000, amount_of_signators: 5, defaultSendingTime: 'end_of_month' }))[0]).toBe(200);
    expect((await outcome(http.put(`/api/workspace/${WS}/check/in/fields`, { fields: ['payee', 'nope'] })))[0]).toBe(400);
    expect((await outcome(http.put(`/api/workspace/${WS}/daysToCancel`, { days: 0 })))[0]).toBe(400);
    expect((await outcome(http.put(`/api/workspace/${WS}/daysToCancel`, { days: 30 })))[0]).toBe(200);
  });

  it('keys: the string once, "Key is already in use" for a name taken', async () => {
    as('owner@demo.co.il');
    const [, , reply] = await outcome(http.post('/api/workspace/printer/keys', { wsId: WS, name: 'מדפסת קבלה' }));
    const key = (reply as { key: { keyId: string; key: string } }).key;
    expect(key.key).toMatch(/^prk_[A-Za-z0-9]{32}$/);
    const [, , list] = await outcome(http.get(`/api/workspace/printer/keys/${WS}`));
    expect(JSON.stringify(list)).not.toContain(key.key);
    expect((await outcome(http.post('/api/workspace/printer/keys', { wsId: WS, name: 'מדפסת קבלה' })))[1]).toBe('Key is already in use');
    expect((await outcome(http.delete('/api/workspace/printer/keys', { data: { wsId: WS, keyId: key.keyId } })))[0]).toBe(200);
  });

  it('safe box: .pem only, key never kept, a waiting period between tests, failed with a certificate', async () => {
    as('owner@demo.co.il');
    setSafeTestWait(30);
    const put = (body: object) => outcome(http.put(`/api/workspace/${WS}/safe-box`, { safeType: 'private', userName: 'gilboa', keyFileName: 'safe.pem', keyFile: PEM, ...body }));
    expect((await put({ keyFileName: 'safe.txt' }))[1]).toBe('Invalid key file: only .pem files are accepted');
    expect((await put({ keyFile: 'hello' }))[1]).toBe('Invalid key file: only .pem files are accepted');
    expect((await put({ safeType: 'cloud' }))[0]).toBe(400);
    expect((await put({}))[0]).toBe(200);
    expect(JSON.stringify(extraTable('safeBoxes'))).not.toContain('MIIBVQ');
    const [, , first] = await outcome(http.post(`/api/workspace/${WS}/safe-box/test`));
    expect(first).toMatchObject({ test: { result: 'good' }, nextTestAt: expect.any(String) });
    const [status, message, body] = await outcome(http.post(`/api/workspace/${WS}/safe-box/test`));
    expect([status, message]).toEqual([429, 'Please wait before testing the safe again']);
    expect((body as { retryAfter: number }).retryAfter).toBeGreaterThan(25);
    setSafeTestWait(0);
    await put({ keyFile: CERT });
    const [, , failed] = await outcome(http.post(`/api/workspace/${WS}/safe-box/test`));
    expect(failed).toMatchObject({ test: { result: 'failed', message: SAFE_FAILED_MESSAGE } });
  });

  it('new accounts take the safe type of the workspace safe box', async () => {
    as('owner@demo.co.il');
    const [, , reply] = await outcome(http.post('/api/workspace/accounts', account));
    expect((reply as { account: { safeType: string } }).account.safeType).toBe('private');
  });

  it('a text stamp has at most 5 lines of 40 characters', async () => {
    as('owner@demo.co.il');
    const svg = (lines: string[]) => `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(`<svg data-kind="stamp">${lines.map((l) => `<text>${l}</text>`).join('')}</svg>`)))}`;
    expect((await outcome(http.post(`/api/workspace/signature/${WS}`, { signaturePath: svg(['a', 'b', 'c', 'd', 'e', 'f']), replace: false })))[0]).toBe(400);
    expect((await outcome(http.post(`/api/workspace/signature/${WS}`, { signaturePath: svg(['x'.repeat(41)]), replace: false })))[0]).toBe(400);
    expect((await outcome(http.post(`/api/workspace/signature/${WS}`, { signaturePath: svg(['x'.repeat(40), 'ב'.repeat(40)]), replace: false })))[0]).toBe(200);
  });

  it('the registry lookup finds exactly what q matches', async () => {
    const search = async (q: string) => (await fetch(`https://data.gov.il/api/3/action/datastore_search?resource_id=f004176c-b85f-4542-8901-7b3176f9a054&limit=5&q=${q}`)).json();
    expect((await search('516123452')).result.records).toHaveLength(1);
    expect((await search('5164000')).result.records).toHaveLength(2);
    expect((await fetch('https://data.gov.il/api/3/action/datastore_search?resource_id=f004176c-b85f-4542-8901-7b3176f9a054&q=999999998')).status).toBe(503);
  });
});
