import type { ChequeRow, Tables } from '../schema';
import { daysFromToday, isoDaysAgo } from '../clock';
import { BANK_RETURN_NOTE, MANUAL_REJECT_COMMENT } from '../money/returns';

/*
 * The return desk's demo (docs/backend-contract.md, "Returned cheques"): cheques the bank sent
 * back, each with the note the backend leaves with the bank's reason; one drawer whose cheques
 * bounce (its next deposit comes back too), one on a restricted account, one too old to deposit
 * again, one marked rejected by hand, and an older return deposited again since.
 */

const note = (text: string, daysAgo: number, author = 'מערכת') => ({ id: `n-${daysAgo}-${text.length}`, text, createdAt: isoDaysAgo(daysAgo, 30), author });

function returned(checkId: string, extra: Partial<ChequeRow>): ChequeRow {
  const createdAt = isoDaysAgo(30, 5);
  const checkNumber = extra.checkNumber ?? String(7000000 + Number(checkId.replace(/\D/g, '')));
  const bank = extra.bank ?? '20';
  const branch = extra.branch ?? '461';
  const account = extra.account ?? '778899';
  return {
    checkId, wsId: 'w1', amount: 1000, checkDate: daysFromToday(-10), checkNumber, micr: `${checkNumber}${bank}${branch}${account}`,
    isValidMicr: true, bank, branch, account, payee: 'רהיטי העמק', payeePhone: '0527778899', sendingMethod: 'CI3',
    status: 'REJECTED_BANK', signingStatus: 'SIGNED', tags: [], comments: [], createdAt, updatedAt: createdAt, source: 'DEPOSIT',
    bankAccount: 'a1', activity: [{ at: createdAt, action: 'CREATED', by: 'דנה כהן' }], ...extra,
  };
}

export function seedReturnsDomain(tables: Tables): void {
  tables.cheques.push(
    // The bouncing drawer (רהיטי העמק, 20-461-778899): returned for lack of funds 8 days ago ...
    returned('c950', { amount: 7450, checkDate: daysFromToday(-12), depositDate: daysFromToday(-9), updatedAt: isoDaysAgo(8), comments: [note(`${BANK_RETURN_NOTE}: אין כיסוי מספיק`, 8)] }),
    // ... and 100 days ago, deposited again and paid since.
    returned('c951', { amount: 2300, status: 'RECEIVED_DEPOSIT', checkDate: daysFromToday(-104), depositDate: daysFromToday(-97), comments: [note(`${BANK_RETURN_NOTE}: אין כיסוי מספיק`, 100), note('הופקד שוב', 98, 'דנה כהן')] }),
    // Its next cheques: one due to deposit (it comes back: see money/returns.ts), one for the warning.
    returned('c952', { amount: 3150, status: 'NEW', checkDate: daysFromToday(-1), depositDate: undefined, bankAccount: undefined, source: 'DEPOSIT' }),
    returned('c953', { amount: 980, status: 'NEW', checkDate: daysFromToday(-2), depositDate: undefined, bankAccount: undefined, source: 'DEPOSIT' }),
    // A restricted account: the bank's flag and its return.
    returned('c954', { amount: 12_800, payee: 'קבלנות הצפון', payeePhone: '0543216549', bank: '12', branch: '600', account: '901234', restrictedAccount: true, checkDate: daysFromToday(-40), depositDate: daysFromToday(-36), updatedAt: isoDaysAgo(35), comments: [note(`${BANK_RETURN_NOTE}: חשבון מוגבל`, 35)] }),
    // Too old to deposit again (more than six months past its date): sent for collection.
    returned('c955', { amount: 5600, payee: 'סטודיו נוף', payeePhone: '046543210', bank: '11', branch: '073', account: '445566', checkDate: daysFromToday(-200), depositDate: daysFromToday(-192), updatedAt: isoDaysAgo(190), comments: [note(`${BANK_RETURN_NOTE}: הוראת ביטול`, 190), note('נשלח לגבייה', 150, 'דנה כהן')] }),
    // Marked rejected by hand, three days ago.
    returned('c956', { amount: 640.5, status: 'REJECTED', payee: 'משה לוי', payeePhone: undefined, bank: '10', branch: '800', account: '667788', checkDate: daysFromToday(-6), depositDate: daysFromToday(-4), updatedAt: isoDaysAgo(3), comments: [note(MANUAL_REJECT_COMMENT, 3, 'דנה כהן')] }),
  );
  // The generated returns carry the notes a backend leaves.
  for (const c of tables.cheques) {
    if (c.comments?.length) continue;
    if (c.status === 'REJECTED_BANK') c.comments = [{ id: `n-${c.checkId}`, text: `${BANK_RETURN_NOTE}: אין כיסוי מספיק`, createdAt: c.updatedAt, author: 'מערכת' }];
    if (c.status === 'REJECTED') c.comments = [{ id: `n-${c.checkId}`, text: MANUAL_REJECT_COMMENT, createdAt: c.updatedAt, author: 'דנה כהן' }];
  }
}
