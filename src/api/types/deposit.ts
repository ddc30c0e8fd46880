// Spec section 3, Deposit: deposit id, date, status, amount, checks, feedback id and feedback file,
// creation date. Section 4 names PARTLY_REJECTED among its statuses (src/lib/depositStatus.ts).

export interface Deposit {
  id: string;
  /** The day the deposit goes (went) to the bank, ISO. */
  date?: string;
  createdAt?: string;
  status: string;
  /** Shekels as the backend sends them; read with shekelsToAgorot. */
  amount: number | string;
  /** How many cheques the deposit holds. */
  checksCount: number;
  /** The account the money goes to. */
  bankAccount?: string;
  /** Set once the bank's feedback file exists. */
  feedbackId?: string;
}

/** One cheque of a deposit, with its own outcome (GET /api/deposits/getDepositChecks/{id}). */
export interface DepositCheque {
  checkId: string;
  checkNumber?: string;
  payee?: string;
  amount: number | string;
  checkDate?: string;
  bank?: string;
  branch?: string;
  account?: string;
  /** The cheque's status within this deposit (section 4), e.g. RECEIVED_DEPOSIT or REJECTED_BANK. */
  status: string;
  /** The bank's reason for a rejection, as the feedback file gives it. */
  reason?: string;
  /** The cheque no longer exists: deleted by the workspace's retention setting (section 8). */
  deletedByRetention?: boolean;
}

/** GET /api/deposits/getDepositFeedback/{id}: the bank's feedback file of a deposit. */
export interface DepositFeedback {
  feedbackId: string;
  fileName?: string;
  createdAt?: string;
}

/** The query of GET /api/deposits/getDeposits/{ws}: ISO days (deposit date) and a status. */
export interface DepositFilter {
  from?: string;
  to?: string;
  status?: string;
}
