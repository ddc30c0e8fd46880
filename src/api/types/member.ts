// Spec section 3: "members with role" of a workspace, and the Invitation (invitationCode, role
// type, capabilities, resend-invitation flag).
import type { RoleType } from './user';

export interface Member {
  userId: string;
  email: string;
  name: string;
  roleType: RoleType;
  capabilities: string[];
}

export interface Invitation {
  /** The invitation's id in the paths; the invitation code when the backend sends no other id. */
  id: string;
  email: string;
  roleType: RoleType;
  capabilities: string[];
  sentAt?: string;
}

/** What an invitation or a role change sends (section 3: role type and capabilities). */
export interface RoleChoice {
  roleType: RoleType;
  capabilities: string[];
}
