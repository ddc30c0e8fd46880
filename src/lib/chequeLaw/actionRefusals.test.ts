import { addDays, addMonths } from '../dates';
import { STALE_AFTER_MONTHS, STALE_SOON_DAYS } from '../chequeTiming';
import { actionReasonText, printVerdict, sendVerdict, sentForDeposit, splitByVerdict, type ActionCheque, type ActionVerdict } from './actionRefusals';

const TODAY = '2026-11-22';
/** The date of a cheque whose last cashable day is `days` from today (negative: already past). */
const lastDayIn = (days: number) => addMonths(addDays(TODAY, days), -STALE_AFTER_MONTHS);
const SIX_MONTHS_AGO = '2026-05-22';
const SEVEN_MONTHS_AGO = '2026-04-22';

const good: ActionCheque = { status: 'NEW', payee: 'משה לוי', amount: '120.00', checkDate: '2026-11-01', source: 'MAIL' };
const with_ = (patch: Partial<ActionCheque>): ActionCheque => ({ ...good, ...patch });
const verdict = (refusals: ActionVerdict['refusals'] = [], warnings: ActionVerdict['warnings'] = []): ActionVerdict => ({ refusals, warnings });

describe('printVerdict', () => {
  it.each<[string, ActionCheque, 'BUSINESS' | 'PRIVATE', ActionVerdict]>([
    ['a good cheque', good, 'BUSINESS', verdict()],
    ['dated six months ago to the day: still valid, going stale today', with_({ checkDate: SIX_MONTHS_AGO }), 'BUSINESS', verdict([], ['staleSoon'])],
    ['a day more: stale', with_({ checkDate: '2026-05-21' }), 'BUSINESS', verdict(['stale'])],
    ['seven months old', with_({ checkDate: SEVEN_MONTHS_AGO }), 'PRIVATE', verdict(['stale'])],
    ['post-dated: fine', with_({ checkDate: '2027-01-10' }), 'BUSINESS', verdict()],
    ['business, no payee: the cash law', with_({ payee: '' }), 'BUSINESS', verdict(['payeeRequiredBusiness'])],
    ['private, 5,000.01 without payee: the cash law', with_({ payee: '', amount: '5000.01' }), 'PRIVATE', verdict(['payeeRequiredAbove'])],
    ['private, 5,000.00 without payee: the sheet still needs one', with_({ payee: '', amount: '5000.00' }), 'PRIVATE', verdict(['noPayee'])],
    ['stale and no payee: both, the date first', with_({ payee: ' ', checkDate: SEVEN_MONTHS_AGO }), 'BUSINESS', verdict(['stale', 'payeeRequiredBusiness'])],
    ['no amount', with_({ amount: null }), 'BUSINESS', verdict(['noAmount'])],
    ['no date', with_({ checkDate: null }), 'BUSINESS', verdict(['noDate'])],
    ['not in a printable state', with_({ status: 'RECEIVED_BANK', checkDate: SEVEN_MONTHS_AGO }), 'BUSINESS', verdict(['notPrintable'])],
    ['deleted', with_({ isDeleted: true }), 'BUSINESS', verdict(['notPrintable'])],
  ])('%s', (_name, cheque, workspaceKind, expected) => {
    expect(printVerdict(cheque, { workspaceKind, today: TODAY })).toEqual(expected);
  });

  it.each<[number, boolean]>([
    [STALE_SOON_DAYS + 1, false],
    [STALE_SOON_DAYS, true],
    [1, true],
    [0, true],
  ])('warns from STALE_SOON_DAYS before the last day: %i days left -> %s', (days, warned) => {
    expect(printVerdict(with_({ checkDate: lastDayIn(days) }), { workspaceKind: 'BUSINESS', today: TODAY }).warnings).toEqual(warned ? ['staleSoon'] : []);
  });
});

describe('sendVerdict', () => {
  it.each<[string, ActionCheque, 'BUSINESS' | 'PRIVATE', ActionVerdict]>([
    ['a good cheque', good, 'BUSINESS', verdict()],
    ['awaiting the bank (section 4)', with_({ status: 'AWAITING_BANK' }), 'BUSINESS', verdict(['awaitingBank'])],
    ['awaiting deposit (section 4)', with_({ status: 'AWAITING_DEPOSIT' }), 'BUSINESS', verdict(['awaitingDeposit'])],
    ['soft-deleted (section 4)', with_({ softDeleted: true }), 'BUSINESS', verdict(['deleted'])],
    ['deleted status (section 4)', with_({ status: 'DELETED' }), 'BUSINESS', verdict(['deleted'])],
    ['already received: on its way, nothing to change', with_({ status: 'RECEIVED_CI3' }), 'BUSINESS', verdict(['deliveryClosed'])],
    ['awaiting delivery: still open', with_({ status: 'AWAITING_DELIVERY' }), 'BUSINESS', verdict()],
    ['stale, headed for a deposit', with_({ source: 'DEPOSIT', checkDate: SEVEN_MONTHS_AGO }), 'BUSINESS', verdict(['stale'])],
    ['stale, awaiting delivery to a deposit', with_({ status: 'AWAITING_DELIVERY_DEPOSIT', checkDate: SEVEN_MONTHS_AGO }), 'BUSINESS', verdict(['stale'])],
    ['stale, going to its payee by mail: a warning', with_({ checkDate: SEVEN_MONTHS_AGO }), 'BUSINESS', verdict([], ['staleToPayee'])],
    ['for a deposit, six months to the day: a warning', with_({ source: 'DEPOSIT', checkDate: SIX_MONTHS_AGO }), 'BUSINESS', verdict([], ['staleSoon'])],
    ['business without payee', with_({ payee: undefined }), 'BUSINESS', verdict(['payeeRequiredBusiness'])],
    ['private 5,000.00 without payee: allowed', with_({ payee: '', amount: '5000.00' }), 'PRIVATE', verdict()],
    ['private 5,000.01 without payee', with_({ payee: '', amount: '5000.01' }), 'PRIVATE', verdict(['payeeRequiredAbove'])],
    ['every reason at once', with_({ status: 'AWAITING_DEPOSIT', source: 'DEPOSIT', payee: '', checkDate: SEVEN_MONTHS_AGO }), 'BUSINESS', verdict(['awaitingDeposit', 'stale', 'payeeRequiredBusiness'])],
  ])('%s', (_name, cheque, workspaceKind, expected) => {
    expect(sendVerdict(cheque, { workspaceKind, today: TODAY })).toEqual(expected);
  });
});

describe('sentForDeposit', () => {
  it.each<[Pick<ActionCheque, 'status' | 'source'>, boolean]>([
    [{ status: 'NEW', source: 'DEPOSIT' }, true],
    [{ status: 'AWAITING_DELIVERY_DEPOSIT', source: 'MAIL' }, true],
    [{ status: 'AWAITING_DELIVERY', source: 'MAIL' }, false],
    [{ status: 'NEW' }, false],
  ])('%j -> %s', (cheque, expected) => {
    expect(sentForDeposit(cheque)).toBe(expected);
  });
});

describe('splitByVerdict and the reason texts', () => {
  it('keeps the order and parts the allowed from the refused', () => {
    const cheques = [with_({ payee: 'א' }), with_({ status: 'AWAITING_BANK', payee: 'ב' }), with_({ payee: 'ג' })];
    const { allowed, refused } = splitByVerdict(cheques, (c) => sendVerdict(c, { workspaceKind: 'BUSINESS', today: TODAY }));
    expect(allowed.map((c) => c.payee)).toEqual(['א', 'ג']);
    expect(refused.map((c) => c.payee)).toEqual(['ב']);
  });

  it.each<[Parameters<typeof actionReasonText>[0], string | null | undefined, { key: string; params: Record<string, string | number> }]>([
    ['stale', '2026-04-22', { key: 'chequeLaw:blocks.stale', params: { day: '22-10-2026' } }],
    ['staleSoon', '2026-05-30', { key: 'chequeLaw:warnings.staleSoon', params: { day: '30-11-2026', count: 8 } }],
    ['staleSoon', '2026-05-22', { key: 'chequeLaw:warnings.staleToday', params: {} }],
    ['staleToPayee', '2026-04-22', { key: 'screenParts:actionRefusals.staleToPayee', params: { day: '22-10-2026' } }],
    ['awaitingBank', '2026-11-01', { key: 'staff:permissions.reason.cheque.awaitingBank', params: {} }],
    ['deleted', '2026-11-01', { key: 'staff:permissions.reason.cheque.deleted', params: {} }],
    ['payeeRequiredAbove', '2026-11-01', { key: 'screenParts:actionRefusals.payeeRequiredAbove', params: { amount: '\u200F5,000.00\u00A0₪' } }],
    ['deliveryClosed', null, { key: 'screenParts:actionRefusals.deliveryClosed', params: {} }],
  ])('%s (dated %s) -> %j', (reason, checkDate, expected) => {
    expect(actionReasonText(reason, { checkDate }, { today: TODAY })).toEqual(expected);
  });
});
