import { HttpResponse } from 'msw';
import { route } from '../route';
import { db } from '../db/database';
import { badRequest } from '../db/MockHttpError';
import { requirePermission } from '../db/permissions';
import { requireConfirmedEmail } from './user';
import { BANKS } from '../db/chequeDetection';
import { createAccount, deleteAccount, findAccount, publicAccount, updateAccount, updateSignators } from '../db/setup/bankAccounts';
import { uploadedKeyOf } from '../db/setup/uploads';

type Body = Record<string, unknown>;

const LOGO_COLOURS: Record<string, [string, string]> = {
  '04': ['#0d47a1', 'יהב'], '09': ['#c62828', 'דואר'], '10': ['#1565c0', 'לאומי'], '11': ['#2e7d32', 'דיסקונט'],
  '12': ['#c62828', 'פועלים'], '13': ['#6a1b9a', 'אגוד'], '14': ['#37474f', 'אוצר'], '17': ['#00695c', 'מרכנתיל'],
  '20': ['#e65100', 'מזרחי'], '31': ['#283593', 'בינלאומי'], '46': ['#4e342e', 'מסד'], '54': ['#ad1457', 'ירושלים'],
};

/** A bank's logo: the mock draws a badge in the bank's colour with its short name. */
function bankLogo(code: string): Response {
  const key = code.padStart(2, '0');
  const [colour, label] = LOGO_COLOURS[key] ?? [];
  if (!colour || !BANKS.some((b) => b.code === key)) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="38" font-size="13" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#ffffff">${label}</text></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
}

/** A workspace's bank accounts (spec section 7, Workspace): rules in mocks/db/setup/bankAccounts.ts. */
export const bankAccountHandlers = [
  route('get', '/api/workspace/banks/logo/:bank', ({ params }) => bankLogo(String(params.bank))),
  route<Body>('post', '/api/workspace/accounts', ({ me, body }) => {
    const user = me();
    requireConfirmedEmail(user);
    return { account: publicAccount(createAccount(user, body)) };
  }),
  route('get', '/api/workspace/accounts/:ws', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'account.view');
    return { accounts: db.accounts.filter((a) => a.wsId === workspace.id).map(publicAccount) };
  }),
  route('get', '/api/workspace/accounts/:ws/:id', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'account.view');
    return { account: publicAccount(findAccount(workspace.id, params.id)) };
  }),
  route<Body>('put', '/api/workspace/accounts/update/:ws/:id', ({ me, params, body }) => ({
    account: publicAccount(updateSignators(me(), String(params.ws), params.id, body)),
  })),
  // Form data with `logo` and/or `stamp` (stored objects' keys); JSON with null removes one.
  route<Body>('put', '/api/workspace/accounts/:ws/:id/logo', ({ me, params, body }) => {
    const workspace = requirePermission(me(), String(params.ws), 'account.edit');
    const row = findAccount(workspace.id, params.id);
    if (body.logo === undefined && body.stamp === undefined) throw badRequest('Invalid data structure');
    if (body.logo !== undefined) row.logo = body.logo === null || body.logo === '' ? undefined : uploadedKeyOf(workspace.id, body.logo);
    if (body.stamp !== undefined) row.stamp = body.stamp === null || body.stamp === '' ? undefined : uploadedKeyOf(workspace.id, body.stamp);
    return { account: publicAccount(row) };
  }),
  route<Body>('put', '/api/workspace/accounts/:ws/:id', ({ me, params, body }) => ({
    account: publicAccount(updateAccount(me(), String(params.ws), params.id, body)),
  })),
  route('delete', '/api/workspace/accounts/:ws/:id', ({ me, params }) => {
    deleteAccount(me(), String(params.ws), params.id);
    return { ok: true };
  }),
];
