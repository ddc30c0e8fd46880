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

export interface TerminalTransaction {
  transactionId?: string;
  transactionNumber?: string;
  /** Spec section 4: NEW, IN_PROGRESS, DONE, RETRIEVED. */
  status?: string;
  sessionStatus?: string;
}

export interface ScanResult {
  totalChecks: number;
  totalSucceeded: number;
  totalFailed: number;
}
