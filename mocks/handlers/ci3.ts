import { route } from '../route';
import { findUserCheque } from '../db/chequeAccess';
import { CI3_STATUSES, isOneOf } from '../db/rules/statuses';
import type { ChequeRow } from '../db/schema';

/**
 * GET /api/workspace/{ws}/{x}/ci3 (spec section 7, its {x} and reply not shown): the electronic
 * clearing record of cheque {x} (docs/backend-contract.md). `{ci3: null}` while the cheque has not
 * gone that way; the mock plays the bank's clearing from the cheque's own status.
 */
export function ci3Record(cheque: ChequeRow) {
  const byCi3 = cheque.sendingMethod === 'CI3';
  if (!isOneOf(CI3_STATUSES, cheque.status) && !(byCi3 && cheque.status === 'REJECTED_BANK')) return null;
  const reference = `CI3-${cheque.checkNumber ?? cheque.checkId}`;
  switch (cheque.status) {
    case 'AWAITING_DELIVERY_CI3':
      return { status: cheque.status };
    case 'AWAITING_CI3':
      return { status: cheque.status, sentAt: cheque.updatedAt, reference };
    default:
      // Received or refused: the bank has answered.
      return { status: cheque.status, sentAt: cheque.createdAt, answeredAt: cheque.updatedAt, reference, ...(cheque.status === 'REJECTED_BANK' ? { message: 'הבנק החזיר את הצ׳ק' } : {}) };
  }
}

export const ci3Handlers = [
  route('get', '/api/workspace/:ws/:checkId/ci3', ({ me, params }) => ({ ci3: ci3Record(findUserCheque(me(), params.checkId, String(params.ws))) })),
];
