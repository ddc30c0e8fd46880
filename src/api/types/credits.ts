// Spec section 3, Credits: number of credits, cost per check, cost per unit, VAT, total cost,
// action type (IN or OUT), description. Money fields are shekels as the backend sends them.

/** A row of GET /api/payment/prices: one package of credits. */
export interface CreditPrice {
  /** The {id} of POST /api/payment/{id}. */
  id: string;
  credits: number;
  /** Shekels per cheque (one credit), before VAT. */
  costPerCheck: number | string;
  /** The package before VAT (credits x cost per cheque). */
  costPerUnit: number | string;
  vat: number | string;
  /** What the card is charged: before VAT + VAT. */
  total: number | string;
}

/** POST /api/payment/{id}: where the card payment page is, and the order it pays. */
export interface PaymentStart {
  url: string;
  orderId?: string;
}

/** POST /api/payment/order/done {query}: the confirmed order. */
export interface OrderDone {
  receiptNumber: string | null;
  credits?: number;
  /** The workspace's balance after the purchase. */
  balance?: number;
  /** The order had been confirmed before (a reload, a second tab): nothing was charged again. */
  alreadyConfirmed: boolean;
}

/** A row of GET /api/workspace/{ws}/reports/charges. */
export interface Charge {
  id: string;
  date: string;
  actionType: 'IN' | 'OUT' | string;
  credits: number;
  description?: string;
  /** Shekels paid, on purchases. */
  amount?: number | string;
  receiptNumber?: string;
}

export interface ChargeReport {
  charges: Charge[];
  /** The workspace's balance now, when the reply gives it. */
  balance?: number;
}
