import { route } from '../route';
import { extraTable } from '../db/database';
import { requireMoneyPermission } from '../db/money/access';
import { PRINTER_KEYS, type PrinterKeyRow } from '../db/money/tables';

/**
 * The printer keys the printing workspace chooses from (GET /api/workspace/printer/keys/{ws}).
 * Issue 10 owns keys (create, delete, workspace keys); until it lands this read lives here.
 */
export const printingHandlers = [
  route('get', '/api/workspace/printer/keys/:ws', ({ me, params }) => {
    const workspace = requireMoneyPermission(me(), String(params.ws), 'cheque.view');
    return { keys: extraTable<PrinterKeyRow>(PRINTER_KEYS).filter((k) => k.wsId === workspace.id).map(({ keyId, name, lastUsed }) => ({ keyId, name, lastUsed })) };
  }),
];
