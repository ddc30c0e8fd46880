import type { ScanResult, Terminal, TerminalTransaction } from '../types/terminal';
import { alias, bool, id, image, link, num, obj, opt, text, texts, type Schema } from './fields';

/*
 * Spec section 3, Terminal, Terminal transaction and Scan result: the payer's page (terminalCalls)
 * and the staff's (terminalsApi) read them alike (docs/backend-contract.md, "Terminal"). Strict:
 * the terminal's id; a listed transaction's id. The logo goes into an <img> and the redirect
 * address is followed: both are checked (lib/safeUrl), else left out.
 */

export const TerminalSchema: Schema<Terminal> = alias(
  obj({
    terminalId: id(),
    wsId: opt(text()),
    name: opt(text(), () => ''),
    terminalLink: opt(text(), () => ''),
    logo: opt(image()),
    backgroundColor: opt(text()),
    color1: opt(text()),
    color2: opt(text()),
    clientMessage: opt(text()),
    showFromName: opt(bool()),
    fromNameMandatory: opt(bool()),
    showComments: opt(bool()),
    commentsMandatory: opt(bool()),
    showConfirmationEmail: opt(bool()),
    confirmationEmailMandatory: opt(bool()),
    allowAmountAndDate: opt(bool()),
    autoRearSignature: opt(bool()),
    autoDepositAccount: opt(text()),
    redirectUrl: opt(link()),
    postAddress: opt(text()),
    newCheckNotification: opt(bool()),
  }),
  { terminalId: ['id', '_id'] },
);

export const transactionFields = {
  transactionId: opt(id()),
  transactionNumber: opt(text()),
  status: opt(text()),
  sessionStatus: opt(text()),
  terminalId: opt(text()),
  wsId: opt(text()),
  createdAt: opt(text()),
  completedAt: opt(text()),
  fromName: opt(text()),
  email: opt(text()),
  comments: opt(text()),
  upr: opt(text()),
  receiptNumber: opt(text()),
  totalChecks: opt(num()),
  totalSucceeded: opt(num()),
  totalFailed: opt(num()),
  checkIds: opt(texts()),
};
export const transactionNames = { transactionId: ['id', '_id'] };

/** A transaction as a payer's session carries it (its id may be missing there). */
export const TransactionSchema: Schema<TerminalTransaction> = alias(obj(transactionFields), transactionNames);

/** A transaction of a list or a view: with its id. */
export const ListedTransactionSchema: Schema<TerminalTransaction & { transactionId: string }> = alias(obj({ ...transactionFields, transactionId: id() }), transactionNames);

/** The three counts of section 3 (numbers also as strings; a missing one is 0), and the payer's references. */
export const ScanResultSchema: Schema<ScanResult> = alias(
  obj({
    totalChecks: opt(num(), () => 0),
    totalSucceeded: opt(num(), () => 0),
    totalFailed: opt(num(), () => 0),
    receiptNumber: opt(text()),
    transactionNumber: opt(text()),
  }),
  { receiptNumber: ['receipt'] },
);
