// Named, deterministic starting points for tests (and for anyone exploring the mock): each one
// changes the freshly seeded demo (resetDb runs before every unit test) in one known way and
// returns what a test needs to find its rows. Tests call `scenario('...')` instead of editing the
// tables by hand; read rows back with `mockRow`.
import { db, extraTable } from './db/database';
import { DEMO_USERS, WS_BUSINESS, WS_PRIVATE } from './db/seed';
import { SIGNATURES_TABLE, stampSvg, type SignatureRow } from './db/seeds/chequeMediaSeed';
import type { ChequeRow, OutboxRow, UserRow } from './db/schema';
import type { MediaRow } from './handlers/chequeMediaPicture';
import type { CropCorners } from '../src/api/types/chequeImage';

/** Today + `days` in local time, as screens and tests (lib/dates) count days. */
function isoInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Rows of the mock's tables, found by what tests know them by. Throws when absent. */
export const mockRow = {
  user(email: string): UserRow {
    const row = db.users.find((u) => u.email === email);
    if (!row) throw new Error(`no mock user ${email}`);
    return row;
  },
  cheque(checkId: string): ChequeRow {
    const row = db.cheques.find((c) => c.checkId === checkId);
    if (!row) throw new Error(`no mock cheque ${checkId}`);
    return row;
  },
  /** The signatures and stamps a workspace keeps (by workspace id). */
  signatures(wsId: string): SignatureRow[] {
    return extraTable<SignatureRow>(SIGNATURES_TABLE).filter((s) => s.wsId === wsId);
  },
  /** The newest message of a kind (and to someone) in the dev outbox. */
  message(kind: string, to?: string): OutboxRow {
    const row = db.outbox.find((m) => m.kind === kind && (to === undefined || m.to === to));
    if (!row) throw new Error(`no ${kind} message${to ? ` to ${to}` : ''} in the mock outbox`);
    return row;
  },
};

/** The demo cheque most tests open: c100 of gilboa-trade. */
export const DEMO_CHEQUE = 'c100';

const scenarios = {
  /** The seeded demo as it is: owner@demo.co.il owns gilboa-trade (w1) and dana-private (w2). */
  'owner with two workspaces': () => ({ email: DEMO_USERS.owner, workspaces: [WS_BUSINESS, WS_PRIVATE] as const }),

  /** user@demo.co.il has not confirmed the e-mail; `hash` is a valid verification link. */
  'unconfirmed e-mail with a fresh link': () => {
    const user = mockRow.user(DEMO_USERS.user);
    user.emailConfirmed = false;
    db.tokens.push({ token: 'fresh-link', kind: 'emailVerify', subject: user.id, expiresAt: Date.now() + 60_000 });
    return { user, hash: 'fresh-link' };
  },

  /** user@demo.co.il has not confirmed the e-mail (the demo's expired link still points at it). */
  'unconfirmed e-mail': () => {
    const user = mockRow.user(DEMO_USERS.user);
    user.emailConfirmed = false;
    return { user };
  },

  /** A password reset link of user@demo.co.il that is still valid. */
  'valid password reset link': () => {
    const user = mockRow.user(DEMO_USERS.user);
    db.tokens.push({ token: 'good-reset', kind: 'passwordReset', subject: user.id, expiresAt: Date.now() + 60_000 });
    return { user, hash: 'good-reset' };
  },

  /** Another business already has this company number and workspace identifier. */
  'company already registered': (hetpey: string) => {
    db.workspaces.push({ id: 'w9', name: 'older', companyName: 'ותיקה בע״מ', companySlug: 'older', hetpey });
    return { hetpey, companySlug: 'older' };
  },

  /** The dev outbox holds an e-mail with an in-app link and a text message with a code. */
  'outbox with a link and a code': () => {
    const createdAt = new Date().toISOString();
    db.outbox.push(
      { id: 'm1', to: 'noa@x.example', kind: 'verifyEmail', subject: 'אימות', link: '/authorizeEmail/abc', createdAt },
      { id: 'm2', to: '0521234567', kind: 'otp-sms', subject: 'קוד', code: '123456', createdAt },
    );
    return { link: '/authorizeEmail/abc', code: '123456' };
  },

  /** c100 is NEW, of `amount` shekels, due in `dueInDays` days (negative: overdue). */
  'new cheque': ({ amount, dueInDays }: { amount: number; dueInDays: number }) => {
    const cheque = Object.assign(mockRow.cheque(DEMO_CHEQUE), { amount, checkDate: isoInDays(dueInDays), status: 'NEW' });
    return { cheque };
  },

  /** gilboa-trade's deposit limits in shekels (section 3's check settings); null: no limit. */
  'workspace deposit limits': ({ single, daily }: { single: number | null; daily: number | null }) => {
    const workspace = db.workspaces.find((w) => w.name === WS_BUSINESS);
    if (!workspace) throw new Error(`no mock workspace ${WS_BUSINESS}`);
    const { singleCheckAmountLimit: _s, dailyCheckAmountLimit: _d, ...rest } = workspace.checkSettings ?? {};
    void _s;
    void _d;
    workspace.checkSettings = { ...rest, ...(single === null ? {} : { singleCheckAmountLimit: single }), ...(daily === null ? {} : { dailyCheckAmountLimit: daily }) };
    return { workspace };
  },

  /** c100 came back from the bank five days after its due date. */
  'cheque rejected by the bank': () => {
    const cheque = Object.assign(mockRow.cheque(DEMO_CHEQUE), { status: 'REJECTED_BANK', checkDate: isoInDays(-5), amount: 100 });
    return { cheque };
  },

  /** c100 is soft-deleted. */
  'deleted cheque': () => {
    const cheque = mockRow.cheque(DEMO_CHEQUE);
    cheque.isDeleted = true;
    return { cheque };
  },

  /** c100 is NEW and nobody has signed it yet. */
  'unsigned cheque': () => {
    const cheque = Object.assign(mockRow.cheque(DEMO_CHEQUE), { status: 'NEW', signatorsIds: [], signingStatus: 'UNSIGNED' });
    return { cheque };
  },

  /** c100's history is exactly `activity` (empty: nothing happened yet). */
  'cheque history': (activity: ChequeRow['activity']) => {
    const cheque = mockRow.cheque(DEMO_CHEQUE);
    cheque.activity = activity;
    return { cheque };
  },

  /** c100's front picture was cut before, to these corners. */
  'saved front crop': (corners: CropCorners) => {
    const cheque = mockRow.cheque(DEMO_CHEQUE) as MediaRow;
    cheque.crop = { front: corners };
    return { cheque };
  },

  /** gilboa-trade keeps one more stamp, named `name`. */
  'workspace stamp': (name = 'חותמת בדיקה', lines = ['בדיקה']) => {
    const stamp: SignatureRow = { wsId: 'w1', name, type: 'stamp', signaturePath: stampSvg(lines) };
    extraTable<SignatureRow>(SIGNATURES_TABLE).push(stamp);
    return { stamp };
  },

  /** The owner's saved inbox columns of gilboa-trade are `columns` (e.g. with an unknown id). */
  'saved inbox columns': (columns: string[]) => {
    const user = mockRow.user(DEMO_USERS.owner);
    user.inboxColumns = { [WS_BUSINESS]: columns };
    return { user };
  },
};

export type ScenarioName = keyof typeof scenarios;
type Scenarios = typeof scenarios;

/** Applies a named scenario to the mock's tables and returns what it made. */
export function scenario<N extends ScenarioName>(name: N, ...args: Parameters<Scenarios[N]>): ReturnType<Scenarios[N]> {
  return (scenarios[name] as (...a: Parameters<Scenarios[N]>) => ReturnType<Scenarios[N]>)(...args);
}
