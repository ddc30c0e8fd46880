// Spec section 3, Workspace / company and Workspace settings.
import type { RoleType } from './user';
import type { Invitation } from './member';

/** The workspace as a role names it: `name` is the identifier the paths call {ws}. */
export interface WorkspaceRef {
  id: string;
  name: string;
  companyName?: string;
}

export interface WorkspaceMember {
  userId: string;
  email: string;
  name?: string;
  roleType: RoleType;
  capabilities?: string[];
}

export interface WorkspaceSettings {
  days_to_delete_check?: number;
  singleCheckAmountLimit?: number;
  dailyCheckAmountLimit?: number;
  /** Signatures a cheque needs. */
  amount_of_signators?: number;
  defaultSendingMethodTo?: string;
  defaultSendingMethodFrom?: string;
  defaultSendingTime?: 'immediate' | 'end_of_month';
  defaultChecksDestination?: string;
}

export interface Workspace extends WorkspaceRef {
  companySlug?: string;
  /** Company number (ח״פ). */
  hetpey?: string;
  address?: string;
  phone?: string;
  logo?: string;
  type?: 'PRIVATE' | 'BUSINESS';
  members?: WorkspaceMember[];
  /** Open invitations, sent only to who may invite. */
  invitations?: Invitation[];
  checkInFields?: string[];
  /** Days after which an unpaid payment request is cancelled (section 4). */
  daysToCancel?: number;
  checkSettings?: WorkspaceSettings;
  /** The credits balance (spec section 1: credits are bought by card and spent per cheque). */
  credits?: number | string;
}
