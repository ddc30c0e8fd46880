import fc from 'fast-check';
import {
  AGGREGATE_FILTERS,
  CHEQUE_STATUSES,
  PAYMENT_REQUEST_STATUSES,
  SENDING_METHODS,
  TERMINAL_TRANSACTION_STATUSES,
  canDeletePaymentRequest,
  editBlockReason,
  isDeliveryOpen,
  isAwaitingSignature,
  signingStatus,
  statusColour,
  statusesForFilter,
  type EditBlockReason,
  type StatusColour,
} from './statuses';

describe('status lists (§4)', () => {
  it('cheque statuses are the 17 of §4, unique', () => {
    expect(CHEQUE_STATUSES).toHaveLength(17);
    expect(new Set(CHEQUE_STATUSES).size).toBe(17);
    expect(CHEQUE_STATUSES).toContain('AWAITING_DELIVERY_DEPOSIT');
  });

  it('other lists', () => {
    expect(SENDING_METHODS).toEqual(['COURIER', 'REGULAR_MAIL', 'HOUR24_MAIL', 'REGISTERED_MAIL', 'CI3', 'PICKUP']);
    expect(TERMINAL_TRANSACTION_STATUSES).toEqual(['NEW', 'IN_PROGRESS', 'DONE', 'RETRIEVED']);
    expect(PAYMENT_REQUEST_STATUSES).toEqual(['NEW', 'DONE', 'CANCELED']);
  });

  it('aggregate groups are disjoint, non-empty and made of known cheque statuses', () => {
    const all = Object.values(AGGREGATE_FILTERS).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const group of Object.values(AGGREGATE_FILTERS)) expect(group.length).toBeGreaterThan(0);
    for (const s of all) expect(CHEQUE_STATUSES).toContain(s);
    expect(Object.keys(AGGREGATE_FILTERS).every((k) => k.startsWith('ALL_'))).toBe(true);
  });

  it.each<[string, readonly string[]]>([
    ['ALL_NEW', ['NEW']],
    ['ALL_REJECTED', ['REJECTED_BANK', 'REJECTED']],
    ['ALL_DONE', ['RECEIVED_BANK', 'RECEIVED_CI3', 'RECEIVED_DEPOSIT']],
    ['NEW', ['NEW']],
    ['ALL_UNKNOWN', ['ALL_UNKNOWN']],
    ['toString', ['toString']], // not an inherited property
    ['', ['']],
  ])('statusesForFilter(%j) -> %j', (filter, expected) => {
    expect(statusesForFilter(filter)).toEqual(expected);
  });
});

describe('statusColour', () => {
  it.each<[string | null | undefined, StatusColour]>([
    ['NEW', 'primary'],
    ['AWAITING_BANK', 'warning'],
    ['AWAITING_DEPOSIT', 'warning'],
    ['PROCESSING_DEPOSIT', 'warning'],
    ['AWAITING_DELIVERY', 'info'],
    ['RECEIVED_DEPOSIT', 'success'],
    ['REJECTED_BANK', 'danger'],
    ['REJECTED', 'danger'],
    ['DELETED', 'dark'],
    ['NONE', 'light'],
    ['UNKNOWN', 'secondary'],
    ['SIGNED', 'success'],
    ['PARTIALLY_SIGNED', 'warning'],
    ['UNSIGNED', 'secondary'],
    ['printing', 'info'],
    ['deposit C', 'info'],
    ['removed', 'dark'],
    ['IN_PROGRESS', 'warning'],
    ['RETRIEVED', 'dark'],
    ['CANCELED', 'danger'],
    ['PARTLY_REJECTED', 'warning'],
    [' new ', 'primary'],
    ['SOMETHING_ELSE', 'secondary'],
    ['', 'secondary'],
    ['constructor', 'secondary'], // no prototype leaks
    [null, 'secondary'],
    [undefined, 'secondary'],
  ])('%j -> %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it('statuses of one aggregate group share a colour', () => {
    for (const group of Object.values(AGGREGATE_FILTERS)) {
      expect(new Set(group.map(statusColour)).size).toBe(1);
    }
  });
});

describe('editBlockReason', () => {
  it.each<[Parameters<typeof editBlockReason>[0], EditBlockReason | null]>([
    [{ status: 'NEW' }, null],
    [{ status: 'AWAITING_BANK' }, 'awaitingBank'],
    [{ status: 'AWAITING_BANK_ACK' }, 'awaitingBank'],
    [{ status: 'AWAITING_DEPOSIT' }, 'awaitingDeposit'],
    [{ status: 'AWAITING_CI3' }, null],
    [{ status: 'PROCESSING_DEPOSIT' }, null],
    [{ status: 'AWAITING_DELIVERY_DEPOSIT' }, null],
    [{ status: 'DELETED' }, 'deleted'],
    [{ status: 'NEW', softDeleted: true }, 'deleted'],
    [{ status: 'NEW', isDeleted: true }, 'deleted'],
    [{ status: 'AWAITING_BANK', softDeleted: true }, 'deleted'], // deleted wins
    [{ status: 'AWAITING_DEPOSIT', isDeleted: false, softDeleted: false }, 'awaitingDeposit'],
    [{ status: 'awaiting_bank' }, null], // backend values are exact
    [{}, null],
    [{ status: undefined }, null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (cheque, expected) => {
    expect(editBlockReason(cheque)).toBe(expected);
  });
});

describe('isDeliveryOpen', () => {
  it.each<[Parameters<typeof isDeliveryOpen>[0], boolean]>([
    [{ status: 'NEW' }, true],
    [{ status: 'NONE' }, true],
    [{}, true], // no status yet is NONE
    [{ status: 'UNKNOWN' }, true],
    [{ status: 'AWAITING_DELIVERY' }, true],
    [{ status: 'AWAITING_DELIVERY_CI3' }, true],
    [{ status: 'AWAITING_DELIVERY_DEPOSIT' }, true],
    [{ status: 'AWAITING_DEPOSIT' }, false],
    [{ status: 'PROCESSING_DEPOSIT' }, false],
    [{ status: 'AWAITING_CI3' }, false],
    [{ status: 'RECEIVED_CI3' }, false],
    [{ status: 'REJECTED' }, false],
    [{ status: 'DELETED' }, false],
    [{ status: 'NEW', isDeleted: true }, false],
  ])('%j -> %s', (cheque, expected) => {
    expect(isDeliveryOpen(cheque)).toBe(expected);
  });
});

describe('signingStatus', () => {
  it.each<[number, number, string]>([
    [0, 2, 'UNSIGNED'],
    [1, 2, 'PARTIALLY_SIGNED'],
    [2, 2, 'SIGNED'],
    [3, 2, 'SIGNED'],
    [0, 1, 'UNSIGNED'],
    [1, 1, 'SIGNED'],
    [4, 5, 'PARTIALLY_SIGNED'],
    [5, 5, 'SIGNED'],
    [0, 0, 'UNSIGNED'], // a cheque is never signed without a signature
    [1, 0, 'SIGNED'],
    [-1, 2, 'UNSIGNED'],
    [NaN, 2, 'UNSIGNED'],
    [1, NaN, 'SIGNED'],
  ])('%s of %s -> %s', (signed, required, expected) => {
    expect(signingStatus(signed, required)).toBe(expected);
  });

  it('property: adding a signature never moves the status backwards', () => {
    const order = ['UNSIGNED', 'PARTIALLY_SIGNED', 'SIGNED'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 5 }), (signed, required) => {
        expect(order.indexOf(signingStatus(signed + 1, required))).toBeGreaterThanOrEqual(
          order.indexOf(signingStatus(signed, required)),
        );
      }),
    );
  });
});

describe('canDeletePaymentRequest', () => {
  it.each<[string | null | undefined, boolean]>([
    ['NEW', true],
    ['DONE', false],
    ['CANCELED', false],
    ['new', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (status, expected) => {
    expect(canDeletePaymentRequest(status)).toBe(expected);
  });
});

describe('isAwaitingSignature', () => {
  it.each([
    [{ signingStatus: 'UNSIGNED', status: 'NEW' }, true],
    [{ signingStatus: 'PARTIALLY_SIGNED', status: 'NEW' }, true],
    [{ signingStatus: 'SIGNED', status: 'NEW' }, false],
    [{ signingStatus: 'UNSIGNED', status: 'DELETED' }, false],
    [{ signingStatus: 'UNSIGNED', status: 'NEW', isDeleted: true }, false],
    [{ status: 'NEW' }, false],
  ])('%j -> %s', (cheque, expected) => {
    expect(isAwaitingSignature(cheque)).toBe(expected);
  });
});
