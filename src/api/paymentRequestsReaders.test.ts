// readPaymentRequest and readPaymentRequestList: docs/backend-contract.md, "Payment requests".
import { readPaymentRequest, readPaymentRequestList } from './paymentRequestsApi';

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

  it('reads paymentRequest before data, and nothing readable as an empty request', () => {
    expect(readPaymentRequest({ ok: true, paymentRequest: request, data: { requestNumber: 'other' } })).toEqual(request);
    expect(readPaymentRequest(null)).toEqual({});
    expect(readPaymentRequest('17')).toEqual({});
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
    ['nothing readable', null, { paymentRequests: [], total: 0 }],
  ])('reads %s', (_name, reply, expected) => {
    expect(readPaymentRequestList(reply)).toEqual(expected);
  });
});
