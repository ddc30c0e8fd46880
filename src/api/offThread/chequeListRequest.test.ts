import { http as msw, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { configureHttp, sessionStarted } from '../http';
import { chequeListReplies, SEARCH_CHEQUES_CALL, WORKSPACE_CHEQUES_CALL } from '../schema/chequeList';
import { clearDrifts, driftReports } from '../schema/drift';
import { readReplyUser } from '../schema/user';
import type { ApiError } from '../apiError';
import { answerListQuestion } from './answerListQuestion';
import { OFF_THREAD_BYTES, requestChequeList } from './chequeListRequest';
import { FIRST_ROWS_FROM_BYTES, ROWS_PER_MESSAGE, type ListReaderAnswer, type ListReaderQuestion } from './listReaderProtocol';

// The list reader's worker, run in this thread: each answer a message of its own, as in a browser.
let messages = 0;
let breakNext = false;
class ThreadWorker {
  onmessage: ((event: { data: ListReaderAnswer }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  postMessage(question: ListReaderQuestion, transfer: Transferable[]) {
    expect(transfer).toEqual([question.bytes]);
    if (breakNext) {
      breakNext = false;
      setTimeout(() => this.onerror?.({ message: 'broken', preventDefault: () => undefined }));
      return;
    }
    answerListQuestion(question, (data) => {
      messages += 1;
      setTimeout(() => this.onmessage?.({ data: structuredClone(data) }));
    });
  }
  terminate() {}
}

const onUser = vi.fn();
const onUnauthorized = vi.fn();
beforeAll(() => vi.stubGlobal('Worker', ThreadWorker));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  clearDrifts();
  messages = 0;
  onUser.mockReset();
  onUnauthorized.mockReset();
  configureHttp({ onUser, onUnauthorized, readUser: readReplyUser });
  sessionStarted();
});

const drifts = () => driftReports().map(({ at: _at, ...drift }) => drift);
const cheque = (i: number) => ({ checkId: `c${i}`, amount: i % 3 ? `${i}.50` : i, status: 'PENDING', payee: i % 5 ? 'Dana' : 7 });
// Only a large reply goes to the worker: the same reply made large by a field no schema reads.
const filler = 'x'.repeat(OFF_THREAD_BYTES);
const large = (body: unknown): unknown => {
  if (typeof body === 'string') return body.padEnd(OFF_THREAD_BYTES);
  if (Array.isArray(body)) return body.map((row: object) => ({ ...row, filler }));
  return { ...(body as object), filler };
};
const reply = (body: unknown) =>
  server.use(msw.get('/api/check/search/ws1', () => (typeof body === 'string' ? HttpResponse.text(body) : HttpResponse.json(body as object))));
const read = () => requestChequeList(SEARCH_CHEQUES_CALL, { url: '/api/check/search/ws1' });

describe('a cheque list read off the page', () => {
  it.each<[string, unknown]>([
    ['many rows (several messages), some dropped, some with a drifting field', { checks: [...Array.from({ length: ROWS_PER_MESSAGE * 2 + 1 }, (_, i) => cheque(i)), { amount: 1 }, null], total: '1003' }],
    ['a bare list', [cheque(1), cheque(2)]],
    ['an empty list under data', { data: { cheques: [] } }],
  ])('%s: the same rows, total and drifts as read on the page', async (_name, small) => {
    const body = large(small);
    const onPage = chequeListReplies[SEARCH_CHEQUES_CALL].parse(body);
    const driftsOnPage = drifts();
    clearDrifts();
    reply(body);
    expect(await read()).toEqual(onPage);
    expect(drifts()).toEqual(driftsOnPage);
    expect(messages).toBeGreaterThan(0);
  });

  it('reads a small reply on the page, with the same schema', async () => {
    reply({ checks: [cheque(1), { amount: 2 }] });
    expect((await read()).checks.map((c) => c.checkId)).toEqual(['c1']);
    expect(messages).toBe(0);
    expect(drifts()).toEqual([expect.objectContaining({ call: SEARCH_CHEQUES_CALL, field: 'checks[].checkId' })]);
  });

  it('sends the rows a slice per message', async () => {
    reply(large({ checks: Array.from({ length: ROWS_PER_MESSAGE * 2 + 1 }, (_, i) => cheque(i)) }));
    expect((await read()).checks).toHaveLength(ROWS_PER_MESSAGE * 2 + 1);
    expect(messages).toBe(4);
  });

  it.each<[string, unknown, string]>([
    ['no list at all', { items: [] }, 'checks'],
    ['no row that fits', { checks: [{ amount: 1 }] }, 'checks[].checkId'],
    ['a text that is not JSON', 'Service unavailable', '(reply)'],
  ])('%s: refused as on the page, with the call and the field named', async (_name, body, field) => {
    reply(large(body));
    const refusal = (await read().catch((error: unknown) => error)) as ApiError;
    expect(refusal).toMatchObject({ messageKey: 'errors.malformedReply', messageParams: { call: SEARCH_CHEQUES_CALL, field } });
  });

  it("hands a large reply's first rows, read by the same schema, before the whole list", async () => {
    const body = { checks: [cheque(1), { amount: 2 }, cheque(3), cheque(4)], total: 3, filler: 'x'.repeat(FIRST_ROWS_FROM_BYTES) };
    reply(body);
    const early = vi.fn();
    const reading = requestChequeList(SEARCH_CHEQUES_CALL, { url: '/api/check/search/ws1' }, undefined, early);
    await vi.waitFor(() => expect(early).toHaveBeenCalledTimes(1));
    expect(early.mock.calls[0][0].map((c: { checkId: string }) => c.checkId)).toEqual(['c1', 'c3', 'c4']);
    expect(await reading).toEqual(chequeListReplies[SEARCH_CHEQUES_CALL].parse(body));
    // The first rows' drifts are the whole reply's, reported once.
    expect(drifts().filter(({ field }) => field === 'checks[].checkId')).toHaveLength(1);
  });

  it('hands no first rows when the list is not where the scan looks (the total first), and reads it all', async () => {
    reply({ total: 2, checks: [cheque(1), cheque(2), cheque(3), cheque(4)], filler: 'x'.repeat(FIRST_ROWS_FROM_BYTES) });
    const early = vi.fn();
    expect((await requestChequeList(SEARCH_CHEQUES_CALL, { url: '/api/check/search/ws1' }, undefined, early)).checks).toHaveLength(4);
    expect(early).not.toHaveBeenCalled();
  });

  it('stores the user the reply carries, as the axios instance does for every JSON reply', async () => {
    reply(large({ checks: [cheque(1)], user: { id: 'u9', email: 'a@b.co' } }));
    await read();
    expect(messages).toBeGreaterThan(0);
    expect(onUser).toHaveBeenCalledWith({ id: 'u9', email: 'a@b.co' });
  });

  it("reads a refusal's body: a 401 with err 100 keeps the session, and says the server's words", async () => {
    server.use(msw.get('/api/check/workspace/ws1', () => HttpResponse.json({ err: 100, message: 'Phone not verified' }, { status: 401 })));
    const refusal = (await requestChequeList(WORKSPACE_CHEQUES_CALL, { url: '/api/check/workspace/ws1' }).catch((error: unknown) => error)) as ApiError;
    expect(refusal).toMatchObject({ status: 401, err: 100 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('fails the call with a retry when the reader breaks, then reads on the page', async () => {
    breakNext = true;
    reply(large({ checks: [cheque(1)] }));
    const refusal = (await read().catch((error: unknown) => error)) as ApiError;
    expect(refusal.status).toBeNull();
    expect((await read()).checks.map((c) => c.checkId)).toEqual(['c1']);
  });
});
