import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHEQUE_CHANGING_ACTIONS,
  PERMISSION_ACTIONS,
  PERMISSION_RULES,
  can,
  decide,
  permissionContextFor,
  readCapabilities,
  type PermissionAction,
  type Role,
} from './permissions';

const ALL_CAPS = ['print', 'deposit', 'sign', 'edit', 'paymentRequests'];

// The role x action table of docs/permissions.md. Columns: OWNER, USER with every capability,
// USER without capabilities, VIEWER (with every capability: a viewer's capabilities do not count).
// Y = allowed, n = refused.
const TABLE: Record<PermissionAction, string> = {
  'cheque.view': 'Y Y Y Y',
  'cheque.create': 'Y Y Y n',
  'cheque.edit': 'Y Y n n',
  'cheque.crop': 'Y Y n n',
  'cheque.rotate': 'Y Y n n',
  'cheque.approve': 'Y Y n n',
  'cheque.reject': 'Y Y n n',
  'cheque.delete': 'Y Y n n',
  'cheque.restore': 'Y Y n n',
  'cheque.sign': 'Y Y n n',
  'cheque.sendToSign': 'Y Y n n',
  'cheque.deposit': 'Y Y n n',
  'cheque.cancelDeposit': 'Y Y n n',
  'cheque.print': 'Y Y n n',
  'cheque.tag': 'Y Y Y n',
  'cheque.comment': 'Y Y Y n',
  'cheque.delivery': 'Y Y n n',
  'paymentRequest.view': 'Y Y Y Y',
  'paymentRequest.create': 'Y Y n n',
  'paymentRequest.send': 'Y Y n n',
  'paymentRequest.cancel': 'Y Y n n',
  'paymentRequest.delete': 'Y Y n n',
  'terminal.view': 'Y Y Y Y',
  'terminal.create': 'Y n n n',
  'terminal.edit': 'Y n n n',
  'terminal.delete': 'Y n n n',
  'terminalTransaction.complete': 'Y Y Y n',
  'terminalTransaction.delete': 'Y n n n',
  'account.view': 'Y Y Y Y',
  'account.create': 'Y n n n',
  'account.createPrinting': 'Y n n n',
  'account.edit': 'Y n n n',
  'account.delete': 'Y n n n',
  'signators.update': 'Y n n n',
  'keys.view': 'Y n n n',
  'keys.create': 'Y n n n',
  'keys.delete': 'Y n n n',
  'workspace.view': 'Y Y Y Y',
  'workspace.edit': 'Y n n n',
  'workspace.create': 'Y Y Y Y',
  'users.view': 'Y Y Y Y',
  'users.invite': 'Y n n n',
  'users.manage': 'Y n n n',
  'tags.manage': 'Y Y Y n',
  'signatures.manage': 'Y Y n n',
  'deposits.view': 'Y Y Y Y',
  'reports.view': 'Y Y Y Y',
  'credits.buy': 'Y n n n',
};

const COLUMNS: Array<[string, Role, string[]]> = [
  ['OWNER', 'OWNER', []],
  ['USER with every capability', 'USER', ALL_CAPS],
  ['USER without capabilities', 'USER', []],
  ['VIEWER', 'VIEWER', ALL_CAPS],
];

describe('can: every role x action', () => {
  it('the table names every action exactly once', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PERMISSION_ACTIONS].sort());
  });

  const cases = PERMISSION_ACTIONS.flatMap((action) =>
    TABLE[action].split(' ').map((cell, i) => [action, COLUMNS[i][0], COLUMNS[i][1], COLUMNS[i][2], cell === 'Y'] as const),
  );
  it.each(cases)('%s for %s', (action, _label, role, capabilities, expected) => {
    expect(can(action, { role, capabilities })).toBe(expected);
  });

  it.each(PERMISSION_ACTIONS.filter((a) => a !== 'workspace.create'))('%s is refused without a role in the workspace', (action) => {
    expect(decide(action, { role: null, capabilities: ALL_CAPS })).toEqual({ allowed: false, reason: 'noRole' });
    expect(decide(action, { role: 'GUEST' as Role })).toEqual({ allowed: false, reason: 'noRole' });
  });

  it('creating a workspace needs no role (any signed-in user)', () => {
    expect(can('workspace.create', { role: null })).toBe(true);
  });
});

describe('decide: the reason given', () => {
  it.each<[PermissionAction, Role, string[], string]>([
    ['cheque.edit', 'VIEWER', ALL_CAPS, 'viewerReadOnly'],
    ['users.invite', 'VIEWER', [], 'viewerReadOnly'],
    ['users.invite', 'USER', ALL_CAPS, 'ownerOnly'],
    ['account.createPrinting', 'USER', ALL_CAPS, 'ownerOnly'],
    ['cheque.sign', 'USER', ['edit'], 'capability.sign'],
    ['cheque.deposit', 'USER', ['sign'], 'capability.deposit'],
    ['cheque.print', 'USER', ['deposit'], 'capability.print'],
    ['cheque.edit', 'USER', ['sign'], 'capability.edit'],
    ['paymentRequest.create', 'USER', ['edit'], 'capability.paymentRequests'],
  ])('%s by %s %j: %s', (action, role, capabilities, reason) => {
    expect(decide(action, { role, capabilities })).toEqual({ allowed: false, reason });
  });

  it('the role is checked before the capability', () => {
    expect(decide('cheque.sign', { role: 'VIEWER', capabilities: [] }).reason).toBe('viewerReadOnly');
  });
});

describe('capabilities', () => {
  it.each<[string, unknown[], string[]]>([
    ['our names', ALL_CAPS, ALL_CAPS],
    ['backend spellings', ['printing', 'depositing', 'signing', 'editing', 'createPaymentRequests'], ALL_CAPS],
    ['upper case and prefixes', ['CAN_PRINT', 'can_deposit', 'SIGN_CHECKS', 'EDIT_CHECKS', 'payment_requests'], ALL_CAPS],
    ['all_capabilities expands', ['all_capabilities'], ALL_CAPS],
    ['unknown strings and non-strings dropped', ['fly', 3, null, 'signators'], []],
    ['one capability', ['sign'], ['sign']],
  ])('%s', (_label, list, expected) => {
    expect([...readCapabilities(list)].sort()).toEqual([...expected].sort());
  });

  it('null and undefined lists hold nothing', () => {
    expect(readCapabilities(null).size).toBe(0);
    expect(readCapabilities(undefined).size).toBe(0);
  });

  it('an OWNER needs no capability; a USER with all_capabilities has them all', () => {
    expect(can('cheque.print', { role: 'OWNER', capabilities: [] })).toBe(true);
    expect(can('cheque.print', { role: 'USER', capabilities: ['all_capabilities'] })).toBe(true);
  });
});

describe('bank account capabilities', () => {
  const user = { role: 'USER' as const, capabilities: ALL_CAPS };
  it.each<[string, PermissionAction, object, boolean | string]>([
    ['printing from a can_print account', 'cheque.print', { can_print: true }, true],
    ['printing from an account without can_print', 'cheque.print', { can_print: false, can_deposit: true }, 'account.cannotPrint'],
    ['printing from an all_capabilities account', 'cheque.print', { all_capabilities: true }, true],
    ['printing from a payee-only account, even with can_print', 'cheque.print', { can_print: true, payeeOnly: true }, 'account.payeeOnly'],
    ['printing from an account listing print', 'cheque.print', { capabilities: ['can_print'] }, true],
    ['depositing to a can_deposit account', 'cheque.deposit', { can_deposit: true }, true],
    ['depositing to an account without can_deposit', 'cheque.deposit', { can_print: true }, 'account.cannotDeposit'],
    ['depositing to a payee-only account', 'cheque.deposit', { can_deposit: true, payeeOnly: true }, true],
    ['depositing to an all_capabilities account', 'cheque.deposit', { all_capabilities: true }, true],
    ['depositing to an account listing every capability', 'cheque.deposit', { capabilities: ['all_capabilities'] }, true],
    ['signing does not look at the account', 'cheque.sign', { can_print: false }, true],
  ])('%s', (_label, action, account, expected) => {
    const decision = decide(action, { ...user, account });
    expect(decision.allowed ? true : decision.reason).toBe(expected);
  });

  it('the user capability is checked before the account', () => {
    expect(decide('cheque.print', { role: 'USER', capabilities: [], account: { can_print: false } }).reason).toBe('capability.print');
  });

  it('an owner is refused printing from an account that cannot print too', () => {
    expect(decide('cheque.print', { role: 'OWNER', account: { can_print: false } }).reason).toBe('account.cannotPrint');
  });
});

describe("the cheque's state (spec section 4's edit block)", () => {
  const owner = { role: 'OWNER' as const };
  it('covers edit, crop, rotate, approve, reject, delete, sign, deposit, print and delivery', () => {
    expect([...CHEQUE_CHANGING_ACTIONS].sort()).toEqual(
      ['cheque.edit', 'cheque.crop', 'cheque.rotate', 'cheque.approve', 'cheque.reject', 'cheque.delete', 'cheque.sign', 'cheque.deposit', 'cheque.print', 'cheque.delivery'].sort(),
    );
  });

  const states: Array<[string, object, string | null]> = [
    ['NEW', { status: 'NEW' }, null],
    ['REJECTED', { status: 'REJECTED' }, null],
    ['RECEIVED_DEPOSIT', { status: 'RECEIVED_DEPOSIT' }, null],
    ['AWAITING_BANK', { status: 'AWAITING_BANK' }, 'cheque.awaitingBank'],
    ['AWAITING_BANK_ACK', { status: 'AWAITING_BANK_ACK' }, 'cheque.awaitingBank'],
    ['AWAITING_DEPOSIT', { status: 'AWAITING_DEPOSIT' }, 'cheque.awaitingDeposit'],
    ['DELETED', { status: 'DELETED' }, 'cheque.deleted'],
    ['soft-deleted NEW', { status: 'NEW', isDeleted: true }, 'cheque.deleted'],
    ['softDeleted flag', { status: 'AWAITING_BANK', softDeleted: true }, 'cheque.deleted'],
  ];
  describe.each(states)('a cheque %s', (_label, cheque, reason) => {
    it.each(CHEQUE_CHANGING_ACTIONS)('%s', (action) => {
      const decision = decide(action, { ...owner, cheque });
      expect(decision.allowed ? null : decision.reason).toBe(reason);
    });
  });

  it.each<[PermissionAction, object]>([
    ['cheque.view', { status: 'DELETED' }],
    ['cheque.tag', { status: 'AWAITING_BANK' }],
    ['cheque.comment', { status: 'AWAITING_DEPOSIT' }],
    ['cheque.sendToSign', { status: 'AWAITING_DEPOSIT' }],
  ])('%s is not blocked by %j', (action, cheque) => {
    expect(can(action, { ...owner, cheque })).toBe(true);
  });

  it.each<[object, boolean | string]>([
    [{ status: 'AWAITING_DEPOSIT' }, true],
    [{ status: 'NEW' }, 'cheque.notAwaitingDeposit'],
    [{ status: 'PROCESSING_DEPOSIT' }, true],
    [{ status: 'RECEIVED_DEPOSIT' }, 'cheque.notAwaitingDeposit'],
  ])('cancelling a deposit of %j', (cheque, expected) => {
    const decision = decide('cheque.cancelDeposit', { ...owner, cheque });
    expect(decision.allowed ? true : decision.reason).toBe(expected);
  });

  it.each<[object, boolean | string]>([
    [{ status: 'DELETED' }, true],
    [{ status: 'NEW', isDeleted: true }, true],
    [{ status: 'NEW' }, 'cheque.notDeleted'],
  ])('restoring %j', (cheque, expected) => {
    const decision = decide('cheque.restore', { ...owner, cheque });
    expect(decision.allowed ? true : decision.reason).toBe(expected);
  });

  it('the role is checked before the state', () => {
    expect(decide('cheque.edit', { role: 'VIEWER', cheque: { status: 'DELETED' } }).reason).toBe('viewerReadOnly');
  });
});

describe('permissionContextFor', () => {
  const user = {
    capabilities: ['print'],
    Roles: [
      { roleType: 'OWNER', capabilities: ['all_capabilities'], Workspace: { id: 'w1', name: 'gilboa' } },
      { roleType: 'viewer', Workspace: { id: 'w2', name: 'dana' } },
      { roleType: 'ADMIN', capabilities: [], Workspace: { id: 'w3', name: 'odd' } },
    ],
  };
  it.each<[string, string, Role | null, string[]]>([
    ['by name', 'gilboa', 'OWNER', ['all_capabilities']],
    ['by id', 'w1', 'OWNER', ['all_capabilities']],
    ['role names in any case; no list falls back to the user', 'dana', 'VIEWER', ['print']],
    ['an unknown role type is no role', 'odd', null, []],
    ['not a member', 'elsewhere', null, ['print']],
    ['no active workspace', '', null, ['print']],
  ])('%s', (_label, ws, role, capabilities) => {
    expect(permissionContextFor(user, ws)).toEqual({ role, capabilities });
  });

  it('a signed-out user has no role', () => {
    expect(permissionContextFor(null, 'gilboa')).toEqual({ role: null, capabilities: [] });
  });
});

describe('docs/permissions.md', () => {
  const doc = readFileSync(join(__dirname, '../../docs/permissions.md'), 'utf8');
  const rows = doc
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));

  it('has one row per action, in the order of the rule', () => {
    expect(rows.map((cells) => cells[0].replace(/`/g, ''))).toEqual([...PERMISSION_ACTIONS]);
  });

  it.each(rows.map((cells) => [cells[0], cells] as const))('%s says what the rule says', (_action, cells) => {
    const action = cells[0].replace(/`/g, '') as PermissionAction;
    const rule = PERMISSION_RULES[action];
    const [, owner, user, viewer, capability, account, state] = cells;
    if (rule.roles === 'anyone') expect(owner).toBe('any signed-in user');
    else expect([owner, user, viewer]).toEqual(['OWNER', 'USER', 'VIEWER'].map((r) => ((rule.roles as readonly string[]).includes(r) ? 'yes' : '—')));
    expect(capability).toBe(rule.capability ?? '');
    expect(account).toBe(rule.account ?? '');
    expect(state).toBe(rule.changesCheque ? 'blocked' : '');
  });
});
