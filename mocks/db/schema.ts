import type { BankAccount } from '../../src/api/types/bankAccount';
import type { Cheque } from '../../src/api/types/cheque';
import type { OutboxMessage } from '../../src/api/types/outboxMessage';
import type { RoleType } from '../../src/api/types/user';
import type { Tag } from '../../src/api/types/tag';
import type { Terminal } from '../../src/api/types/terminal';
import type { Workspace } from '../../src/api/types/workspace';

/** The mock backend's tables: the entities of src/api/types/ plus what only a server knows. */
export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  idNumber?: string;
  password: string;
  emailConfirmed: boolean;
  /** Second sign-in step, when set (spec section 9: text message, voice call, authenticator app). */
  otpMethod?: 'sms' | 'voice' | 'app';
  /** The authenticator app's shared secret (never in a reply). */
  otpSecret?: string;
  capabilities: string[];
  inboxColumns: Record<string, string[]>;
}

export interface MembershipRow {
  userId: string;
  wsId: string;
  roleType: RoleType;
  capabilities: string[];
}

export interface SessionRow {
  sid: string;
  userId: string;
  createdAt: number;
}

/** Mail and codes the mock would have sent: the dev outbox shows them. */
export type OutboxRow = OutboxMessage;

/** One-time hashes and codes: e-mail verification, password reset, sign-in links, OTPs. */
export interface TokenRow {
  token: string;
  kind: 'emailVerify' | 'passwordReset' | 'loginHash' | 'otp' | 'payeeOtp' | 'signLink';
  subject: string;
  expiresAt: number;
  data?: Record<string, unknown>;
}

export interface ChequeRow extends Cheque {
  wsId: string;
  /** Pictures as data URLs; absent means the generated picture of the cheque's details. */
  frontImage?: string;
  rearImage?: string;
  rotation?: number;
  activity: Array<{ at: string; action: string; by?: string; details?: string }>;
}

export interface Tables {
  users: UserRow[];
  workspaces: Workspace[];
  memberships: MembershipRow[];
  sessions: SessionRow[];
  outbox: OutboxRow[];
  tokens: TokenRow[];
  accounts: Array<BankAccount & { wsId: string }>;
  cheques: ChequeRow[];
  tags: Array<Tag & { wsId: string }>;
  terminals: Terminal[];
  /** Tables that a domain adds for itself (invitations, transactions, signatures...). */
  extra: Record<string, unknown[]>;
}
