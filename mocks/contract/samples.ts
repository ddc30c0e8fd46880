// The requests the OpenAPI test (mocks/contract/openapi.test.ts) sends to the mock with the demo
// data: every documented GET, and a few mutations and refusals. Each names the document's path
// template it exercises, so that the reply is validated against that operation's response schema.
import { DEMO_INVITATIONS, DEMO_LOGIN_HASH } from '../db/seeds/accountsSeed';
import { DEMO_SIGN_LINK } from '../db/seeds/signingSeed';
import { daysFromToday } from '../db/clock';

export type Who = 'owner' | 'viewer' | 'user' | null;

export interface Sample {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path template of docs/openapi.yaml. */
  template: string;
  /** The concrete URL, with its query. */
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Signed in as this demo user (null: no session). */
  as: Who;
  /** The status expected (the document's response of that status validates the body). */
  status: number;
}

const WS = 'gilboa-trade';
const get = (template: string, url: string, as: Who = 'owner', status = 200): Sample => ({ method: 'GET', template, url, as, status });
const send = (method: Sample['method'], template: string, url: string, body: unknown, as: Who = 'owner', status = 200, headers?: Record<string, string>): Sample => ({
  method, template, url, body, as, status, headers,
});

/** Every GET of the document that the demo data can answer, read first (nothing has moved yet). */
export const READS: Sample[] = [
  get('/api/user', `/api/user?workspace=${WS}`),
  get('/api/user/invitation/{id}', `/api/user/invitation/${DEMO_INVITATIONS.join}`, 'user'),
  get('/api/workspace/all', '/api/workspace/all'),
  get('/api/workspace/{id}', `/api/workspace/${WS}`),
  get('/api/workspace/{id}', '/api/workspace/dana-private'),
  get('/api/workspace/{ws}/depositable-banks', `/api/workspace/${WS}/depositable-banks`),
  get('/api/workspace/{ws}/s3/presigned', `/api/workspace/${WS}/s3/presigned?folder=logo`),
  get('/api/workspace/accounts/{ws}', `/api/workspace/accounts/${WS}`),
  get('/api/workspace/accounts/{ws}/{id}', `/api/workspace/accounts/${WS}/a1`),
  get('/api/workspace/banks/logo/{bank}', '/api/workspace/banks/logo/12'),
  get('/api/workspace/banks', '/api/workspace/banks'),
  get('/api/workspace/banks/validate/{bank}/{branch}/{account}', '/api/workspace/banks/validate/12/600/123456'),
  get('/api/workspace/signature/{ws}/all', `/api/workspace/signature/${WS}/all`),
  get('/api/workspace/tags/{ws}', `/api/workspace/tags/${WS}`),
  get('/api/workspace/printer/keys/{ws}', `/api/workspace/printer/keys/${WS}`),
  get('/api/workspace/keys/{ws}', `/api/workspace/keys/${WS}`),
  get('/api/workspace/{ws}/safe-box', `/api/workspace/${WS}/safe-box`),
  get('/api/workspace/{ws}/safe-box', '/api/workspace/dana-private/safe-box'),
  get('/api/check/workspace/{ws}', `/api/check/workspace/${WS}`),
  get('/api/check/search/{ws}', `/api/check/search/${WS}?box=all&status=ALL_NEW&sort=checkDate&order=desc`),
  get('/api/check/phone/{phone}', '/api/check/phone/0541234567'),
  get('/api/check/workspace/{ws}/{id}', `/api/check/workspace/${WS}/c100`),
  get('/api/check/workspace/{ws}/{id}', `/api/check/workspace/${WS}/c908`),
  get('/api/workspace/{ws}/{x}/ci3', `/api/workspace/${WS}/c900/ci3`),
  get('/api/workspace/{ws}/{x}/ci3', `/api/workspace/${WS}/c100/ci3`),
  get('/api/check/images/{side}/{id}', '/api/check/images/front/c100'),
  get('/api/check/image/{id}', '/api/check/image/c100~front~200'),
  get('/api/user/payee/{phone}/otp', '/api/user/payee/0541234567/otp'),
  get('/api/check/signature/{hash}', `/api/check/signature/${DEMO_SIGN_LINK}`, null),
  get('/api/check/images/hash/{hash}', `/api/check/images/hash/${DEMO_SIGN_LINK}`, null),
  get('/api/terminal/info/{id}', '/api/terminal/info/gilboa', null),
  get('/api/terminal/link/{id}/fpk/{fpk}', '/api/terminal/link/gilboa/fpk/fpk123', null),
  get('/api/terminal/transactions/status/{link}/{transactionNumber}', '/api/terminal/transactions/status/gilboa/tx100', null),
  get('/api/deposits/getDeposits/{ws}', `/api/deposits/getDeposits/${WS}`),
  get('/api/deposits/getDepositChecks/{id}', '/api/deposits/getDepositChecks/dep-202'),
  get('/api/deposits/getDepositFeedback/{id}', '/api/deposits/getDepositFeedback/dep-202'),
  get('/api/deposits/getDepositFeedback/{id}', '/api/deposits/getDepositFeedback/dep-203', 'owner', 404),
  get('/api/workspace/{ws}/feedback/{id}', `/api/workspace/${WS}/feedback/fb-dep-202`),
  get('/api/payment/prices', '/api/payment/prices'),
  get('/api/workspace/{ws}/reports/charges', `/api/workspace/${WS}/reports/charges?type=OUT`),
  get('/api/workspace/{ws}/reports/charges/download', `/api/workspace/${WS}/reports/charges/download`),
  get('/api/terminal/all/{ws}', `/api/terminal/all/${WS}`),
  get('/api/terminal/view/{ws}/{id}', `/api/terminal/view/${WS}/term1`),
  get('/api/check/transaction/search/{ws}', `/api/check/transaction/search/${WS}`),
  get('/api/workspace/transaction/{ws}/{id}', `/api/workspace/transaction/${WS}/tt200`),
  get('/api/check/transaction/{a}/{b}', `/api/check/transaction/${WS}/tt200`),
  get('/api/workspace/{ws}/payment/request', `/api/workspace/${WS}/payment/request`),
  get('/api/workspace/{ws}/payment/request/{id}', `/api/workspace/${WS}/payment/request/upr-ok`),
  get('/api/__dev/outbox', '/api/__dev/outbox', null),
  // Refusals: the error shape of section 8.
  get('/api/check/workspace/{ws}', `/api/check/workspace/${WS}`, null, 401),
  get('/api/check/workspace/{ws}', '/api/check/workspace/dana-private', 'viewer', 403),
  get('/api/terminal/view/{ws}/{id}', `/api/terminal/view/${WS}/nope`, 'owner', 404),
];

/** Mutations, in order (each may depend on the one before). */
export const WRITES: Sample[] = [
  send('POST', '/api/user/login', '/api/user/login', { email: 'owner@demo.co.il', password: 'Demo1234!' }, null),
  send('POST', '/api/user/login', '/api/user/login', { email: 'owner@demo.co.il', password: 'wrong' }, null, 401),
  send('POST', '/api/user/login', '/api/user/login', { email: 'otp@demo.co.il', password: 'Demo1234!' }, null),
  get('/api/user/login/hash/{hash}', `/api/user/login/hash/${DEMO_LOGIN_HASH}`, null),
  send('POST', '/api/check/images', '/api/check/images', { images: ['c100'] }),
  send('POST', '/api/check/action', '/api/check/action', { wsId: 'w1', isTransaction: false, ids: ['c100'], action: 'reject', dataToUpdate: { comment: 'x', setManually: true } }),
  send('POST', '/api/check/action', '/api/check/action', { wsId: 'w1', isTransaction: false, ids: ['c905'], action: 'deposit', bankAccount: 'a1', depositDate: daysFromToday(0) }, 'owner', 400),
  send('POST', '/api/check/action', '/api/check/action', { wsId: 'w1', isTransaction: false, ids: ['c100'], action: 'approve' }, 'viewer', 403),
  send('POST', '/api/check', '/api/check', { wsId: 'w1', fields: { amount: '1250.50', checkDate: daysFromToday(-2), checkNumber: '7000001', bank: '12', branch: '600', account: '123456', micr: '70000011260012345', payee: 'משה לוי' } }),
  send('PUT', '/api/check/workspace/{ws}/check/{id}', `/api/check/workspace/${WS}/check/c101`, { fields: { payee: 'שרה לוי' } }),
  send('POST', '/api/check/action', '/api/check/action', { wsId: 'w1', isTransaction: false, ids: ['c908'], action: 'deposit', bankAccount: 'a2', depositDate: daysFromToday(0) }, 'owner', 200, { 'Idempotency-Key': 'openapi-sample-1' }),
  send('POST', '/api/check/action', '/api/check/action', { wsId: 'w1', isTransaction: false, ids: ['c907'], action: 'deposit', bankAccount: 'a1' }, 'owner', 400),
  send('PUT', '/api/check/payee', '/api/check/payee', { checkId: 'c101', fields: { payeeAddress: 'הרצל 1, חיפה' } }),
  send('POST', '/api/check/signature/send', '/api/check/signature/send', { wsId: 'w1' }),
  send('PUT', '/api/workspace/{id}', `/api/workspace/${WS}`, { companyName: 'גלבוע סחר בע״מ', companySlug: WS, hetpey: '515555555', address: 'הרצל 12, עפולה', phone: '0771234567' }),
  send('POST', '/api/workspace/tags/{ws}', `/api/workspace/tags/${WS}`, { name: 'חדש', color: '#00aa00' }),
  send('POST', '/api/check/comments/{ws}', `/api/check/comments/${WS}`, { checkId: 'c101', comment: 'נבדק' }),
  send('PUT', '/api/workspace/{ws}/settings/checks', `/api/workspace/${WS}/settings/checks`, { days_to_delete_check: 60, singleCheckAmountLimit: 90000, dailyCheckAmountLimit: 300000 }),
  send('PUT', '/api/workspace/{ws}/daysToCancel', `/api/workspace/${WS}/daysToCancel`, { days: 10 }),
  send('POST', '/api/terminal/transactions/list', '/api/terminal/transactions/list', { terminalId: 'term1', wsId: 'w1', filters: {} }),
  get('/api/terminal/transactions/checks/complete/{a}/{b}', `/api/terminal/transactions/checks/complete/${WS}/tt200`),
  send('POST', '/api/workspace/{ws}/{x}/payment/request', `/api/workspace/${WS}/term1/payment/request`, { requestNumber: 'upr-new-1', amount: '1250.00', terminalId: 'term1', clientEmail: 'a@example.com' }),
  send('POST', '/api/workspace/{ws}/{x}/payment/request', `/api/workspace/${WS}/term1/payment/request`, { requestNumber: 'upr-new-1', amount: '1250.00', terminalId: 'term1' }, 'owner', 409),
  send('POST', '/api/terminal/new', '/api/terminal/new', { wsId: 'w1', name: 'דוכן', terminalLink: 'duchan1', backgroundColor: '#ffffff', color1: '#0b3d91', color2: '#ffb300', redirectUrl: 'https://example.com/done' }),
  send('DELETE', '/api/workspace/tags/{ws}/{tagId}', `/api/workspace/tags/${WS}/t2`, undefined),
  send('POST', '/api/workspace/printer/keys', '/api/workspace/printer/keys', { name: 'מדפסת חדשה', wsId: 'w1' }),
  send('POST', '/api/workspace/{ws}/safe-box/test', `/api/workspace/${WS}/safe-box/test`, undefined),
  send('POST', '/api/user/logout', '/api/user/logout', undefined),
];
