// The reply readers of the domain modules (docs/backend-contract.md, "How replies are read"):
// each with the shape the mock answers and at least one other the real backend might send.
import { readBankValidation } from './bankAccountsApi';
import { readImageVariants, NO_IMAGE_VARIANTS } from './chequeImagesApi';
import { readCheque, readChequeList } from './chequesApi';
import { readSignatures } from './signaturesApi';
import { readSendForSignature } from './signingApi';
import { readSignLink } from './signLinkCalls';
import { readCompletion, readDetectedCheque, readScanResult, readTerminalSession } from './terminalCalls';
import { readInvitation } from './userApi';
import { readDepositableBanks } from './workspaceApi';

const cheque = { checkId: 'c1', amount: '1250.50', status: 'NEW' };
const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });

describe('readInvitation', () => {
  it.each<[string, unknown, ReturnType<typeof readInvitation>]>([
    ['a number code', { success: 2, email: 'a@b.co' }, { success: 2, error: undefined, email: 'a@b.co' }],
    ['a code as a string', { success: '3', email: 'a@b.co' }, { success: 3, error: undefined, email: 'a@b.co' }],
    ['false with an error', { success: false, error: 'Invitation not found', email: '' }, { success: false, error: 'Invitation not found', email: '' }],
    ['an unknown code and a blank error', { success: 7, error: '  ' }, { success: false, error: undefined, email: '' }],
    ['a code that is no number', { success: 'yes', email: 'a@b.co' }, { success: false, error: undefined, email: 'a@b.co' }],
  ])('reads %s', (_name, reply, expected) => {
    expect(readInvitation(reply)).toEqual(expected);
  });

  it('refuses a reply that is no object: the invitation screen says so', () => {
    expect(() => readInvitation(null)).toThrow(malformed);
  });
});

describe('readDepositableBanks', () => {
  it('reads objects under banks, bare lists and bare codes', () => {
    expect(readDepositableBanks({ banks: [{ bank: '12', name: 'בנק הפועלים', safeType: 'bank' }] })).toEqual([{ bank: '12', name: 'בנק הפועלים', safeType: 'bank' }]);
    expect(readDepositableBanks(['10', { bank: '20' }])).toEqual([{ bank: '10' }, { bank: '20' }]);
    expect(readDepositableBanks({ data: { banks: ['11'] } })).toEqual([{ bank: '11' }]);
  });
});

describe('readBankValidation', () => {
  it('reads the result bare or under result; valid unless it says not', () => {
    expect(readBankValidation({ valid: true, bankName: 'בנק לאומי', restrictedAccount: false })).toEqual({ valid: true, bankName: 'בנק לאומי', restrictedAccount: false });
    expect(readBankValidation({ result: { bankName: 'בנק לאומי', restrictedAccount: true } })).toEqual({ valid: true, bankName: 'בנק לאומי', restrictedAccount: true });
    expect(readBankValidation({ valid: false })).toEqual({ valid: false });
    expect(() => readBankValidation(null)).toThrow(malformed);
    expect(() => readBankValidation([{ valid: true }])).toThrow(malformed);
  });
});

describe('readSignatures', () => {
  it('reads the list under signatures with its types', () => {
    expect(readSignatures({ signatures: [{ name: 'דנה', signaturePath: '/s/1.png', type: 'stamp' }, { name: 'יוסי', signaturePath: '/s/2.png' }] })).toEqual([
      { name: 'דנה', signaturePath: '/s/1.png', type: 'stamp' },
      { name: 'יוסי', signaturePath: '/s/2.png', type: 'signature' },
    ]);
  });
  it('reads a bare list with other field names, numbers the nameless and drops the pathless', () => {
    expect(readSignatures([{ title: 'חותמת', url: '/s/3.png' }, { path: '/s/4.png' }, { name: 'no path' }])).toEqual([
      { name: 'חותמת', signaturePath: '/s/3.png', type: 'signature' },
      { name: '2', signaturePath: '/s/4.png', type: 'signature' },
    ]);
  });
});

describe('readChequeList and readCheque', () => {
  it.each<[string, unknown, { checks: unknown[]; total: number }]>([
    ['checks and total', { checks: [cheque], total: 40 }, { checks: [cheque], total: 40 }],
    ['a total as a string', { checks: [cheque], total: '40' }, { checks: [cheque], total: 40 }],
    ['a bare list (total = its length)', [cheque, cheque], { checks: [cheque, cheque], total: 2 }],
    ['a list under data without total', { data: [cheque] }, { checks: [cheque], total: 1 }],
  ])('reads a list as %s', (_name, reply, expected) => {
    expect(readChequeList(reply)).toEqual(expected);
  });

  it.each([
    ['text', 'oops'],
    ['an object without the list', { total: 3 }],
    ['a list of cheques none of which has an id', { checks: [{ amount: 1, status: 'NEW' }] }],
  ])('refuses %s: an error the screen shows, never an empty list', (_name, reply) => {
    expect(() => readChequeList(reply)).toThrow(expect.objectContaining({ messageKey: 'errors.malformedReply' }));
  });

  it('reads one cheque under check, under cheque, or bare', () => {
    expect(readCheque({ check: cheque })).toEqual(cheque);
    expect(readCheque({ cheque })).toEqual(cheque);
    expect(readCheque(cheque)).toEqual(cheque);
  });
});

describe('readImageVariants', () => {
  const paths = { front200: '/i/f200', frontTiff: '/i/ft', frontOriginal: '/i/fo', rear200: '/i/r200', rearTiff: '/i/rt', rearOriginal: '/i/ro' };
  it('picks the cheque out of a list under images', () => {
    expect(readImageVariants({ images: [{ checkId: 'other', ...NO_IMAGE_VARIANTS }, { checkId: 'c1', ...paths }] }, 'c1')).toEqual(paths);
  });
  it('reads one object, and shows the placeholder for every path it lacks', () => {
    expect(readImageVariants({ front200: '/i/f200' }, 'c1')).toEqual({ ...NO_IMAGE_VARIANTS, front200: '/i/f200' });
    expect(readImageVariants({ images: { front200: '/i/f200', frontTiff: '' } }, 'c1')).toEqual({ ...NO_IMAGE_VARIANTS, front200: '/i/f200' });
  });
  it('skips rows that are not objects instead of failing the whole reply', () => {
    expect(readImageVariants({ images: [null, 'x', { checkId: 'c1', ...paths }] }, 'c1')).toEqual(paths);
  });
  it('refuses a reply with nothing readable (the panel shows the placeholders with its error)', () => {
    expect(() => readImageVariants(null, 'c1')).toThrow(malformed);
    expect(() => readImageVariants([null, 7], 'c1')).toThrow(malformed);
  });
});

describe('readDetectedCheque', () => {
  it('reads the mock shape: the picture under base64 and the details beside it', () => {
    expect(readDetectedCheque({ base64: 'data:image/jpeg;base64,/9j/', micr: '000451212345123456', bank: '12', branch: '345', account: '123456', checkNumber: '0004512', amount: '80' }, 'x')).toEqual({
      image: 'data:image/jpeg;base64,/9j/',
      micr: '000451212345123456',
      bank: '12',
      branch: '345',
      account: '123456',
      checkNumber: '0004512',
      amount: '80',
      checkDate: undefined,
    });
  });
  it('reads a wrapped reply with a bare picture and numbers, and keeps the sent picture when none comes back', () => {
    expect(readDetectedCheque({ result: { image: 'iVBORw0K', amount: 1250.5, checkDate: '2026-03-15', bank: 12 } }, 'x')).toMatchObject({
      image: 'data:image/png;base64,iVBORw0K',
      amount: 1250.5,
      checkDate: '2026-03-15',
      bank: '12',
    });
    expect(readDetectedCheque({}, '/9j/sent').image).toBe('data:image/jpeg;base64,/9j/sent');
  });
});

describe('readSignLink', () => {
  it('reads the mock shape', () => {
    const reply = {
      checks: [{ ...cheque, signedByMe: true }],
      signer: { firstName: 'דנה', lastName: 'כהן' },
      workspace: { name: 'gilboa-trade', companyName: 'גלבוע סחר' },
      requiredSignators: 2,
      signatures: [{ name: 'דנה', signaturePath: '/s/1.png' }],
    };
    expect(readSignLink(reply)).toEqual({
      checks: [{ ...cheque, signedByMe: true }],
      signerName: 'דנה כהן',
      companyName: 'גלבוע סחר',
      requiredSignators: 2,
      signatures: [{ name: 'דנה', signaturePath: '/s/1.png', type: 'signature' }],
    });
  });
  it('reads a wrapped reply with names as text and the count as a string, at least 1', () => {
    const reply = { link: { cheques: [cheque], signer: 'יוסי לוי', workspace: 'גלבוע', amount_of_signators: '0' } };
    expect(readSignLink(reply)).toEqual({ checks: [cheque], signerName: 'יוסי לוי', companyName: 'גלבוע', requiredSignators: 1, signatures: [] });
  });
});

describe('readSendForSignature', () => {
  it('reads sent and recipients, sent as a string or counted', () => {
    expect(readSendForSignature({ sent: 2, recipients: ['a@b.co', 'c@d.co'] })).toEqual({ sent: 2, recipients: ['a@b.co', 'c@d.co'] });
    expect(readSendForSignature({ sent: '1', recipients: ['a@b.co'] })).toEqual({ sent: 1, recipients: ['a@b.co'] });
    expect(readSendForSignature({ recipients: ['a@b.co', null] })).toEqual({ sent: 1, recipients: ['a@b.co'] });
    expect(readSendForSignature({ sent: 'many', recipients: 'a@b.co' })).toEqual({ sent: 0, recipients: [] });
    expect(() => readSendForSignature(null)).toThrow(malformed);
  });
});

describe('the terminal readers', () => {
  const terminal = { terminalId: 't1', name: 'גלבוע', terminalLink: 'gilboa' };
  it('reads a session under terminal with what is being paid, or the terminal bare', () => {
    expect(readTerminalSession({ terminal, paymentRequest: { requestNumber: '17', amount: '80' }, transaction: { status: 'NEW' }, hash: 'h1' })).toEqual({
      terminal,
      paymentRequest: { requestNumber: '17', amount: '80' },
      transaction: { status: 'NEW' },
      hash: 'h1',
    });
    expect(readTerminalSession({ terminal, upr: { requestNumber: '18', amount: 80 } }).paymentRequest).toEqual({ requestNumber: '18', amount: 80 });
    expect(readTerminalSession(terminal)).toEqual({ terminal });
    expect(readTerminalSession({ data: { terminal } })).toMatchObject({ terminal });
  });

  it('leaves out a payment request whose amount is no money (never NaN on the payer\'s screen), and refuses a terminal without its id', () => {
    expect(readTerminalSession({ terminal, paymentRequest: { requestNumber: '17', amount: 'abc' } })).toEqual({ terminal });
    expect(() => readTerminalSession({ terminal: { name: 'x' } })).toThrow(malformed);
    expect(() => readTerminalSession(null)).toThrow(malformed);
  });

  it('reads the business behind the terminal by title or name, and its logo', () => {
    expect(readTerminalSession({ terminal, workspace: { title: 'גלבוע סחר בע״מ', logo: '/logo.png' } }).business).toEqual({ name: 'גלבוע סחר בע״מ', logo: '/logo.png' });
    expect(readTerminalSession({ terminal, business: { title: ' Gilboa ' } }).business).toEqual({ name: 'Gilboa', logo: undefined });
    expect(readTerminalSession({ terminal, workspace: { name: 'gilboa-trade' } }).business?.name).toBe('gilboa-trade');
    expect(readTerminalSession({ terminal, workspace: { title: '  ' } }).business).toBeUndefined();
    expect(readTerminalSession({ terminal }).business).toBeUndefined();
  });

  it('reads the scan reply\'s reference numbers as strings', () => {
    expect(readScanResult({ totalChecks: 1, totalSucceeded: 1, totalFailed: 0, receiptNumber: 10021, transactionNumber: 'tx9' })).toEqual({
      totalChecks: 1, totalSucceeded: 1, totalFailed: 0, receiptNumber: '10021', transactionNumber: 'tx9',
    });
    expect(readScanResult({ result: { totalChecks: 1, totalSucceeded: 1, totalFailed: 0, receipt: 'R-1' } }).receiptNumber).toBe('R-1');
  });

  it('reads the scan result bare, wrapped, or with numbers as strings', () => {
    const totals = { totalChecks: 2, totalSucceeded: 1, totalFailed: 1 };
    expect(readScanResult(totals)).toEqual(totals);
    expect(readScanResult({ result: { totalChecks: '2', totalSucceeded: '1', totalFailed: '1' } })).toEqual(totals);
    expect(readScanResult({ scanResult: totals })).toEqual(totals);
    expect(readScanResult({ totalChecks: 2, totalSucceeded: 'x' })).toEqual({ totalChecks: 2, totalSucceeded: 0, totalFailed: 0 });
  });

  it('reads the receipt number as receiptNumber or receipt, a string or a number', () => {
    expect(readCompletion({ receiptNumber: 'R-1' })).toEqual({ receiptNumber: 'R-1' });
    expect(readCompletion({ result: { receipt: 1042 } })).toEqual({ receiptNumber: '1042' });
    expect(readCompletion({ ok: true })).toEqual({ receiptNumber: undefined });
  });
});
