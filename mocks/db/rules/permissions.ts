// Who may do what at the mock backend, written from the spec (section 6: roles, capabilities,
// the actions that have a permission-denied message; section 4: the cheques that may not change)
// and from the mapping the team chose where section 6 is silent (docs/permissions.md). The client
// has its own copy of the rule (src/lib/permissions.ts); this one is written again on purpose, so
// that a mistake there is not served back by the mock.
import { editBlock, hasDepositToCancel, isDeleted, type EditBlock } from './statuses';

export type Role = 'OWNER' | 'USER' | 'VIEWER';
export const ROLES: readonly Role[] = ['OWNER', 'USER', 'VIEWER'];

/** Section 6: printing, depositing, signing and editing cheques; creating payment requests. */
export type Capability = 'print' | 'deposit' | 'sign' | 'edit' | 'paymentRequests';
export const CAPABILITIES: readonly Capability[] = ['print', 'deposit', 'sign', 'edit', 'paymentRequests'];
/** What the mock stores for "every capability" (an owner's list). */
export const ALL_CAPABILITIES = 'all_capabilities';

/**
 * Section 6's permission-denied messages, in the mock's words (the spec says they exist, not how
 * they read). Every 403 of an action below carries one of these, or one of section 8's.
 */
export const DENIALS = {
  terminalUpdate: "You don't have permission to update terminals",
  terminalDelete: "You don't have permission to delete terminals",
  terminalView: "You don't have permission to view terminals",
  terminalCreate: "You don't have permission to create terminals",
  accountCreate: "You don't have permission to create accounts",
  accountView: "You don't have permission to view accounts",
  accountUpdate: "You don't have permission to update accounts",
  accountDelete: "You don't have permission to delete accounts",
  signatorsUpdate: "You don't have permission to update signators",
  keysCreate: "You don't have permission to create keys",
  workspaceView: "You don't have permission to view the workspace",
  workspaceEdit: "You don't have permission to edit the workspace",
  chequeCreate: "You don't have permission to create checks",
  chequeUpdate: "You don't have permission to update checks",
  chequeView: "You don't have permission to view checks",
  sendToSign: "You don't have permission to send checks to sign",
  inviteUsers: "You don't have permission to invite users",
} as const;

/** Section 8's texts for refusals that say more than a section-6 denial. */
export const FORBIDDEN = 'Access to the requested resource is forbidden';
export const OWNER_REQUIRED = 'Owner permission required';
export const NOT_ALLOWED_TO_PRINT = 'User not allowed to print checks';
export const CANNOT_CREATE_PAYMENT_REQUESTS = "User can't create payment requests";
export const ACCOUNT_NOT_APPROVED_TO_PRINT = 'Bank account is not approved to print checks';

type Who = 'anyone' | 'members' | 'workers' | 'owners';

interface Rule {
  /** members: every role; workers: OWNER and USER; owners: OWNER only; anyone: any signed-in user. */
  who: Who;
  /** What a USER must hold for it (an OWNER holds every capability). */
  needs?: Capability;
  /** The bank account named must allow it. */
  account?: 'print' | 'deposit';
  /** The action changes the cheque: section 4's block applies. */
  changesCheque?: boolean;
  /** The 403's text. */
  denial: string;
}

const cheque = (needs: Capability | undefined, extra: Partial<Rule> = {}): Rule => ({ who: 'workers', needs, changesCheque: true, denial: DENIALS.chequeUpdate, ...extra });

/** docs/permissions.md, "The table", as the mock reads it. */
const RULES = {
  'cheque.view': { who: 'members', denial: DENIALS.chequeView },
  'cheque.create': { who: 'workers', denial: DENIALS.chequeCreate },
  'cheque.edit': cheque('edit'),
  'cheque.crop': cheque('edit'),
  'cheque.rotate': cheque('edit'),
  'cheque.approve': cheque('edit'),
  'cheque.reject': cheque('edit'),
  'cheque.delete': cheque('edit'),
  'cheque.restore': cheque('edit', { changesCheque: false }),
  'cheque.sign': cheque('sign'),
  'cheque.sendToSign': { who: 'workers', needs: 'sign', denial: DENIALS.sendToSign },
  'cheque.deposit': cheque('deposit', { account: 'deposit' }),
  'cheque.cancelDeposit': cheque('deposit', { changesCheque: false }),
  'cheque.print': cheque('print', { account: 'print', denial: NOT_ALLOWED_TO_PRINT }),
  // Tags and comments are notes about a cheque: open on any cheque to who works in the workspace.
  'cheque.tag': cheque(undefined, { changesCheque: false }),
  'cheque.comment': cheque(undefined, { changesCheque: false }),
  'cheque.delivery': cheque('edit'),
  'paymentRequest.view': { who: 'members', denial: FORBIDDEN },
  'paymentRequest.create': { who: 'workers', needs: 'paymentRequests', denial: CANNOT_CREATE_PAYMENT_REQUESTS },
  'paymentRequest.cancel': { who: 'workers', needs: 'paymentRequests', denial: CANNOT_CREATE_PAYMENT_REQUESTS },
  'paymentRequest.delete': { who: 'workers', needs: 'paymentRequests', denial: CANNOT_CREATE_PAYMENT_REQUESTS },
  'terminal.view': { who: 'members', denial: DENIALS.terminalView },
  'terminal.create': { who: 'owners', denial: DENIALS.terminalCreate },
  'terminal.edit': { who: 'owners', denial: DENIALS.terminalUpdate },
  'terminal.delete': { who: 'owners', denial: DENIALS.terminalDelete },
  'terminalTransaction.complete': { who: 'workers', denial: DENIALS.terminalUpdate },
  'terminalTransaction.delete': { who: 'owners', denial: DENIALS.terminalUpdate },
  'account.view': { who: 'members', denial: DENIALS.accountView },
  'account.create': { who: 'owners', denial: DENIALS.accountCreate },
  // Section 6: "Only owners can create accounts that can print cheques (owner permission required)".
  'account.createPrinting': { who: 'owners', denial: OWNER_REQUIRED },
  'account.edit': { who: 'owners', denial: DENIALS.accountUpdate },
  'account.delete': { who: 'owners', denial: DENIALS.accountDelete },
  'signators.update': { who: 'owners', denial: DENIALS.signatorsUpdate },
  'keys.view': { who: 'owners', denial: FORBIDDEN },
  'keys.create': { who: 'owners', denial: DENIALS.keysCreate },
  'keys.delete': { who: 'owners', denial: FORBIDDEN },
  'workspace.view': { who: 'members', denial: DENIALS.workspaceView },
  'workspace.edit': { who: 'owners', denial: DENIALS.workspaceEdit },
  'workspace.create': { who: 'anyone', denial: FORBIDDEN },
  'users.view': { who: 'members', denial: FORBIDDEN },
  'users.invite': { who: 'owners', denial: DENIALS.inviteUsers },
  'users.manage': { who: 'owners', denial: DENIALS.inviteUsers },
  'tags.manage': { who: 'workers', denial: FORBIDDEN },
  'signatures.manage': { who: 'workers', needs: 'sign', denial: FORBIDDEN },
  'deposits.view': { who: 'members', denial: FORBIDDEN },
  'reports.view': { who: 'members', denial: FORBIDDEN },
  'credits.buy': { who: 'owners', denial: FORBIDDEN },
} satisfies Record<string, Rule>;

export type Action = keyof typeof RULES;
export const ACTIONS = Object.keys(RULES) as Action[];

/** A bank account's own flags (section 3 and 6). */
export interface AccountFlags {
  can_print?: boolean | null;
  can_deposit?: boolean | null;
  payeeOnly?: boolean | null;
  all_capabilities?: boolean | null;
}

export interface ChequeFlags {
  status?: string | null;
  isDeleted?: boolean | null;
}

export interface Member {
  /** The role in the workspace; null for who is not a member. */
  role: Role | null;
  capabilities: readonly string[];
}

export interface Subject {
  account?: AccountFlags | null;
  cheque?: ChequeFlags | null;
}

/** Refused: the HTTP status and the text the mock answers with. */
export interface Refusal {
  status: 403 | 400;
  message: string;
  /** Section 4's block, for the client to say why (400 only). */
  reason?: EditBlock;
}

const BLOCKED: Record<EditBlock, Refusal> = {
  deleted: { status: 400, message: 'Check was deleted and cannot be edited', reason: 'deleted' },
  awaitingBank: { status: 400, message: 'Check is awaiting the bank and cannot be edited', reason: 'awaitingBank' },
  awaitingDeposit: { status: 400, message: 'Check is awaiting deposit: cancel the deposit first', reason: 'awaitingDeposit' },
};

/** Section 4's block as the mock answers it: 400 with the reason. */
export function chequeBlock(c: ChequeFlags): Refusal | null {
  const block = editBlock(c);
  return block ? BLOCKED[block] : null;
}

const holds = (who: Member, capability: Capability) =>
  who.role === 'OWNER' || who.capabilities.includes(ALL_CAPABILITIES) || who.capabilities.includes(capability);

function roleAllowed(rule: Rule, role: Role | null): boolean {
  if (rule.who === 'anyone') return true;
  if (!role) return false;
  if (rule.who === 'owners') return role === 'OWNER';
  if (rule.who === 'workers') return role !== 'VIEWER';
  return true;
}

function accountRefusal(account: AccountFlags, need: 'print' | 'deposit'): Refusal | null {
  if (need === 'print') {
    // A payee-only account receives cheques; it never issues them.
    const may = !account.payeeOnly && (account.all_capabilities || account.can_print);
    return may ? null : { status: 403, message: ACCOUNT_NOT_APPROVED_TO_PRINT };
  }
  return account.all_capabilities || account.can_deposit ? null : { status: 403, message: FORBIDDEN };
}

/**
 * The mock's answer to `action` by `who`: null when allowed, else the refusal. Order: role,
 * capability, account, then the cheque's own state (a 400: the person may act, the cheque may not
 * change).
 */
export function refusalOf(action: Action, who: Member, subject: Subject = {}): Refusal | null {
  const rule: Rule = RULES[action];
  if (!roleAllowed(rule, who.role)) return { status: 403, message: rule.denial };
  if (rule.needs && !holds(who, rule.needs)) return { status: 403, message: rule.denial };
  if (rule.account && subject.account) {
    const refused = accountRefusal(subject.account, rule.account);
    if (refused) return refused;
  }
  if (subject.cheque) {
    if (rule.changesCheque) {
      const blocked = chequeBlock(subject.cheque);
      if (blocked) return blocked;
    }
    if (action === 'cheque.cancelDeposit' && !hasDepositToCancel(subject.cheque.status)) return { status: 400, message: 'Check has no deposit to cancel' };
    if (action === 'cheque.restore' && !isDeleted(subject.cheque)) return { status: 400, message: 'Check is not deleted' };
  }
  return null;
}

/** The capabilities a role change leaves: an OWNER holds all, a VIEWER none, a USER what it had as a USER. */
export function capabilitiesForRole(role: Role, before: { role: Role; capabilities: readonly string[] } | null, asked?: readonly string[]): string[] {
  if (role === 'OWNER') return [ALL_CAPABILITIES];
  if (role === 'VIEWER') return [];
  const source = asked ?? (before?.role === 'USER' ? before.capabilities : DEFAULT_USER_CAPABILITIES);
  return CAPABILITIES.filter((c) => source.includes(c));
}

/** A member made a USER from another role starts with editing cheques only (the invite form's default). */
export const DEFAULT_USER_CAPABILITIES: readonly Capability[] = ['edit'];
