import { payerAddress } from './payerAddress';

const origin = window.location.origin;

describe('payerAddress', () => {
  it.each<[Parameters<typeof payerAddress>[0], string]>([
    [{ link: '/terminal/gilboa/k123', requestNumber: 'PR-1' }, `${origin}/terminal/gilboa/k123`],
    [{ link: 'https://pay.example.co.il/terminal/gilboa/k1' }, 'https://pay.example.co.il/terminal/gilboa/k1'],
    [{ fast: true, paymentKeyId: 'k9', terminalLink: 'gilboa', requestNumber: 'PR-2' }, `${origin}/terminal/gilboa/k9`],
    [{ terminalLink: 'gilboa', requestNumber: 'PR 3' }, `${origin}/terminal/transaction/payment/session/gilboa/PR%203`],
    [{ fast: true, terminalLink: 'gilboa', requestNumber: 'PR-4' }, `${origin}/terminal/transaction/payment/session/gilboa/PR-4`], // no key: the session
    [{ requestNumber: 'PR-5' }, ''], // no terminal: no link
  ])('%j -> %s', (request, expected) => {
    expect(payerAddress(request)).toBe(expected);
  });
});
