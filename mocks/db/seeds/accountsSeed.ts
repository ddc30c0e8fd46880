import type { RoleType } from '../../../src/api/types/user';
import type { Tables, TokenRow } from '../schema';

/** A workspace invitation (spec section 3): kept in `extra.invitations`. */
export interface InvitationRow {
  invitationCode: string;
  wsId: string;
  email: string;
  roleType: RoleType;
  capabilities: string[];
  /** Cancelled by the workspace: the invitation screen answers "Invitation not found or cancelled". */
  cancelled?: boolean;
  acceptedAt?: string;
}

/** Demo links and codes a person can open to see every answer of the invitation screen. */
export const DEMO_INVITATIONS = {
  /** user@ is not yet in dana-private: joining succeeds (code 1). */
  join: 'demo-join',
  /** owner@ already has a role in gilboa-trade (code 2). */
  member: 'demo-member',
  /** Nobody has this e-mail yet: create an account first (code 3). */
  register: 'demo-register',
  /** The workspace of this invitation no longer exists: the join fails without a reason (false). */
  failed: 'demo-failed',
  /** Cancelled by the workspace: false with the error text. */
  cancelled: 'demo-cancelled',
} as const;

export const DEMO_INVITED_EMAIL = 'new.member@demo.co.il';
export const DEMO_LOGIN_HASH = 'demo-login-link';
export const DEMO_EXPIRED_LOGIN_HASH = 'expired-login-link';
export const DEMO_EXPIRED_VERIFY_HASH = 'expired-verify-link';
export const DEMO_EXPIRED_RESET_HASH = 'expired-reset-link';

const YEAR_MS = 365 * 86_400_000;

/** Demo rows of the accounts domain. */
export function seedAccountsDomain(tables: Tables): void {
  const invitations: InvitationRow[] = [
    { invitationCode: DEMO_INVITATIONS.join, wsId: 'w2', email: 'user@demo.co.il', roleType: 'USER', capabilities: ['sign'] },
    // Opened again by the owner who accepted it long ago: answered "already a member", never listed as open.
    { invitationCode: DEMO_INVITATIONS.member, wsId: 'w1', email: 'owner@demo.co.il', roleType: 'OWNER', capabilities: [], acceptedAt: new Date(Date.now() - YEAR_MS).toISOString() },
    { invitationCode: DEMO_INVITATIONS.register, wsId: 'w1', email: DEMO_INVITED_EMAIL, roleType: 'USER', capabilities: ['edit'] },
    { invitationCode: DEMO_INVITATIONS.failed, wsId: 'w-gone', email: 'viewer@demo.co.il', roleType: 'VIEWER', capabilities: [] },
    { invitationCode: DEMO_INVITATIONS.cancelled, wsId: 'w1', email: 'someone@demo.co.il', roleType: 'USER', capabilities: [], cancelled: true },
  ];
  tables.extra.invitations = invitations;
  const now = Date.now();
  const tokens: TokenRow[] = [
    { token: DEMO_LOGIN_HASH, kind: 'loginHash', subject: 'u1', expiresAt: now + YEAR_MS },
    { token: DEMO_EXPIRED_LOGIN_HASH, kind: 'loginHash', subject: 'u1', expiresAt: now - 3_600_000 },
    { token: DEMO_EXPIRED_VERIFY_HASH, kind: 'emailVerify', subject: 'u2', expiresAt: now - 3_600_000 },
    { token: DEMO_EXPIRED_RESET_HASH, kind: 'passwordReset', subject: 'u2', expiresAt: now - 3_600_000 },
  ];
  tables.tokens.push(...tokens);
}
