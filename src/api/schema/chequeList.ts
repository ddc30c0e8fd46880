import type { Cheque } from '../types/cheque';
import { ChequeSchema } from './cheque';
import { map } from './fields';
import { pageIn, readableAhead, rowsIn } from './staffFields';
import { defineReply, type Reply } from './reply';

/*
 * The replies that carry a workspace's whole list of cheques (tens of thousands in a large
 * business): read here, and by the list reader's worker (api/offThread) with these same schemas.
 */

export interface ChequeList {
  checks: Cheque[];
  total: number;
}

export const WORKSPACE_CHEQUES_CALL = 'GET /api/check/workspace/{ws}';
export const SEARCH_CHEQUES_CALL = 'GET /api/check/search/{ws}';
export type ChequeListCall = typeof WORKSPACE_CHEQUES_CALL | typeof SEARCH_CHEQUES_CALL;

const LIST_KEYS = ['checks', 'cheques'];
/**
 * {checks, total}: the list also bare or under `cheques` / `data`; `total` also a string, else the
 * list's length. Where it is read on the page (no worker), its rows are read a slice at a time
 * (readableAhead), each list reply with its own reader.
 */
function chequeList(call: ChequeListCall): { reply: Reply<ChequeList>; readRowsNow: RowsReader } {
  const rows = readableAhead(ChequeSchema);
  const schema = map(pageIn(LIST_KEYS, rows.schema), ({ rows: checks, total }): ChequeList => ({ checks, total }));
  const reply = defineReply(call, schema, async (body) => {
    const found = rowsIn(body, LIST_KEYS);
    if (found) await rows.readAhead(found);
  });
  return { reply, readRowsNow: (body, kept) => rows.readNow(rowsIn(body, LIST_KEYS) ?? [], kept) };
}

/**
 * Reads a reply's rows ahead at once, handing on each row the list keeps as soon as it is read (the
 * list reader's worker sends them on while it reads the rest); the reply's `parse` then finds them.
 */
type RowsReader = (reply: unknown, kept: (row: Cheque) => void) => void;

const lists = { [WORKSPACE_CHEQUES_CALL]: chequeList(WORKSPACE_CHEQUES_CALL), [SEARCH_CHEQUES_CALL]: chequeList(SEARCH_CHEQUES_CALL) };

export const chequeListReplies: Record<ChequeListCall, Reply<ChequeList>> = {
  [WORKSPACE_CHEQUES_CALL]: lists[WORKSPACE_CHEQUES_CALL].reply,
  [SEARCH_CHEQUES_CALL]: lists[SEARCH_CHEQUES_CALL].reply,
};

export const chequeListRowsAhead: Record<ChequeListCall, RowsReader> = {
  [WORKSPACE_CHEQUES_CALL]: lists[WORKSPACE_CHEQUES_CALL].readRowsNow,
  [SEARCH_CHEQUES_CALL]: lists[SEARCH_CHEQUES_CALL].readRowsNow,
};
