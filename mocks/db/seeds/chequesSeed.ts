import type { ChequeRow, Tables } from '../schema';
import { daysFromToday, isoDaysAgo } from '../clock';

function listCheque(checkId: string, status: string, shekels: number, days: number, extra: Partial<ChequeRow> = {}): ChequeRow {
  const createdAt = isoDaysAgo(Math.abs(days) + 1, 5);
  const checkNumber = String(5000000 + Number(checkId.slice(1)));
  return {
    checkId, wsId: 'w1', amount: shekels, checkDate: daysFromToday(days), checkNumber, micr: `${checkNumber}10800123456`,
    isValidMicr: true, bank: '10', branch: '800', account: '123456', payee: 'אורית גולן', payeePhone: '0541234567',
    sendingMethod: 'CI3', status, signingStatus: 'SIGNED', tags: [], comments: [], createdAt, updatedAt: createdAt,
    source: 'MAIL', activity: [{ at: createdAt, action: 'CREATED', by: 'דנה כהן' }], ...extra,
  };
}

/**
 * Demo rows of the cheque lists: the statuses the generated mix lacks (so every label of section
 * 4 can be seen and filtered), a payee address for the delivery screen, and tags to search by.
 */
export function seedChequesDomain(tables: Tables): void {
  tables.cheques.push(
    listCheque('c900', 'AWAITING_CI3', 3200, 3),
    listCheque('c901', 'RECEIVED_CI3', 18_500.4, -12),
    listCheque('c902', 'AWAITING_DELIVERY_CI3', 760, 9, { payeeAddress: 'רחוב הגפן 4, חיפה', sendingMethod: 'REGISTERED_MAIL' }),
    listCheque('c903', 'AWAITING_DELIVERY_DEPOSIT', 52_000, 20, { payeeAddress: 'שדרות רוטשילד 1, תל אביב', sendingMethod: 'COURIER', needsCorrectionApproval: true }),
    listCheque('c904', 'UNKNOWN', 410, -2, { isValidMicr: false }),
    // Dates that need a word: eight months old (stale), going stale within days, post-dated.
    listCheque('c905', 'NEW', 4_250, -243, { payee: 'מוסך השרון', bank: '12', branch: '600', account: '245871' }),
    listCheque('c906', 'NEW', 1_980.5, -176, { payee: 'נגריית הגליל', bank: '20', branch: '461', account: '330912' }),
    listCheque('c907', 'NEW', 12_400, 95, { payee: 'אלון שיווק', bank: '11', branch: '072', account: '518824' }),
    // Above the bank-run safe's cap, its correction approval given: only a private safe takes it.
    listCheque('c908', 'NEW', 64_000, -4, { payee: 'יבוא הכרמל', bank: '31', branch: '045', account: '612230', needsCorrectionApproval: false }),
  );
  // Deposited cheques carry the day they were deposited: the home page sums "deposited this month".
  for (const c of tables.cheques) {
    if (/^RECEIVED_/.test(c.status) && !c.depositDate) c.depositDate = (c.updatedAt ?? c.createdAt ?? '').slice(0, 10) || undefined;
  }
  const ws1 = tables.cheques.filter((c) => c.wsId === 'w1');
  ws1.slice(2, 8).forEach((c, i) => {
    c.tags = [i % 2 ? { id: 't2', name: 'ספקים', color: '#1565c0' } : { id: 't3', name: 'לקוח VIP', color: '#ffd54f' }];
  });
}
