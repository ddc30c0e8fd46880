// Who may call each staff operation of docs/openapi.yaml at the mock (spec section 6, the mapping of
// docs/permissions.md): a signed-in stranger (no role in gilboa-trade), a VIEWER and a USER (with the
// capabilities sign and edit). Each cell is the 403 message of section 6 expected, or OK (any answer
// that is not a refusal of access: a 200, or a 400/404 about the request itself). No session is 401
// for every staff route (mocks/publicEndpoints.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { send, signIn, MockReplyError } from '../testing/mockHttp';
import { db } from '../db/database';

const OK = 'OK';
const FORBIDDEN = 'Access to the requested resource is forbidden';
const NO_PAYMENT_REQUESTS = "User can't create payment requests";
const CREATE_ACCOUNTS = "You don't have permission to create accounts";
const CREATE_CHECKS = "You don't have permission to create checks";
const CREATE_KEYS = "You don't have permission to create keys";
const CREATE_TERMINALS = "You don't have permission to create terminals";
const DELETE_ACCOUNTS = "You don't have permission to delete accounts";
const DELETE_TERMINALS = "You don't have permission to delete terminals";
const EDIT_WORKSPACE = "You don't have permission to edit the workspace";
const INVITE_USERS = "You don't have permission to invite users";
const SEND_CHECKS_TO_SIGN = "You don't have permission to send checks to sign";
const UPDATE_ACCOUNTS = "You don't have permission to update accounts";
const UPDATE_CHECKS = "You don't have permission to update checks";
const UPDATE_SIGNATORS = "You don't have permission to update signators";
const UPDATE_TERMINALS = "You don't have permission to update terminals";
const VIEW_ACCOUNTS = "You don't have permission to view accounts";
const VIEW_CHECKS = "You don't have permission to view checks";
const VIEW_TERMINALS = "You don't have permission to view terminals";
const VIEW_WORKSPACE = "You don't have permission to view the workspace";

const ACCESS: Array<[operation: string, stranger: string, viewer: string, user: string]> = [
  ['GET /api/user', OK, OK, OK],
  ['PUT /api/user', OK, OK, OK],
  ['PUT /api/user/register', OK, OK, OK],
  ['PUT /api/user/inbox/columns/{ws}', OK, OK, OK],
  ['POST /api/user/verify/test', OK, OK, OK],
  ['GET /api/user/payee/{phone}/otp', OK, OK, OK],
  ['POST /api/user/payee/otp/verify', OK, OK, OK],
  ['GET /api/workspace/all', OK, OK, OK],
  ['GET /api/workspace/{id}', VIEW_WORKSPACE, OK, OK],
  ['PUT /api/workspace/{id}', EDIT_WORKSPACE, EDIT_WORKSPACE, EDIT_WORKSPACE],
  ['POST /api/workspace/create', OK, OK, OK],
  ['GET /api/workspace/{ws}/depositable-banks', VIEW_ACCOUNTS, OK, OK],
  ['PUT /api/workspace/{ws}/settings/checks', EDIT_WORKSPACE, EDIT_WORKSPACE, EDIT_WORKSPACE],
  ['PUT /api/workspace/{ws}/check/in/fields', EDIT_WORKSPACE, EDIT_WORKSPACE, EDIT_WORKSPACE],
  ['PUT /api/workspace/{ws}/daysToCancel', EDIT_WORKSPACE, EDIT_WORKSPACE, EDIT_WORKSPACE],
  ['GET /api/workspace/{ws}/s3/presigned', VIEW_WORKSPACE, FORBIDDEN, OK],
  ['POST /api/workspace/users/invite', INVITE_USERS, INVITE_USERS, INVITE_USERS],
  ['PUT /api/workspace/{ws}/users/{userId}', INVITE_USERS, INVITE_USERS, INVITE_USERS],
  ['DELETE /api/workspace/{ws}/users/{userId}', INVITE_USERS, INVITE_USERS, INVITE_USERS],
  ['PUT /api/workspace/{ws}/invitation/{id}', INVITE_USERS, INVITE_USERS, INVITE_USERS],
  ['DELETE /api/workspace/{ws}/invitation/{id}', INVITE_USERS, INVITE_USERS, INVITE_USERS],
  ['GET /api/workspace/accounts/{ws}', VIEW_ACCOUNTS, OK, OK],
  ['GET /api/workspace/accounts/{ws}/{id}', VIEW_ACCOUNTS, OK, OK],
  ['PUT /api/workspace/accounts/{ws}/{id}', UPDATE_ACCOUNTS, UPDATE_ACCOUNTS, UPDATE_ACCOUNTS],
  ['DELETE /api/workspace/accounts/{ws}/{id}', DELETE_ACCOUNTS, DELETE_ACCOUNTS, DELETE_ACCOUNTS],
  ['POST /api/workspace/accounts', CREATE_ACCOUNTS, CREATE_ACCOUNTS, CREATE_ACCOUNTS],
  ['PUT /api/workspace/accounts/update/{ws}/{id}', UPDATE_SIGNATORS, UPDATE_SIGNATORS, UPDATE_SIGNATORS],
  ['PUT /api/workspace/accounts/{ws}/{id}/logo', UPDATE_ACCOUNTS, UPDATE_ACCOUNTS, UPDATE_ACCOUNTS],
  ['GET /api/workspace/banks/logo/{bank}', OK, OK, OK],
  ['GET /api/workspace/banks', OK, OK, OK],
  ['GET /api/workspace/banks/validate/{bank}/{branch}/{account}', OK, OK, OK],
  ['GET /api/workspace/signature/{ws}/all', VIEW_CHECKS, OK, OK],
  ['POST /api/workspace/signature/{ws}', FORBIDDEN, FORBIDDEN, OK],
  ['DELETE /api/workspace/signature/{ws}', FORBIDDEN, FORBIDDEN, OK],
  ['GET /api/workspace/tags/{ws}', VIEW_CHECKS, OK, OK],
  ['POST /api/workspace/tags/{ws}', FORBIDDEN, FORBIDDEN, OK],
  ['DELETE /api/workspace/tags/{ws}/{tagId}', FORBIDDEN, FORBIDDEN, OK],
  ['GET /api/workspace/printer/keys/{ws}', VIEW_WORKSPACE, OK, OK],
  ['POST /api/workspace/printer/keys', CREATE_KEYS, CREATE_KEYS, CREATE_KEYS],
  ['DELETE /api/workspace/printer/keys', FORBIDDEN, FORBIDDEN, FORBIDDEN],
  ['GET /api/workspace/keys/{ws}', FORBIDDEN, FORBIDDEN, FORBIDDEN],
  ['POST /api/workspace/keys', CREATE_KEYS, CREATE_KEYS, CREATE_KEYS],
  ['DELETE /api/workspace/keys', FORBIDDEN, FORBIDDEN, FORBIDDEN],
  ['GET /api/workspace/{ws}/safe-box', VIEW_WORKSPACE, OK, OK],
  ['PUT /api/workspace/{ws}/safe-box', EDIT_WORKSPACE, EDIT_WORKSPACE, EDIT_WORKSPACE],
  ['DELETE /api/workspace/{ws}/safe-box', EDIT_WORKSPACE, EDIT_WORKSPACE, EDIT_WORKSPACE],
  ['POST /api/workspace/{ws}/safe-box/test', EDIT_WORKSPACE, EDIT_WORKSPACE, EDIT_WORKSPACE],
  ['GET /api/check/workspace/{ws}', VIEW_CHECKS, OK, OK],
  ['GET /api/check/search/{ws}', VIEW_CHECKS, OK, OK],
  ['GET /api/check/phone/{phone}', OK, OK, OK],
  ['GET /api/check/workspace/{ws}/{id}', VIEW_CHECKS, OK, OK],
  ['POST /api/check', CREATE_CHECKS, CREATE_CHECKS, OK],
  ['PUT /api/check/workspace/{ws}/check/{id}', VIEW_CHECKS, UPDATE_CHECKS, OK],
  ['POST /api/check/action', UPDATE_CHECKS, UPDATE_CHECKS, OK],
  ['PUT /api/check/payee', VIEW_CHECKS, UPDATE_CHECKS, OK],
  ['PUT /api/check/payee/update', VIEW_CHECKS, UPDATE_CHECKS, OK],
  ['POST /api/check/tags/{ws}', VIEW_CHECKS, UPDATE_CHECKS, OK],
  ['DELETE /api/check/tags/{ws}', VIEW_CHECKS, UPDATE_CHECKS, OK],
  ['POST /api/check/comments/{ws}', VIEW_CHECKS, UPDATE_CHECKS, OK],
  ['GET /api/workspace/{ws}/{x}/ci3', VIEW_CHECKS, OK, OK],
  ['GET /api/check/images/{side}/{id}', VIEW_CHECKS, OK, OK],
  ['POST /api/check/images', VIEW_CHECKS, OK, OK],
  ['GET /api/check/image/{id}', VIEW_CHECKS, OK, OK],
  ['POST /api/check/crop', UPDATE_CHECKS, UPDATE_CHECKS, OK],
  ['PUT /api/check/crop', UPDATE_CHECKS, UPDATE_CHECKS, OK],
  ['POST /api/check/rotate', UPDATE_CHECKS, UPDATE_CHECKS, OK],
  ['POST /api/check/signature/send', SEND_CHECKS_TO_SIGN, SEND_CHECKS_TO_SIGN, OK],
  ['PUT /api/check/workspace/{ws}/signature/sign', UPDATE_CHECKS, UPDATE_CHECKS, OK],
  ['GET /api/deposits/getDeposits/{ws}', FORBIDDEN, OK, OK],
  ['GET /api/deposits/getDepositChecks/{id}', FORBIDDEN, OK, OK],
  ['GET /api/deposits/getDepositFeedback/{id}', FORBIDDEN, OK, OK],
  ['GET /api/workspace/{ws}/feedback/{id}', FORBIDDEN, OK, OK],
  ['GET /api/payment/prices', OK, OK, OK],
  ['POST /api/payment/{id}', FORBIDDEN, FORBIDDEN, FORBIDDEN],
  ['POST /api/payment/order/done', OK, OK, OK],
  ['GET /api/workspace/{ws}/reports/charges', FORBIDDEN, OK, OK],
  ['GET /api/workspace/{ws}/reports/charges/download', FORBIDDEN, OK, OK],
  ['GET /api/terminal/all/{ws}', VIEW_TERMINALS, OK, OK],
  ['GET /api/terminal/view/{ws}/{id}', VIEW_TERMINALS, OK, OK],
  ['POST /api/terminal/new', CREATE_TERMINALS, CREATE_TERMINALS, CREATE_TERMINALS],
  ['PUT /api/terminal/edit', UPDATE_TERMINALS, UPDATE_TERMINALS, UPDATE_TERMINALS],
  ['DELETE /api/terminal', DELETE_TERMINALS, DELETE_TERMINALS, DELETE_TERMINALS],
  ['POST /api/terminal/transactions/list', VIEW_TERMINALS, OK, OK],
  ['GET /api/check/transaction/search/{ws}', VIEW_TERMINALS, OK, OK],
  ['GET /api/workspace/transaction/{ws}/{id}', VIEW_TERMINALS, OK, OK],
  ['GET /api/check/transaction/{a}/{b}', VIEW_TERMINALS, OK, OK],
  ['GET /api/terminal/transactions/checks/complete/{a}/{b}', UPDATE_TERMINALS, UPDATE_TERMINALS, OK],
  ['DELETE /api/terminal/transactions', UPDATE_TERMINALS, UPDATE_TERMINALS, UPDATE_TERMINALS],
  ['GET /api/workspace/{ws}/payment/request', FORBIDDEN, OK, OK],
  ['GET /api/workspace/{ws}/payment/request/{id}', FORBIDDEN, OK, OK],
  ['DELETE /api/workspace/{ws}/payment/request/{id}', NO_PAYMENT_REQUESTS, NO_PAYMENT_REQUESTS, NO_PAYMENT_REQUESTS],
  ['POST /api/workspace/{ws}/payment/request/send', NO_PAYMENT_REQUESTS, NO_PAYMENT_REQUESTS, NO_PAYMENT_REQUESTS],
  ['PUT /api/workspace/{ws}/payment/request/cancel/{id}', NO_PAYMENT_REQUESTS, NO_PAYMENT_REQUESTS, NO_PAYMENT_REQUESTS],
  ['POST /api/workspace/{ws}/{x}/payment/request', NO_PAYMENT_REQUESTS, NO_PAYMENT_REQUESTS, NO_PAYMENT_REQUESTS],
];

/** Demo values for each path parameter: gilboa-trade's rows. */
const PARAMS: Record<string, string> = {
  ws: 'gilboa-trade', a: 'gilboa-trade', b: 'tt200', userId: 'u4', tagId: 't1', bank: '12', branch: '600', account: '123456',
  side: 'front', phone: '0541234567', link: 'gilboa', transactionNumber: 'tx100',
};
/** `{id}` and `{x}` by the path they are in. */
const IDS: Array<[string, string]> = [
  ['/ci3', 'c900'], ['/payment/request', 'upr-ok'], ['/api/workspace/accounts', 'a1'], ['/api/terminal/view', 'term1'], ['/api/workspace/transaction', 'tt200'],
  ['/invitation/', 'demo-member'], ['/api/deposits', 'dep-202'], ['/feedback/', 'fb-dep-202'], ['/api/check/workspace', 'c100'],
  ['/api/check/image/', 'c100~front~200'], ['/api/check/images/', 'c100'], ['/api/payment/', 'p50'], ['/api/workspace/{id}', 'gilboa-trade'],
];
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => PARAMS[name] ?? (name === 'x' && !path.includes('/ci3') ? 'term1' : IDS.find(([part]) => path.includes(part))?.[1] ?? 'none'));
/** One body for every call: each reads the fields it needs (the access rule comes before the body's checks). */
const BODY = {
  wsId: 'w1', wsName: 'gilboa-trade', checkId: 'c100', ids: ['c100'], checkIds: ['c100'], action: 'reject', terminalId: 'term1', transactionId: 'tt200',
  keyId: 'pk-office', name: 'x', tagId: 't1', roleType: 'USER', resendInvitation: false, emails: ['a@b.co.il'], fields: { payee: 'x' }, comment: 'x',
  color: '#000000', days: 5, requestNumber: 'upr-ok', email: 'a@b.co.il', signaturePath: 'data:image/png;base64,AAAA', images: ['c100'], side: 'front',
  degrees: 90, filters: {}, companyName: 'x', bank: '12', branch: '600', accountNumber: '999', signators: ['u1'], amount_of_signators: 1,
};

const doc = parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
const staffOperations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).filter(([, op]) => !(op.security && op.security.length === 0)).map(([method]) => `${method.toUpperCase()} ${path}`),
);

/** One call as `who`; the set-up's beforeEach seeds the demo afresh for each row. */
async function outcome(who: 'stranger' | 'viewer' | 'user', method: string, path: string): Promise<string> {
  signIn(who === 'viewer' ? 'viewer@demo.co.il' : 'user@demo.co.il');
  // user@demo.co.il is a USER of gilboa-trade; without that role it is a stranger there.
  const role = db.memberships.find((m) => m.userId === 'u2' && m.wsId === 'w1');
  if (who === 'stranger') db.memberships = db.memberships.filter((m) => m !== role);
  try {
    await send(method, concrete(path), method === 'GET' ? undefined : BODY);
    return OK;
  } catch (error) {
    if (!(error instanceof MockReplyError)) throw error;
    if (error.status === 401) return '401';
    return error.status === 403 ? error.message : OK;
  } finally {
    if (who === 'stranger' && role) db.memberships.push(role);
  }
}

describe('the mock enforces roles on every staff operation (sections 6 and 8)', () => {
  it('has a row for every staff operation of docs/openapi.yaml, and no other', () => {
    expect(ACCESS.map(([op]) => op).sort()).toEqual([...staffOperations].sort());
  });

  it.each(ACCESS)('%s: stranger %s, viewer %s, user %s', async (operation, stranger, viewer, user) => {
    const [method, path] = operation.split(' ');
    // Stranger and viewer first: refused, they change nothing the user's call then meets.
    expect([await outcome('stranger', method, path), await outcome('viewer', method, path), await outcome('user', method, path)]).toEqual([stranger, viewer, user]);
  });
});
