// Spec section 3, Payment request (UPR). Its field list in the backend calls is not shown: all optional.

export interface PaymentRequest {
  requestNumber?: string;
  paymentKeyId?: string;
  /** Shekels as the backend sends them. */
  amount?: number | string;
  terminalId?: string;
  dateToCancel?: string;
  clientEmail?: string;
  clientMessage?: string;
  link?: string;
  /** Spec section 4: NEW, DONE, CANCELED. */
  status?: string;
  // What the staff's views read besides (ours; the spec does not show the backend's list):
  id?: string;
  /** A fast payment request (amount and terminal only): its link opens by its payment key. */
  fast?: boolean;
  /** The terminal's link, so that the payer's address can be built without another call. */
  terminalLink?: string;
  createdAt?: string;
  paidAt?: string;
  canceledAt?: string;
  /** The terminal transaction that paid it. */
  transactionId?: string;
}
