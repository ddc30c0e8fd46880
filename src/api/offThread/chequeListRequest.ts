import type { InternalAxiosRequestConfig } from 'axios';
import { toApiError, type ApiError } from '../apiError';
import { http, noticeReplyUser } from '../http';
import type { HttpArgs } from '../request';
import type { Cheque } from '../types/cheque';
import { chequeListReplies, type ChequeList, type ChequeListCall } from '../schema/chequeList';
import { reportDrift } from '../schema/drift';
import { replyErrorOf } from '../schema/reply';
import { replyOfBytes, type ListReaderAnswer, type ListReaderQuestion } from './listReaderProtocol';

/*
 * A workspace's whole list of cheques, asked through the one axios instance and read off the page:
 * the reply's bytes go to a worker (listReader.worker.ts) that parses them and checks every row by
 * the list's schema, and the rows come back a slice per message. A small reply, or one where no
 * worker can run (tests in jsdom, a browser without module workers, a worker that failed), is read
 * on the page by the same schema, a slice of rows at a time.
 */

interface Waiting {
  rows: Cheque[];
  config: InternalAxiosRequestConfig | undefined;
  onFirstRows: ((rows: Cheque[]) => void) | undefined;
  resolve: (list: ChequeList) => void;
  reject: (error: ApiError) => void;
}

let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, Waiting>();

function settleAnswer(message: ListReaderAnswer): void {
  const call = waiting.get(message.id);
  if (!call) return; // a call given up meanwhile (its page left)
  if ('first' in message) {
    call.onFirstRows?.(message.first);
    return;
  }
  if (!('done' in message)) {
    for (const row of message.rows) call.rows.push(row);
    return;
  }
  waiting.delete(message.id);
  for (const drift of message.drifts) reportDrift(drift);
  if (message.user !== undefined) noticeReplyUser({ user: message.user }, call.config);
  if ('error' in message) call.reject(message.error);
  else call.resolve({ checks: frozen(call.rows), total: message.total });
}

/**
 * The rows as the store keeps them: the list frozen (not each row), so that the store's immer does
 * not walk and freeze 50,000 cheques one by one as it takes the reply in (most of the page's time
 * at that size, after the reading itself); a list is never changed in place anyway.
 */
function frozen<T>(rows: T[]): T[] {
  Object.freeze(rows);
  return rows;
}

/** The list reader, started on first use; null where none can run. */
function listReader(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./listReader.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<ListReaderAnswer>) => settleAnswer(data);
    // A reader that failed (it could not load, or broke): the calls it held fail with a retry, and
    // from now on lists are read on the page.
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = null;
      const failed = toApiError(new Error(`list reader failed: ${event.message}`));
      for (const call of waiting.values()) call.reject(failed);
      waiting.clear();
    };
  }
  return worker;
}

/**
 * A reply this large or larger is read by the worker: below it, parsing on the page is shorter than
 * a long task and the worker's own download and start are not worth it (most workspaces never load it).
 */
export const OFF_THREAD_BYTES = 256 * 1024;

/** The reply read on the page, by the same schema (a slice of rows at a time). */
async function readOnPage(call: ChequeListCall, bytes: ArrayBuffer, config: InternalAxiosRequestConfig): Promise<ChequeList> {
  const reply = replyOfBytes(bytes);
  noticeReplyUser(reply, config);
  const outcome = await chequeListReplies[call]['~standard'].validate(reply);
  if (outcome.issues) throw replyErrorOf(outcome.issues, call);
  return { ...outcome.value, checks: frozen(outcome.value.checks) };
}

/**
 * A list reply still coming in after this long is likely a large one (or the network is slow: then
 * the reader's start costs nothing noticed): the reader is started meanwhile, so that its script is
 * loaded and running when the last byte arrives instead of after it. (axios's progress events, which
 * would tell the size, are left out of the build: scripts/vite/axiosWithoutFetch.ts.)
 */
const START_READER_AFTER_MS = 250;
/**
 * GET `args` (`call` names it for the schema and the diagnostics): the list read, or a rejected
 * ApiError. `onFirstRows` is handed a large reply's first rows (read by the same schema) before the
 * whole reply is read, where the reply's shape lets them be found early (listReaderProtocol.ts).
 */
export async function requestChequeList(call: ChequeListCall, args: HttpArgs, signal?: AbortSignal, onFirstRows?: (rows: Cheque[]) => void): Promise<ChequeList> {
  const startReader = setTimeout(listReader, START_READER_AFTER_MS);
  const response = await http.request<ArrayBuffer>({ ...args, responseType: 'arraybuffer', signal }).finally(() => clearTimeout(startReader));
  const reader = response.data.byteLength >= OFF_THREAD_BYTES ? listReader() : null;
  if (!reader) return readOnPage(call, response.data, response.config);
  const id = ++lastId;
  return new Promise<ChequeList>((resolve, reject) => {
    waiting.set(id, { rows: [], config: response.config, onFirstRows, resolve, reject });
    const giveUp = () => {
      if (waiting.delete(id)) reject(toApiError(signal?.reason));
    };
    signal?.addEventListener('abort', giveUp, { once: true });
    const question: ListReaderQuestion = { id, call, bytes: response.data };
    reader.postMessage(question, [response.data]);
  });
}
