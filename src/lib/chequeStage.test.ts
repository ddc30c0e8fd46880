import { describe, expect, it } from 'vitest';
import { CHEQUE_STATUSES } from './statuses';
import { CHEQUE_STAGES, chequeStage, statusesOfStage, type StagedCheque, type ChequeStage } from './chequeStage';

const cases: ReadonlyArray<[string, StagedCheque, ChequeStage]> = [
  ['a new cheque is to handle', { status: 'NEW' }, 'toHandle'],
  ['no status yet is to handle', { status: 'NONE' }, 'toHandle'],
  ['a missing status is to handle', {}, 'toHandle'],
  ['a null status is to handle', { status: null }, 'toHandle'],
  ['a blank status is to handle', { status: '  ' }, 'toHandle'],
  ['a new unsigned cheque is signing', { status: 'NEW', signingStatus: 'UNSIGNED' }, 'signing'],
  ['a new partly signed cheque is signing', { status: 'NEW', signingStatus: 'PARTIALLY_SIGNED' }, 'signing'],
  ['a new signed cheque is to handle', { status: 'NEW', signingStatus: 'SIGNED' }, 'toHandle'],
  ['awaiting delivery and unsigned is signing', { status: 'AWAITING_DELIVERY', signingStatus: 'UNSIGNED' }, 'signing'],
  ['awaiting delivery and signed is on its way', { status: 'AWAITING_DELIVERY', signingStatus: 'SIGNED' }, 'onItsWay'],
  ['at the bank, unsigned label ignored', { status: 'AWAITING_BANK', signingStatus: 'UNSIGNED' }, 'onItsWay'],
  ['awaiting deposit is on its way', { status: 'AWAITING_DEPOSIT' }, 'onItsWay'],
  ['sent (the sent box) is on its way', { status: 'SENT', signingStatus: 'PARTIALLY_SIGNED' }, 'onItsWay'],
  ['processing deposit is on its way', { status: 'PROCESSING_DEPOSIT' }, 'onItsWay'],
  ['awaiting CI3 is on its way', { status: 'AWAITING_CI3' }, 'onItsWay'],
  ['awaiting bank ack is on its way', { status: 'AWAITING_BANK_ACK' }, 'onItsWay'],
  ['received deposit is done', { status: 'RECEIVED_DEPOSIT' }, 'done'],
  ['received by the bank is done', { status: 'RECEIVED_BANK' }, 'done'],
  ['received CI3 is done', { status: 'RECEIVED_CI3' }, 'done'],
  ['returned by the bank needs attention', { status: 'REJECTED_BANK' }, 'needsAttention'],
  ['marked rejected needs attention', { status: 'REJECTED' }, 'needsAttention'],
  ['unknown needs attention', { status: 'UNKNOWN' }, 'needsAttention'],
  ['a status the contract does not list needs attention', { status: 'ON_THE_MOON' }, 'needsAttention'],
  ['lower-case status is read as upper case', { status: 'received_deposit' }, 'done'],
  ['deleted status is done', { status: 'DELETED' }, 'done'],
  ['soft-deleted wins over a returned status', { status: 'REJECTED_BANK', isDeleted: true }, 'done'],
  ['soft-deleted unsigned is done, not signing', { status: 'NEW', signingStatus: 'UNSIGNED', isDeleted: true }, 'done'],
];

describe('chequeStage', () => {
  it.each(cases)('%s', (_name, cheque, stage) => {
    expect(chequeStage(cheque)).toBe(stage);
  });

  it('puts every status of section 4 in exactly one stage', () => {
    for (const status of CHEQUE_STATUSES) {
      const stages = CHEQUE_STAGES.filter((stage) => statusesOfStage(stage).includes(status));
      expect(stages, status).toHaveLength(1);
    }
  });

  it('keeps signing out of the status table (it depends on the signing label)', () => {
    expect(statusesOfStage('signing')).toEqual([]);
  });
});
