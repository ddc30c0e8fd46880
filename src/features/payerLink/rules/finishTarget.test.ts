import { finishTarget } from './finishTarget';

describe('finishTarget', () => {
  it.each([
    ['https://example.com/thanks', { external: true, href: 'https://example.com/thanks' }],
    ['http://shop.co.il/ok?x=1', { external: true, href: 'http://shop.co.il/ok?x=1' }],
    ['javascript:alert(1)', { external: false, to: '/terminal/done' }],
    ['JaVaScRiPt:alert(1)', { external: false, to: '/terminal/done' }],
    ['data:text/html,hi', { external: false, to: '/terminal/done' }],
    ['//evil.com', { external: false, to: '/terminal/done' }],
    ['/relative', { external: false, to: '/terminal/done' }],
    ['ftp://files.example.com', { external: false, to: '/terminal/done' }],
    ['', { external: false, to: '/terminal/done' }],
    [undefined, { external: false, to: '/terminal/done' }],
  ])('%s -> %o', (url, expected) => {
    expect(finishTarget(url)).toEqual(expected);
  });

  it('ends a payment session on its receipt', () => {
    expect(finishTarget('https://example.com', 'R 1')).toEqual({ external: false, to: '/paymentsuccess?receipt=R%201' });
  });
});
