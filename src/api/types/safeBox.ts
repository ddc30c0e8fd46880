// Spec section 3, Safe box: id, user name, key file in .pem format; section 4: the connection test
// has a waiting period and its result is good or failed. The calls are ours (docs/backend-contract.md).
import type { SafeType } from '@/lib/money';

export type { SafeType };

export interface SafeBoxTest {
  result: 'good' | 'failed';
  testedAt: string;
  /** The backend's message when the test failed. */
  message?: string;
}

export interface SafeBox {
  id: string;
  /** The private safe (cheques up to 500,000) or the bank-run option (up to 50,000), section 9. */
  safeType: SafeType;
  userName: string;
  /** The name of the key file sent; the key itself is never sent back. */
  keyFileName?: string;
  connectedAt?: string;
  lastTest?: SafeBoxTest | null;
  /** ISO time before which the next connection test is refused (section 4's waiting period). */
  nextTestAt?: string | null;
}

/** PUT /api/workspace/{ws}/safe-box: the key file's text is sent once and never kept by the client. */
export interface SafeBoxConnectRequest {
  ws: string;
  safeType: SafeType;
  userName: string;
  keyFile: string;
  keyFileName: string;
}
