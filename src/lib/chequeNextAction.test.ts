import { describe, expect, it } from 'vitest';
import { canSignNow, chequeNextAction, countTurns, needsDetails, whoseTurn, type ActingUser, type ActionableCheque, type NextAction } from './chequeNextAction';

const OWNER: ActingUser = { role: 'OWNER', userId: 'u1' };
const USER_ALL: ActingUser = { role: 'USER', capabilities: ['all_capabilities'], userId: 'u2' };
const USER_DEPOSIT: ActingUser = { role: 'USER', capabilities: ['deposit'], userId: 'u3' };
const USER_SIGN: ActingUser = { role: 'USER', capabilities: ['sign'], userId: 'u4' };
const USER_EDIT: ActingUser = { role: 'USER', capabilities: ['edit'], userId: 'u5' };
const VIEWER: ActingUser = { role: 'VIEWER', userId: 'u6' };
const NOBODY: ActingUser = { role: null };

const base: ActionableCheque = { amount: '1200.50', checkDate: '2026-11-01', signingStatus: 'SIGNED' };
const c = (patch: ActionableCheque): ActionableCheque => ({ ...base, ...patch });

// state × role → next action
const cases: ReadonlyArray<[string, ActionableCheque, ActingUser, NextAction | null]> = [
  ['new and signed: the owner deposits', c({ status: 'NEW' }), OWNER, 'deposit'],
  ['new and signed: a user who may deposit deposits', c({ status: 'NEW' }), USER_DEPOSIT, 'deposit'],
  ['new and signed: a signer without deposit waits', c({ status: 'NEW' }), USER_SIGN, null],
  ['new and signed: a viewer has nothing to do', c({ status: 'NEW' }), VIEWER, null],
  ['no role at all: nothing', c({ status: 'NEW' }), NOBODY, null],
  ['no status yet counts as new', c({ status: 'NONE' }), OWNER, 'deposit'],
  ['new and unsigned: the owner signs first', c({ status: 'NEW', signingStatus: 'UNSIGNED' }), OWNER, 'sign'],
  ['new and partly signed: a signer signs', c({ status: 'NEW', signingStatus: 'PARTIALLY_SIGNED' }), USER_SIGN, 'sign'],
  ['partly signed by me: I wait for the others', c({ status: 'NEW', signingStatus: 'PARTIALLY_SIGNED', signatorsIds: ['u1'] }), OWNER, null],
  ['unsigned: one who may only deposit waits for the signators', c({ status: 'NEW', signingStatus: 'UNSIGNED' }), USER_DEPOSIT, null],
  ['unsigned: a viewer does not sign', c({ status: 'NEW', signingStatus: 'UNSIGNED' }), VIEWER, null],
  ['unsigned but at the bank: past signing, nothing', c({ status: 'AWAITING_BANK', signingStatus: 'UNSIGNED' }), OWNER, null],
  ['unsigned and awaiting deposit: nothing (cancel the deposit first)', c({ status: 'AWAITING_DEPOSIT', signingStatus: 'UNSIGNED' }), OWNER, null],
  ['awaiting delivery, signed: the owner sends', c({ status: 'AWAITING_DELIVERY' }), OWNER, 'send'],
  ['awaiting delivery for CI3: an editor sends', c({ status: 'AWAITING_DELIVERY_CI3' }), USER_EDIT, 'send'],
  ['awaiting delivery for deposit: a depositor may not send', c({ status: 'AWAITING_DELIVERY_DEPOSIT' }), USER_DEPOSIT, null],
  ['awaiting delivery, unsigned: sign before sending', c({ status: 'AWAITING_DELIVERY', signingStatus: 'UNSIGNED' }), OWNER, 'sign'],
  ['unknown status: the owner completes the details', c({ status: 'UNKNOWN' }), OWNER, 'completeDetails'],
  ['unknown status: an editor completes the details', c({ status: 'UNKNOWN' }), USER_EDIT, 'completeDetails'],
  ['unknown status: a depositor waits for an editor', c({ status: 'UNKNOWN' }), USER_DEPOSIT, null],
  ['a correction to approve comes before depositing', c({ status: 'NEW', needsCorrectionApproval: true }), OWNER, 'completeDetails'],
  ['a MICR line that did not read comes first', c({ status: 'NEW', isValidMicr: false }), OWNER, 'completeDetails'],
  ['no amount: complete the details', c({ status: 'NEW', amount: 0 }), OWNER, 'completeDetails'],
  ['no due date: complete the details', c({ status: 'NEW', checkDate: null }), OWNER, 'completeDetails'],
  ['returned by the bank: deposit again', c({ status: 'REJECTED_BANK' }), OWNER, 'deposit'],
  ['marked rejected: deposit again', c({ status: 'REJECTED' }), USER_ALL, 'deposit'],
  ['awaiting deposit: the bank moves next', c({ status: 'AWAITING_DEPOSIT' }), OWNER, null],
  ['processing deposit: nothing', c({ status: 'PROCESSING_DEPOSIT' }), OWNER, null],
  ['received: done', c({ status: 'RECEIVED_DEPOSIT' }), OWNER, null],
  ['deleted: nothing even when new', c({ status: 'NEW', isDeleted: true }), OWNER, null],
  ['soft-deleted: nothing', c({ status: 'NEW', softDeleted: true }), OWNER, null],
  ['deleted status: nothing', c({ status: 'DELETED' }), OWNER, null],
];

describe('chequeNextAction', () => {
  it.each(cases)('%s', (_name, cheque, who, expected) => {
    expect(chequeNextAction(cheque, who)).toBe(expected);
  });
});

describe('needsDetails', () => {
  it.each([
    [c({ status: 'NEW' }), false],
    [c({ status: 'NEW', amount: '0.01' }), false],
    [c({ status: 'NEW', amount: '0' }), true],
    [c({ status: 'NEW', amount: -5 }), true],
    [c({ status: 'NEW', amount: 'abc' }), true],
    [c({ status: 'NEW', isValidMicr: true }), false],
    [c({ status: 'UNKNOWN', isDeleted: true }), false],
    [c({ status: 'RECEIVED_BANK', checkDate: null }), false],
    [c({ status: 'AWAITING_BANK', amount: 0 }), false],
    [c({ status: 'REJECTED', checkDate: null }), true],
  ])('%o → %s', (cheque, expected) => expect(needsDetails(cheque)).toBe(expected));
});

describe('canSignNow', () => {
  it('needs the signing stage, no own signature and the right to sign', () => {
    const unsigned = c({ status: 'NEW', signingStatus: 'UNSIGNED' });
    expect(canSignNow(unsigned, OWNER)).toBe(true);
    expect(canSignNow(unsigned, USER_DEPOSIT)).toBe(false);
    expect(canSignNow({ ...unsigned, signatorsIds: ['u1'] }, OWNER)).toBe(false);
    expect(canSignNow({ ...unsigned, status: 'PROCESSING_DEPOSIT' }, OWNER)).toBe(false);
    expect(canSignNow(c({ status: 'NEW' }), OWNER)).toBe(false);
  });
});

describe('whoseTurn and countTurns', () => {
  const list = [
    c({ status: 'NEW', amount: '100.10' }), // mine (deposit)
    c({ status: 'NEW', signingStatus: 'UNSIGNED', amount: '200.20' }), // mine (sign)
    c({ status: 'NEW', signingStatus: 'PARTIALLY_SIGNED', signatorsIds: ['u1'] }), // others: I signed
    c({ status: 'AWAITING_BANK' }), // the bank's
    c({ status: 'RECEIVED_BANK' }), // finished
    c({ status: 'UNKNOWN' }), // mine for an editor
  ];
  it('tells mine, others and none', () => {
    expect(list.map((x) => whoseTurn(x, OWNER))).toEqual(['mine', 'mine', 'others', 'none', 'none', 'mine']);
    expect(list.map((x) => whoseTurn(x, VIEWER))).toEqual(['others', 'others', 'others', 'none', 'none', 'others']);
  });
  it('counts and sums in agorot what the user can act on, and counts the rest waiting on a person', () => {
    expect(countTurns(list, OWNER)).toEqual({ mine: 3, mineAgorot: 10010 + 20020 + 120050, others: 1 });
    expect(countTurns(list, VIEWER)).toEqual({ mine: 0, mineAgorot: 0, others: 4 });
    // A signer other than u1 signs both waiting cheques; the deposit and the details wait for others.
    expect(countTurns(list, USER_SIGN)).toEqual({ mine: 2, mineAgorot: 20020 + 120050, others: 2 });
    expect(countTurns([], OWNER)).toEqual({ mine: 0, mineAgorot: 0, others: 0 });
  });
});
