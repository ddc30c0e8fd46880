import { HttpResponse } from 'msw';
import { route } from '../route';
import { requireMoneyPermission } from '../db/money/access';
import { balanceOf, chargesOf } from '../db/money/credits';
import { attachment, toCsv } from '../db/money/csv';
import { ddmmyyyy } from '../db/helpers/dates';
import type { ChargeRow } from '../db/money/tables';
import { chargeFilter } from '../db/helpers/listFilters';

const COLUMNS: Array<[string, (c: ChargeRow) => unknown]> = [
  ['תאריך', (c) => ddmmyyyy(c.date)],
  ['סוג פעולה', (c) => c.actionType],
  ['קרדיטים', (c) => c.credits],
  ['תיאור', (c) => c.description],
  ['סכום', (c) => c.amount ?? ''],
  ['מספר קבלה', (c) => c.receiptNumber ?? ''],
];

const publicCharge = ({ wsId: _ws, ...charge }: ChargeRow) => (void _ws, charge);

/** The charges report of a workspace and its CSV (spec section 7, "Workspace"). */
export const reportHandlers = [
  route('get', '/api/workspace/:ws/reports/charges/download', ({ me, params, query }) => {
    const workspace = requireMoneyPermission(me(), String(params.ws), 'reports.view');
    const rows = chargesOf(workspace.id, chargeFilter(query));
    return new HttpResponse(toCsv(COLUMNS, rows), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachment(`charges-${workspace.name}.csv`) },
    });
  }),
  route('get', '/api/workspace/:ws/reports/charges', ({ me, params, query }) => {
    const workspace = requireMoneyPermission(me(), String(params.ws), 'reports.view');
    const charges = chargesOf(workspace.id, chargeFilter(query)).map(publicCharge);
    return { charges, total: charges.length, balance: balanceOf(workspace.id) };
  }),
];
