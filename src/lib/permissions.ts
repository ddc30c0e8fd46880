// Who may do what (spec sections 3, 4 and 6): one pure rule for the whole client and the mock.
// The spec names roles, capabilities and denial messages but not the mapping between them; the
// reading chosen here is the strict one and is written down in docs/permissions.md. The server
// has the last word: a 403 is always shown, whatever this rule said.
import { editBlockReason } from './statuses';

export type Role = 'OWNER' | 'USER' | 'VIEWER';
export const ROLES: readonly Role[] = ['OWNER', 'USER', 'VIEWER'];

/** User capabilities of section 6, under our names (the backend's spellings are read by `readCapabilities`). */
export type Capability = 'print' | 'deposit' | 'sign' | 'edit' | 'paymentRequests';
export const CAPABILITIES: readonly Capability[] = ['print', 'deposit', 'sign', 'edit', 'paymentRequests'];

export const PERMISSION_ACTIONS = [
  // cheques
  'cheque.view',
  'cheque.create',
  'cheque.edit',
  'cheque.crop',
  'cheque.rotate',
  'cheque.approve',
  'cheque.reject',
  'cheque.delete',
  'cheque.restore',
  'cheque.sign',
  'cheque.sendToSign',
  'cheque.deposit',
  'cheque.cancelDeposit',
  'cheque.print',
  'cheque.tag',
  'cheque.comment',
  'cheque.delivery',
  // payment requests
  'paymentRequest.view',
  'paymentRequest.create',
  'paymentRequest.send',
  'paymentRequest.cancel',
  'paymentRequest.delete',
  // terminals and their transactions
  'terminal.view',
  'terminal.create',
  'terminal.edit',
  'terminal.delete',
  'terminalTransaction.complete',
  'terminalTransaction.delete',
  // bank accounts
  'account.view',
  'account.create',
  'account.createPrinting',
  'account.edit',
  'account.delete',
  'signators.update',
  // printer and workspace keys
  'keys.view',
  'keys.create',
  'keys.delete',
  // workspace
  'workspace.view',
  'workspace.edit',
  'workspace.create',
  'users.view',
  'users.invite',
  'users.manage',
  'tags.manage',
  'signatures.manage',
  'deposits.view',
  'reports.view',
  'credits.buy',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** A bank account's own capabilities (section 3/6); absent flags are false. */
export interface AccountCapabilities {
  can_print?: boolean | null;
  can_deposit?: boolean | null;
  payeeOnly?: boolean | null;
  all_capabilities?: boolean | null;
  /** Some replies carry the account capabilities as a list instead of flags. */
  capabilities?: readonly string[] | null;
}

export interface ChequeState {
  status?: string | null;
  isDeleted?: boolean | null;
  softDeleted?: boolean | null;
}

export interface PermissionContext {
  /** The user's role in the active workspace; null when signed out or not a member. */
  role: Role | null | undefined;
  /** The user's capabilities in that workspace, in any backend spelling (see readCapabilities). */
  capabilities?: readonly string[] | null;
  /** The bank account the action uses, when there is one (printing, depositing). */
  account?: AccountCapabilities | null;
  /** The cheque the action changes, when there is one (section 4's edit block). */
  cheque?: ChequeState | null;
}

export type DenialReason =
  | 'noRole'
  | 'viewerReadOnly'
  | 'ownerOnly'
  | 'capability.print'
  | 'capability.deposit'
  | 'capability.sign'
  | 'capability.edit'
  | 'capability.paymentRequests'
  | 'account.cannotPrint'
  | 'account.cannotDeposit'
  | 'account.payeeOnly'
  | 'cheque.awaitingBank'
  | 'cheque.awaitingDeposit'
  | 'cheque.deleted'
  | 'cheque.notAwaitingDeposit'
  | 'cheque.notDeleted';

export type PermissionDecision = { allowed: true; reason?: undefined } | { allowed: false; reason: DenialReason };

type Rule = {
  /** Roles that may act at all (a missing role is always refused, except for `anyone`). */
  roles: readonly Role[] | 'anyone';
  capability?: Capability;
  /** The action changes the cheque: section 4's edit block applies. */
  changesCheque?: boolean;
  /** The account must allow this (when the context names one). */
  account?: 'print' | 'deposit';
};

const ALL: readonly Role[] = ROLES;
const EDITORS: readonly Role[] = ['OWNER', 'USER'];
const OWNER: readonly Role[] = ['OWNER'];

/** The table itself; docs/permissions.md is this table in words. */
export const PERMISSION_RULES: Readonly<Record<PermissionAction, Rule>> = {
  'cheque.view': { roles: ALL },
  'cheque.create': { roles: EDITORS },
  'cheque.edit': { roles: EDITORS, capability: 'edit', changesCheque: true },
  'cheque.crop': { roles: EDITORS, capability: 'edit', changesCheque: true },
  'cheque.rotate': { roles: EDITORS, capability: 'edit', changesCheque: true },
  'cheque.approve': { roles: EDITORS, capability: 'edit', changesCheque: true },
  'cheque.reject': { roles: EDITORS, capability: 'edit', changesCheque: true },
  'cheque.delete': { roles: EDITORS, capability: 'edit', changesCheque: true },
  'cheque.restore': { roles: EDITORS, capability: 'edit' },
  'cheque.sign': { roles: EDITORS, capability: 'sign', changesCheque: true },
  'cheque.sendToSign': { roles: EDITORS, capability: 'sign' },
  'cheque.deposit': { roles: EDITORS, capability: 'deposit', changesCheque: true, account: 'deposit' },
  'cheque.cancelDeposit': { roles: EDITORS, capability: 'deposit' },
  'cheque.print': { roles: EDITORS, capability: 'print', changesCheque: true, account: 'print' },
  'cheque.tag': { roles: EDITORS },
  'cheque.comment': { roles: EDITORS },
  'cheque.delivery': { roles: EDITORS, capability: 'edit', changesCheque: true },
  'paymentRequest.view': { roles: ALL },
  'paymentRequest.create': { roles: EDITORS, capability: 'paymentRequests' },
  'paymentRequest.send': { roles: EDITORS, capability: 'paymentRequests' },
  'paymentRequest.cancel': { roles: EDITORS, capability: 'paymentRequests' },
  'paymentRequest.delete': { roles: EDITORS, capability: 'paymentRequests' },
  'terminal.view': { roles: ALL },
  'terminal.create': { roles: OWNER },
  'terminal.edit': { roles: OWNER },
  'terminal.delete': { roles: OWNER },
  'terminalTransaction.complete': { roles: EDITORS },
  'terminalTransaction.delete': { roles: OWNER },
  'account.view': { roles: ALL },
  'account.create': { roles: OWNER },
  'account.createPrinting': { roles: OWNER },
  'account.edit': { roles: OWNER },
  'account.delete': { roles: OWNER },
  'signators.update': { roles: OWNER },
  'keys.view': { roles: OWNER },
  'keys.create': { roles: OWNER },
  'keys.delete': { roles: OWNER },
  'workspace.view': { roles: ALL },
  'workspace.edit': { roles: OWNER },
  'workspace.create': { roles: 'anyone' },
  'users.view': { roles: ALL },
  'users.invite': { roles: OWNER },
  'users.manage': { roles: OWNER },
  'tags.manage': { roles: EDITORS },
  'signatures.manage': { roles: EDITORS, capability: 'sign' },
  'deposits.view': { roles: ALL },
  'reports.view': { roles: ALL },
  'credits.buy': { roles: OWNER },
};

/** Actions that change a cheque, so that section 4's edit block refuses them. */
export const CHEQUE_CHANGING_ACTIONS = PERMISSION_ACTIONS.filter((a) => PERMISSION_RULES[a].changesCheque);

const ALIASES: ReadonlyArray<readonly [Capability | 'all', RegExp]> = [
  ['all', /^all/],
  ['paymentRequests', /payment|upr/],
  ['print', /print/],
  ['deposit', /deposit/],
  ['sign', /^(can)?sign(ing|ature|atures)?(checks?|cheques?)?$/],
  ['edit', /edit/],
];

/**
 * The backend's capability strings, whatever their spelling ('printing', 'can_print', 'PRINT',
 * 'edit_checks', 'all_capabilities'...), as our capability names. Unknown strings are dropped.
 */
export function readCapabilities(list: readonly unknown[] | null | undefined): Set<Capability> {
  const out = new Set<Capability>();
  for (const item of list ?? []) {
    if (typeof item !== 'string') continue;
    const text = item.toLowerCase().replace(/[^a-z]/g, '');
    const match = ALIASES.find(([, pattern]) => pattern.test(text))?.[0];
    if (match === 'all') CAPABILITIES.forEach((c) => out.add(c));
    else if (match) out.add(match);
  }
  return out;
}

/**
 * THE rule of which account may take deposits (docs/cheque-law.md): an explicit can_deposit wins;
 * an account that does not say takes deposits only when its capabilities grant them all or name
 * depositing. An absent flag alone is not a yes.
 */
export function accountCanDeposit(account: AccountCapabilities | null | undefined): boolean {
  if (!account || account.can_deposit === false) return false;
  if (account.can_deposit === true || account.all_capabilities === true) return true;
  const listed = readCapabilities(account.capabilities ?? []);
  return listed.has('deposit');
}

function accountAllows(account: AccountCapabilities, need: 'print' | 'deposit'): DenialReason | null {
  if (need === 'deposit') return accountCanDeposit(account) ? null : 'account.cannotDeposit';
  const listed = readCapabilities(account.capabilities ?? []);
  const all = !!account.all_capabilities || listed.size === CAPABILITIES.length;
  // A payee-only account receives cheques; it never issues them.
  if (account.payeeOnly) return 'account.payeeOnly';
  return all || account.can_print || listed.has('print') ? null : 'account.cannotPrint';
}

// Section 4's edit block has one home, lib/statuses (editBlockReason); here it only gets its prefix.
function chequeBlock(cheque: ChequeState): DenialReason | null {
  const reason = editBlockReason(cheque);
  return reason ? `cheque.${reason}` : null;
}

/** A deposit that can still be called back (the mock's cancelDeposit accepts both). */
const DEPOSIT_ON_ITS_WAY = new Set(['AWAITING_DEPOSIT', 'PROCESSING_DEPOSIT']);

const deny = (reason: DenialReason): PermissionDecision => ({ allowed: false, reason });
const ALLOW: PermissionDecision = { allowed: true };

/**
 * The decision and, when refused, the first reason in this order: role, capability, account,
 * cheque state. OWNER holds every capability; USER needs the capability the action names.
 */
export function decide(action: PermissionAction, context: PermissionContext): PermissionDecision {
  const rule = PERMISSION_RULES[action];
  const role = context.role ?? null;
  if (rule.roles !== 'anyone') {
    if (!role || !ROLES.includes(role)) return deny('noRole');
    if (!rule.roles.includes(role)) return deny(role === 'VIEWER' ? 'viewerReadOnly' : 'ownerOnly');
    if (rule.capability && role !== 'OWNER' && !readCapabilities(context.capabilities).has(rule.capability)) {
      return deny(`capability.${rule.capability}`);
    }
  }
  if (rule.account && context.account) {
    const refused = accountAllows(context.account, rule.account);
    if (refused) return deny(refused);
  }
  if (context.cheque) {
    if (rule.changesCheque) {
      const blocked = chequeBlock(context.cheque);
      if (blocked) return deny(blocked);
    }
    if (action === 'cheque.cancelDeposit' && !DEPOSIT_ON_ITS_WAY.has(context.cheque.status ?? '')) return deny('cheque.notAwaitingDeposit');
    if (action === 'cheque.restore' && chequeBlock(context.cheque) !== 'cheque.deleted') return deny('cheque.notDeleted');
  }
  return ALLOW;
}

export function can(action: PermissionAction, context: PermissionContext): boolean {
  return decide(action, context).allowed;
}

/** What a user holds in a workspace, read from the user as every reply carries it (section 3). */
export interface RoleSource {
  capabilities?: readonly unknown[] | null;
  Roles?: ReadonlyArray<{ roleType?: string | null; capabilities?: readonly unknown[] | null; Workspace?: { id?: string | null; name?: string | null } | null }> | null;
}

/**
 * The role and capabilities of `user` in workspace `ws` (a name or id). The role's own list of
 * capabilities wins; a role without one falls back to the user's list.
 */
export function permissionContextFor(user: RoleSource | null | undefined, ws: string): Pick<PermissionContext, 'role' | 'capabilities'> {
  const role = ws ? user?.Roles?.find((r) => r?.Workspace?.name === ws || (r?.Workspace?.id != null && r.Workspace.id === ws)) : undefined;
  const type = typeof role?.roleType === 'string' ? role.roleType.toUpperCase() : null;
  const capabilities = (Array.isArray(role?.capabilities) ? role.capabilities : user?.capabilities) ?? [];
  return {
    role: type && (ROLES as readonly string[]).includes(type) ? (type as Role) : null,
    capabilities: capabilities.filter((c): c is string => typeof c === 'string'),
  };
}

/** Refused because of the cheque's own state (section 4), not because of who the user is. */
export const isChequeStateReason = (reason: DenialReason | null | undefined): boolean => !!reason && reason.startsWith('cheque.');
