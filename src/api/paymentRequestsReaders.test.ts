// readPaymentRequest and readPaymentRequestList: docs/backend-contract.md, "Payment requests".
import { readPaymentRequest, readPaymentRequestList } from './paymentRequestsApi';

const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });
const request = { requestNumber: '17', amount: '1250.00', terminalId: 't1', terminalLink: 'gilboa', status: 'NEW', dateToCancel: '2026-04-01', link: '/terminal/transaction/payment/session/gilboa/17' };

describe('readPaymentRequest', () => {
  it.each<[string, unknown]>([
    ['under paymentRequest (the mock)', { paymentRequest: request }],
    ['under request', { request }],
    ['under data', { data: request }],
    ['bare', request],
  ])('reads one request %s, the amount as sent', (_name, reply) => {
    expect(readPaymentRequest(reply)).toEqual(request);
  });

  it('reads paymentRequest before data, and leaves out fields it does not know', () => {
    expect(readPaymentRequest({ ok: true, paymentRequest: request, data: { requestNumber: 'other' } })).toEqual(request);
    expect(readPaymentRequest({ paymentRequest: { ...request, cardNumber: '4580' } })).toEqual(request);
  });

  it('reads the number sent as a number as text, and leaves out a link that is no address of ours or http(s)', () => {
    expect(readPaymentRequest({ ...request, requestNumber: 17, link: 'javascript:alert(3)' })).toEqual({ ...request, link: undefined });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a bare number', '17'],
    ['no number', { paymentRequest: { ...request, requestNumber: undefined } }],
    ['an amount that is no money', { paymentRequest: { ...request, amount: 'abc' } }],
    ['a NaN amount', { paymentRequest: { ...request, amount: Number.NaN } }],
  ])('refuses %s: an error with a retry', (_name, reply) => {
    expect(() => readPaymentRequest(reply)).toThrow(malformed);
  });
});

describe('readPaymentRequestList', () => {
  const second = { ...request, requestNumber: '18', amount: 80 };
  it.each<[string, unknown, ReturnType<typeof readPaymentRequestList>]>([
    ['paymentRequests and total (the mock)', { paymentRequests: [request, second], total: 40 }, { paymentRequests: [request, second], total: 40 }],
    ['the total as a string', { paymentRequests: [request], total: '40' }, { paymentRequests: [request], total: 40 }],
    ['under requests without total (total = its length)', { requests: [request, second] }, { paymentRequests: [request, second], total: 2 }],
    ['a bare list', [request], { paymentRequests: [request], total: 1 }],
    ['under data', { data: { paymentRequests: [second] } }, { paymentRequests: [second], total: 1 }],
    ['an unreadable total', { paymentRequests: [request], total: 'many' }, { paymentRequests: [request], total: 1 }],
    ['null and unreadable rows (dropped)', { paymentRequests: [null, { ...request, amount: 'x' }, request], total: 3 }, { paymentRequests: [request], total: 3 }],
    ['an empty list', { paymentRequests: [], total: 0 }, { paymentRequests: [], total: 0 }],
  ])('reads %s', (_name, reply, expected) => {
    expect(readPaymentRequestList(reply)).toEqual(expected);
  });

  it.each<[string, unknown]>([['null', null], ['the list as an object', { paymentRequests: { 17: request } }], ['no list', { total: 3 }]])('refuses %s', (_name, reply) => {
    expect(() => readPaymentRequestList(reply)).toThrow(malformed);
  });
});
