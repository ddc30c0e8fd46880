import { ACCOUNT_NOT_APPROVED_TO_PRINT, ACTIONS, CANNOT_CREATE_PAYMENT_REQUESTS, DENIALS, FORBIDDEN, NOT_ALLOWED_TO_PRINT, OWNER_REQUIRED, capabilitiesForRole, refusalOf, type Action, type Member } from './permissions';

const OWNER: Member = { role: 'OWNER', capabilities: [] };
const WORKER: Member = { role: 'USER', capabilities: ['print', 'deposit', 'sign', 'edit', 'paymentRequests'] };
const BARE_USER: Member = { role: 'USER', capabilities: [] };
const VIEWER: Member = { role: 'VIEWER', capabilities: [] };
const STRANGER: Member = { role: null, capabilities: [] };

/** The answer as a cell: 'ok', or the refusal's message. */
const cell = (action: Action, who: Member, subject = {}) => refusalOf(action, who, subject)?.message ?? 'ok';

describe('the mock\'s permission rule: roles (section 6, docs/permissions.md)', () => {
  // [action, OWNER, USER with every capability, USER with none, VIEWER]
  it.each<[Action, string, string, string, string]>([
    ['cheque.view', 'ok', 'ok', 'ok', 'ok'],
    ['cheque.create', 'ok', 'ok', 'ok', DENIALS.chequeCreate],
    ['cheque.edit', 'ok', 'ok', DENIALS.chequeUpdate, DENIALS.chequeUpdate],
    ['cheque.sign', 'ok', 'ok', DENIALS.chequeUpdate, DENIALS.chequeUpdate],
    ['cheque.sendToSign', 'ok', 'ok', DENIALS.sendToSign, DENIALS.sendToSign],
    ['cheque.deposit', 'ok', 'ok', DENIALS.chequeUpdate, DENIALS.chequeUpdate],
    ['cheque.print', 'ok', 'ok', NOT_ALLOWED_TO_PRINT, NOT_ALLOWED_TO_PRINT],
    ['cheque.tag', 'ok', 'ok', 'ok', DENIALS.chequeUpdate],
    ['cheque.comment', 'ok', 'ok', 'ok', DENIALS.chequeUpdate],
    ['paymentRequest.view', 'ok', 'ok', 'ok', 'ok'],
    ['paymentRequest.create', 'ok', 'ok', CANNOT_CREATE_PAYMENT_REQUESTS, CANNOT_CREATE_PAYMENT_REQUESTS],
    ['terminal.view', 'ok', 'ok', 'ok', 'ok'],
    ['terminal.create', 'ok', DENIALS.terminalCreate, DENIALS.terminalCreate, DENIALS.terminalCreate],
    ['terminal.edit', 'ok', DENIALS.terminalUpdate, DENIALS.terminalUpdate, DENIALS.terminalUpdate],
    ['terminal.delete', 'ok', DENIALS.terminalDelete, DENIALS.terminalDelete, DENIALS.terminalDelete],
    ['terminalTransaction.complete', 'ok', 'ok', 'ok', DENIALS.terminalUpdate],
    ['account.view', 'ok', 'ok', 'ok', 'ok'],
    ['account.create', 'ok', DENIALS.accountCreate, DENIALS.accountCreate, DENIALS.accountCreate],
    ['account.createPrinting', 'ok', OWNER_REQUIRED, OWNER_REQUIRED, OWNER_REQUIRED],
    ['account.edit', 'ok', DENIALS.accountUpdate, DENIALS.accountUpdate, DENIALS.accountUpdate],
    ['account.delete', 'ok', DENIALS.accountDelete, DENIALS.accountDelete, DENIALS.accountDelete],
    ['signators.update', 'ok', DENIALS.signatorsUpdate, DENIALS.signatorsUpdate, DENIALS.signatorsUpdate],
    ['keys.create', 'ok', DENIALS.keysCreate, DENIALS.keysCreate, DENIALS.keysCreate],
    ['workspace.view', 'ok', 'ok', 'ok', 'ok'],
    ['workspace.edit', 'ok', DENIALS.workspaceEdit, DENIALS.workspaceEdit, DENIALS.workspaceEdit],
    ['users.invite', 'ok', DENIALS.inviteUsers, DENIALS.inviteUsers, DENIALS.inviteUsers],
    ['tags.manage', 'ok', 'ok', 'ok', FORBIDDEN],
    ['signatures.manage', 'ok', 'ok', FORBIDDEN, FORBIDDEN],
    ['credits.buy', 'ok', FORBIDDEN, FORBIDDEN, FORBIDDEN],
  ])('%s', (action, owner, worker, bare, viewer) => {
    expect([cell(action, OWNER), cell(action, WORKER), cell(action, BARE_USER), cell(action, VIEWER)]).toEqual([owner, worker, bare, viewer]);
  });

  it('refuses who is not a member with 403, except creating a workspace', () => {
    for (const action of ACTIONS) {
      const refusal = refusalOf(action, STRANGER);
      if (action === 'workspace.create') expect(refusal).toBeNull();
      else expect(refusal?.status).toBe(403);
    }
  });

  it('reads an owner-like list of capabilities as every capability', () => {
    expect(cell('cheque.deposit', { role: 'USER', capabilities: ['all_capabilities'] })).toBe('ok');
  });
});

describe('the mock\'s permission rule: accounts and cheques (sections 4, 6, 8)', () => {
  it.each<[string, object, string]>([
    ['may print', { can_print: true }, 'ok'],
    ['all capabilities', { all_capabilities: true }, 'ok'],
    ['may not print', { can_print: false, can_deposit: true }, ACCOUNT_NOT_APPROVED_TO_PRINT],
    ['payee only, though it may print', { can_print: true, payeeOnly: true }, ACCOUNT_NOT_APPROVED_TO_PRINT],
  ])('printing from an account that %s', (_label, account, expected) => {
    expect(cell('cheque.print', OWNER, { account })).toBe(expected);
  });

  it('deposits only to an account that may deposit, owner or not', () => {
    expect(cell('cheque.deposit', OWNER, { account: { can_deposit: true } })).toBe('ok');
    expect(refusalOf('cheque.deposit', OWNER, { account: { can_print: true } })).toEqual({ status: 403, message: FORBIDDEN });
  });

  // Section 4: the cheque's state answers 400 with the reason; notes (tags, comments) stay open.
  it.each<[string, object, Action, number | 'ok', string?]>([
    ['awaiting the bank', { status: 'AWAITING_BANK' }, 'cheque.edit', 400, 'awaitingBank'],
    ['awaiting the bank acknowledgement', { status: 'AWAITING_BANK_ACK' }, 'cheque.rotate', 400, 'awaitingBank'],
    ['awaiting deposit', { status: 'AWAITING_DEPOSIT' }, 'cheque.sign', 400, 'awaitingDeposit'],
    ['soft-deleted', { status: 'NEW', isDeleted: true }, 'cheque.reject', 400, 'deleted'],
    ['DELETED', { status: 'DELETED' }, 'cheque.deposit', 400, 'deleted'],
    ['new', { status: 'NEW' }, 'cheque.edit', 'ok'],
    ['processing a deposit', { status: 'PROCESSING_DEPOSIT' }, 'cheque.edit', 'ok'],
    ['awaiting the bank, a comment', { status: 'AWAITING_BANK' }, 'cheque.comment', 'ok'],
    ['awaiting deposit, cancelling it', { status: 'AWAITING_DEPOSIT' }, 'cheque.cancelDeposit', 'ok'],
    ['processing, cancelling it', { status: 'PROCESSING_DEPOSIT' }, 'cheque.cancelDeposit', 'ok'],
    ['new, cancelling a deposit it has not', { status: 'NEW' }, 'cheque.cancelDeposit', 400],
    ['deleted, restored', { status: 'DELETED', isDeleted: true }, 'cheque.restore', 'ok'],
    ['new, restored', { status: 'NEW' }, 'cheque.restore', 400],
  ])('a cheque %s: %s', (_label, cheque, action, status, reason) => {
    const refusal = refusalOf(action, OWNER, { cheque });
    if (status === 'ok') expect(refusal).toBeNull();
    else expect(refusal).toMatchObject({ status, ...(reason ? { reason } : {}) });
  });

  it('says who may not act before what may not change', () => {
    expect(refusalOf('cheque.edit', VIEWER, { cheque: { status: 'AWAITING_BANK' } })?.status).toBe(403);
  });
});

describe('capabilities a role leaves', () => {
  it.each<[string, Parameters<typeof capabilitiesForRole>, string[]]>([
    ['an owner holds all', ['OWNER', null, ['edit']], ['all_capabilities']],
    ['a viewer none', ['VIEWER', { role: 'USER', capabilities: ['edit'] }, ['sign']], []],
    ['a user what was asked, known names only', ['USER', null, ['sign', 'fly', 'edit']], ['sign', 'edit']],
    ['a user stays what it was', ['USER', { role: 'USER', capabilities: ['deposit'] }, undefined], ['deposit']],
    ['a user made from an owner starts with editing', ['USER', { role: 'OWNER', capabilities: ['all_capabilities'] }, undefined], ['edit']],
  ])('%s', (_label, args, expected) => {
    expect(capabilitiesForRole(...args)).toEqual(expected);
  });
});
