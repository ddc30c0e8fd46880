// Spec section 3, User. Any reply may carry `user` (spec section 7): the client stores it.
import type { WorkspaceRef } from './workspace';

export type RoleType = 'OWNER' | 'USER' | 'VIEWER';

/** A user's role, bound to one workspace (spec section 3). */
export interface Role {
  roleType: RoleType;
  capabilities?: string[];
  Workspace: WorkspaceRef;
}

export interface User {
  id: string;
  firstName?: string;
  lastName?: string;
  email: string;
  phone?: string;
  idNumber?: string;
  emailConfirmed?: boolean;
  capabilities?: string[];
  Roles?: Role[];
  /**
   * The second sign-in step (section 9, "verification methods"): 'sms', 'voice', 'app' or none.
   * Not `otp*`: fields named so are secrets and never reach the store (src/lib/secrets.ts).
   */
  verificationMethod?: 'sms' | 'voice' | 'app' | null;
  /** Inbox columns per workspace name: column ids in display order. */
  inboxColumns?: Record<string, string[]>;
}

/** A reply that may carry the current user (spec section 7). */
export interface WithUser {
  user?: User;
}
