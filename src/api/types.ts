/**
 * The backend's entities as this client reads them (spec section 3), and the natural shape of the
 * replies the spec does not show. The mock backend answers exactly these shapes; against the real
 * backend every reader is tolerant (see `replies.ts`): a list may come bare or wrapped, and fields
 * the spec does not name are optional.
 *
 * Reply shapes chosen where the spec is silent (mock backend = this list):
 * - any reply may carry `user`: the current user (spec section 7); the client stores it.
 * - POST /api/user/login -> { user } or, when a second step is needed,
 *   { otpRequired: true, userId, otpMethod: 'sms' | 'voice' | 'app' }.
 * - GET /api/user?workspace={ws} -> { user }.
 * - GET /api/workspace/all -> { workspaces: Workspace[] }; GET /api/workspace/{id} -> { workspace }.
 * - GET /api/check/search/{ws}?... -> { checks: Cheque[], total }; with Accept text/csv -> CSV text.
 *   Query (all optional): box = all | sent | inbox | archive (the list areas of section 2, see
 *   src/lib/chequeListFilter.ts), status = a status or an ALL_ aggregate, from/to = due-date range
 *   'YYYY-MM-DD', q = free text, sort = a column id, order = asc | desc.
 * - POST /api/check/action `action` values (section 4 does not show them; ours): deposit (with
 *   depositOnDueDate -> AWAITING_DEPOSIT until the due date, else PROCESSING_DEPOSIT; bankAccount
 *   and depositDate optional), cancelDeposit (-> NEW), redeposit (-> PROCESSING_DEPOSIT),
 *   reject (-> REJECTED, comment 'סומן כנדחה ידנית'), approve (correction approval given; UNKNOWN
 *   -> NEW), delete (-> DELETED + isDeleted), restore (deleted -> NEW). Reply { ok, checks }.
 * - PUT /api/check/payee/update -> { ok, checks }; refused once a cheque is past awaiting delivery.
 * - GET /api/check/workspace/{ws}/{id} -> { check: Cheque }.
 * - errors -> { err?: number, message: string } with the HTTP status.
 */

export type RoleType = 'OWNER' | 'USER' | 'VIEWER';

export interface WorkspaceRef {
  id: string;
  name: string;
  companyName?: string;
}

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
  /** Inbox columns per workspace name: column ids in display order. */
  inboxColumns?: Record<string, string[]>;
}

export interface Workspace {
  id: string;
  name: string;
  companyName?: string;
  companySlug?: string;
  hetpey?: string;
  address?: string;
  phone?: string;
  logo?: string;
  type?: 'PRIVATE' | 'BUSINESS';
  members?: Array<{ userId: string; email: string; name?: string; roleType: RoleType }>;
  checkInFields?: string[];
  daysToCancel?: number;
  checkSettings?: WorkspaceSettings;
}

export interface WorkspaceSettings {
  days_to_delete_check?: number;
  singleCheckAmountLimit?: number;
  dailyCheckAmountLimit?: number;
  amount_of_signators?: number;
  defaultSendingMethodTo?: string;
  defaultSendingMethodFrom?: string;
  defaultSendingTime?: 'immediate' | 'end_of_month';
  defaultChecksDestination?: string;
}

export interface BankAccount {
  id: string;
  bank: string;
  branch: string;
  accountNumber: string;
  accountName?: string;
  lastCheckNumber?: number;
  isDefault?: boolean;
  can_print?: boolean;
  can_deposit?: boolean;
  payeeOnly?: boolean;
  amount_of_signators?: number;
  signators?: string[];
  wsName?: string;
  logo?: string;
  stamp?: string;
  safeType?: 'bank' | 'private';
}

export interface Tag {
  id: string;
  name: string;
  /** Hex colour, e.g. '#1e88e5'. */
  color: string;
}

export interface ChequeImages {
  front?: string;
  rear?: string;
  front200?: string;
  rear200?: string;
  frontTiff?: string;
  rearTiff?: string;
}

export interface Cheque {
  checkId: string;
  wsId?: string;
  /** Shekels as the backend sends them (a number or a decimal string); read with shekelsToAgorot. */
  amount: number | string;
  amountWords?: string;
  /** Due date, ISO 'YYYY-MM-DD' (or any date string dayjs reads). */
  checkDate?: string;
  checkNumber?: string;
  micr?: string;
  isValidMicr?: boolean;
  bank?: string;
  branch?: string;
  account?: string;
  payee?: string;
  payeePhone?: string;
  payeePhoneVerified?: boolean;
  payeeAddress?: string;
  sendingMethod?: string;
  sendingDate?: string;
  depositDate?: string;
  bankAccount?: string;
  status: string;
  signingStatus?: string;
  tags?: Tag[];
  comments?: Array<{ id?: string; text: string; createdAt?: string; author?: string }>;
  signatorsIds?: string[];
  restrictedAccount?: boolean;
  isDeleted?: boolean;
  signature?: string;
  stamp?: string;
  createdAt?: string;
  updatedAt?: string;
  source?: 'MAIL' | 'DEPOSIT';
  needsCorrectionApproval?: boolean;
}

/** Spec section 3: the body of POST /api/check/action. */
export interface CheckActionPayload {
  wsId: string;
  isTransaction?: boolean;
  ids: string[];
  /** See the list of action values at the top of this file. */
  action: string;
  dataToUpdate?: Record<string, unknown>;
  rearSignatures?: RearSignature[];
  bankAccount?: string;
  depositDate?: string;
  depositOnDueDate?: boolean;
}

export interface RearSignature {
  name: string;
  signaturePath: string;
  replace?: boolean;
}

export interface Terminal {
  terminalId: string;
  wsId?: string;
  name: string;
  terminalLink: string;
  logo?: string;
  backgroundColor?: string;
  color1?: string;
  color2?: string;
  clientMessage?: string;
  showFromName?: boolean;
  fromNameMandatory?: boolean;
  showComments?: boolean;
  commentsMandatory?: boolean;
  showConfirmationEmail?: boolean;
  confirmationEmailMandatory?: boolean;
  allowAmountAndDate?: boolean;
  autoRearSignature?: boolean;
  autoDepositAccount?: string;
  redirectUrl?: string;
  postAddress?: string;
  newCheckNotification?: boolean;
}

export interface ScanResult {
  totalChecks: number;
  totalSucceeded: number;
  totalFailed: number;
}

/** A reply that may carry the current user (spec section 7). */
export interface WithUser {
  user?: User;
}

/** A mail or one-time code the mock backend would have sent (its dev outbox, /api/__dev/outbox). */
export interface OutboxMessage {
  id: string;
  to: string;
  kind: string;
  subject: string;
  /** Our own path the message links to, if any. */
  link?: string;
  code?: string;
  createdAt: string;
}
