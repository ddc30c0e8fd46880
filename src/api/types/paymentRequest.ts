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
}
