// Spec section 3, Terminal, Terminal transaction and Scan result.

export interface Terminal {
  terminalId: string;
  wsId?: string;
  name: string;
  /** The unique link (url slug) payers open: /terminal/{terminalLink}. */
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

/** The fields of a terminal that staff set (everything but its id and workspace). */
export type TerminalSettings = Omit<Terminal, 'terminalId' | 'wsId'>;

export interface TerminalTransaction {
  transactionId?: string;
  transactionNumber?: string;
  /** Spec section 4: NEW, IN_PROGRESS, DONE (awaiting pickup), RETRIEVED. */
  status?: string;
  sessionStatus?: string;
  // What the staff's views read besides (section 3: "other fields are not shown"; ours):
  terminalId?: string;
  wsId?: string;
  createdAt?: string;
  /** When the payer finished (DONE) or staff completed it (RETRIEVED). */
  completedAt?: string;
  /** The payer's details, as the terminal asked for them. */
  fromName?: string;
  email?: string;
  comments?: string;
  /** The payment request it pays, if any (its request number). */
  upr?: string;
  receiptNumber?: string | number;
  /** The scan result of the payer's visit (section 3). */
  totalChecks?: number | string;
  totalSucceeded?: number | string;
  totalFailed?: number | string;
  checkIds?: string[];
}

export interface ScanResult {
  totalChecks: number;
  totalSucceeded: number;
  totalFailed: number;
  // Ours, for the payer's reference (the spec's Scan result has only the three counts):
  receiptNumber?: string;
  transactionNumber?: string;
}
