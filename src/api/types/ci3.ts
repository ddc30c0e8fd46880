// GET /api/workspace/{ws}/{x}/ci3 (spec section 7): the one call whose {x} and reply the spec does
// not show. Read here as one cheque's electronic clearing (the CI3 sending method, section 4):
// {x} is the cheque's id, the reply where the cheque stands at the bank's clearing
// (docs/backend-contract.md, "Cheques").

export interface Ci3Record {
  /** A cheque status of the CI3 flow (AWAITING_DELIVERY_CI3, AWAITING_CI3, RECEIVED_CI3) or REJECTED_BANK. */
  status: string;
  /** When it went to the bank's clearing (ISO). */
  sentAt?: string;
  /** When the bank answered (ISO). */
  answeredAt?: string;
  /** The clearing's reference for the cheque. */
  reference?: string;
  /** The bank's words, e.g. why it refused the cheque. */
  message?: string;
}
