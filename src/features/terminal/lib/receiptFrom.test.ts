import { receiptFrom } from './receiptFrom';

describe('receiptFrom', () => {
  it.each([
    ['receipt=12345', '12345'],
    ['receiptNumber=A-77', 'A-77'],
    ['rn=9', '9'],
    ['receipt=&rn=55', '55'],
    ['receipt=%3Cscript%3E', null],
    [`receipt=${'1'.repeat(41)}`, null],
    ['other=1', null],
  ])('?%s -> %s', (query, expected) => {
    expect(receiptFrom(new URLSearchParams(query))).toBe(expected);
  });
});
