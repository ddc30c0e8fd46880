import { matchRoutes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pathParams } from './pathParams';

// react-router's own matching is the reference: the first reads of a link page (main.tsx) must ask
// with the params the page will ask with.
const router = (pattern: string, pathname: string) => matchRoutes([{ path: pattern }], pathname)?.[0]?.params ?? null;

describe('pathParams', () => {
  it.each([
    [paths.terminal, '/terminal/gilboa'],
    [paths.terminal, '/terminal/gilboa/'],
    [paths.terminal, '/terminal/%D7%92%D7%9C%D7%91%D7%95%D7%A2'],
    [paths.terminal, '/terminal/a%20b'],
    [paths.terminal, '/terminal/a%2Fb'],
    [paths.terminal, '/terminal/100%25'],
    [paths.terminal, '/Terminal/gilboa'],
    [paths.terminal, '/terminal'],
    [paths.terminal, '/terminal/'],
    [paths.terminal, '/terminal/gilboa/fpk1'],
    [paths.terminalFpk, '/terminal/gilboa/fpk1'],
    [paths.terminalFpk, '/terminal/gilboa'],
    [paths.terminalSession, '/terminal/transaction/session/gilboa/tx1/s1'],
    [paths.terminalSession, '/terminal/transaction/session/gilboa/tx1'],
    [paths.terminalPayment, '/terminal/transaction/payment/session/gilboa/upr%20'],
    [paths.terminalPaymentData, '/terminal/transaction/payment/session/gilboa/upr/eyJ9'],
    [paths.signCheques, '/signChecks/demo-sign-link'],
    [paths.signCheques, '/signchecks/demo'],
    [paths.signCheques, '/signChecks/'],
    [paths.signCheques, '/login'],
  ])('%s against %s: as react-router', (pattern, pathname) => {
    expect(pathParams(pattern, pathname)).toEqual(router(pattern, pathname));
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(pathParams(paths.terminal, '/terminal/100%')).toEqual({ link: '100%' });
  });
});
