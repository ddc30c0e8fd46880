import { cleanReceiptNumber, readPaymentReturn, receiptFrom, type PaymentReturn } from './paymentReturn';

describe('receiptFrom', () => {
  it.each([
    ['receipt=12345', '12345'],
    ['receiptNumber=A-77', 'A-77'],
    ['rn=9', '9'],
    ['receipt=&rn=55', '55'],
    ['receipt=%3Cscript%3E', null],
    [`receipt=${'1'.repeat(40)}`, '1'.repeat(40)],
    [`receipt=${'1'.repeat(41)}`, null],
    ['other=1', null],
  ])('?%s -> %s', (query, expected) => {
    expect(receiptFrom(new URLSearchParams(query))).toBe(expected);
  });
});

describe('cleanReceiptNumber', () => {
  it.each<[unknown, string | null]>([
    ['R-2026-0042', 'R-2026-0042'],
    [' 777 ', '777'],
    [10021, '10021'],
    ['קבלה1', 'קבלה1'],
    ['<b>1</b>', null],
    ['1 2', null],
    ['', null],
    [1.5, null],
    [null, null],
  ])('%s -> %s', (value, expected) => {
    expect(cleanReceiptNumber(value)).toBe(expected);
  });
});

describe('readPaymentReturn', () => {
  it.each<[string, PaymentReturn]>([
    ['?receipt=12345', { kind: 'receipt', receipt: '12345' }],
    ['rn=9', { kind: 'receipt', receipt: '9' }],
    ['?order=ORD-1&status=approved&token=abc', { kind: 'order', query: 'order=ORD-1&status=approved&token=abc' }],
    ['?order=ORD-1&receipt=5', { kind: 'order', query: 'order=ORD-1&receipt=5' }],
    ['?Response=000&Id=9', { kind: 'order', query: 'Response=000&Id=9' }],
    ['', { kind: 'none' }],
    ['?', { kind: 'none' }],
    ['?receipt=%3Cb%3E', { kind: 'none' }],
    [`?order=${'x'.repeat(2100)}`, { kind: 'none' }],
  ])('%s -> %o', (search, expected) => {
    expect(readPaymentReturn(search)).toEqual(expected);
  });
});
