import { absoluteUrl, hrefs } from './hrefs';

describe('links to the app', () => {
  it.each([
    [hrefs.login(), '/login'],
    [hrefs.login('/cheques?tab=sent'), '/login?redirect=%2Fcheques%3Ftab%3Dsent'],
    [hrefs.register(), '/register'],
    [hrefs.register('a+b@x.co.il'), '/register?email=a%2Bb%40x.co.il'],
    [hrefs.chequeView(42), '/cheques/view/42'],
    [hrefs.chequeView('a/b'), '/cheques/view/a%2Fb'],
    [hrefs.terminal('gilboa shop'), '/terminal/gilboa%20shop'],
    [hrefs.bankAccountEdit('7'), '/settings/bank-accounts/7'],
    [hrefs.terminalFpk('gilboa', 'k/1'), '/terminal/gilboa/k%2F1'],
    [hrefs.terminalPayment('gilboa', 'u1'), '/terminal/transaction/payment/session/gilboa/u1'],
    [hrefs.terminalSettings('t1'), '/terminals/t1/settings'],
    [hrefs.terminalScan('t1'), '/terminals/t1/scan'],
    [hrefs.terminalTransactions(), '/terminal-transactions'],
    [hrefs.terminalTransactions('t 1'), '/terminal-transactions?terminal=t%201'],
    [hrefs.terminalTransaction('x1'), '/terminal-transactions/x1'],
    [hrefs.paymentRequestView('PR-1'), '/payment-requests/PR-1'],
  ])('builds %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('makes an address absolute on the given origin', () => {
    expect(absoluteUrl('/terminal/gilboa', 'https://app.example')).toBe('https://app.example/terminal/gilboa');
  });
});
