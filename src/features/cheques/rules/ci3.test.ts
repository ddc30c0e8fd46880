import { isCi3Cheque } from './ci3';

describe('isCi3Cheque', () => {
  it.each<[object | null, boolean]>([
    [{ sendingMethod: 'CI3', status: 'NEW' }, true],
    [{ sendingMethod: 'COURIER', status: 'AWAITING_DELIVERY_CI3' }, true],
    [{ status: 'AWAITING_CI3' }, true],
    [{ status: 'RECEIVED_CI3' }, true],
    [{ sendingMethod: 'COURIER', status: 'AWAITING_DELIVERY' }, false],
    [{ status: 'RECEIVED_DEPOSIT' }, false],
    [null, false],
  ])('%o', (cheque, expected) => expect(isCi3Cheque(cheque)).toBe(expected));
});
