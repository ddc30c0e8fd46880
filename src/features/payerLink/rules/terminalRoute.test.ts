import { fpkArgs, statusArgs, terminalRouteOf } from './terminalRoute';

// Spec section 2: the five terminal addresses, as react-router hands over their parameters.
describe('terminalRouteOf: which terminal address the payer opened', () => {
  it.each([
    ['/terminal/:link', { link: 'gilboa' }, { mode: 'plain', link: 'gilboa' }],
    ['/terminal/:link/:fpk', { link: 'gilboa', fpk: 'pr-7' }, { mode: 'fpk', link: 'gilboa', fpk: 'pr-7' }],
    [
      '/terminal/transaction/session/:link/:transactionNumber/:session',
      { link: 'gilboa', transactionNumber: '1042', session: 's-9' },
      { mode: 'transaction', link: 'gilboa', transactionNumber: '1042', session: 's-9' },
    ],
    ['/terminal/transaction/payment/session/:link/:upr', { link: 'gilboa', upr: 'UPR-1' }, { mode: 'payment', link: 'gilboa', upr: 'UPR-1', base64: '' }],
    [
      '/terminal/transaction/payment/session/:link/:upr/:base64',
      { link: 'gilboa', upr: 'UPR-1', base64: 'eyJhIjoxfQ==' },
      { mode: 'payment', link: 'gilboa', upr: 'UPR-1', base64: 'eyJhIjoxfQ==' },
    ],
    // Edge cases: a payment reference with spaces around it, an empty reference, no link at all.
    ['upr with spaces', { link: 'gilboa', upr: '  UPR-1 ' }, { mode: 'payment', link: 'gilboa', upr: 'UPR-1', base64: '' }],
    ['empty upr', { link: 'gilboa', upr: '' }, { mode: 'payment', link: 'gilboa', upr: '', base64: '' }],
    ['no link', {}, { mode: 'plain', link: '' }],
  ])('%s', (_address, params, route) => {
    expect(terminalRouteOf(params)).toEqual(route);
  });

  it('gives the fpk and status calls their args, empty where the address has none', () => {
    expect(fpkArgs({ mode: 'fpk', link: 'gilboa', fpk: 'pr-7' })).toEqual({ link: 'gilboa', fpk: 'pr-7' });
    expect(fpkArgs({ mode: 'plain', link: 'gilboa' })).toEqual({ link: 'gilboa', fpk: '' });
    expect(statusArgs({ mode: 'transaction', link: 'gilboa', transactionNumber: '1042' })).toEqual({ link: 'gilboa', transactionNumber: '1042' });
    expect(statusArgs({ mode: 'plain', link: 'gilboa' })).toEqual({ link: 'gilboa', transactionNumber: '' });
  });
});
