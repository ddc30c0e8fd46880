import type { Tables, ChequeRow, UserRow } from './schema';
import { daysFromToday, isoDaysAgo } from './clock';
import { seedDomains } from './seedDomains';

/** The demo's sign-in password for every seeded user (shown by `npm start` and the README). */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_USERS = {
  owner: 'owner@demo.co.il',
  user: 'user@demo.co.il',
  viewer: 'viewer@demo.co.il',
  otp: 'otp@demo.co.il',
} as const;

export const WS_BUSINESS = 'gilboa-trade';
export const WS_PRIVATE = 'dana-private';

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAYEES = ['משה לוי', 'שרה כהן', 'אבי מזרחי', 'נועה פרץ', 'יוסי ביטון', 'רונית דהן', 'חברת אלון בע״מ', 'מאפיית השרון', 'דוד אברהם', 'מיכל פרידמן'];
const BANKS = [
  ['12', '600'],
  ['10', '800'],
  ['11', '073'],
  ['20', '461'],
  ['31', '052'],
];
const STATUS_MIX = [
  'NEW', 'NEW', 'NEW', 'NEW', 'AWAITING_DEPOSIT', 'AWAITING_DEPOSIT', 'AWAITING_BANK', 'AWAITING_BANK_ACK',
  'RECEIVED_BANK', 'RECEIVED_DEPOSIT', 'RECEIVED_DEPOSIT', 'REJECTED_BANK', 'REJECTED', 'PROCESSING_DEPOSIT',
  'AWAITING_DELIVERY', 'SENT', 'DELETED',
];

function user(id: string, firstName: string, lastName: string, email: string, phone: string, extra: Partial<UserRow> = {}): UserRow {
  return {
    id, firstName, lastName, email, phone, password: DEMO_PASSWORD, emailConfirmed: true,
    capabilities: ['print', 'deposit', 'sign', 'edit', 'paymentRequests'], inboxColumns: {}, ...extra,
  };
}

/** Cheques with every common status, plausible amounts and dates; deterministic. */
export function seedCheques(wsId: string, count: number, seed: number, idBase: number): ChequeRow[] {
  const rnd = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const [bank, branch] = BANKS[i % BANKS.length];
    const status = STATUS_MIX[i % STATUS_MIX.length];
    const shekels = Math.round(rnd() * 2_000_000) / 100 + 100;
    const account = String(100000 + Math.floor(rnd() * 899999));
    const checkNumber = String(1000000 + idBase + i).slice(-7);
    const createdAt = isoDaysAgo(Math.floor(i / 3), i * 7);
    return {
      checkId: `c${idBase + i}`,
      wsId,
      amount: shekels,
      checkDate: daysFromToday(Math.floor(rnd() * 60) - 20),
      checkNumber,
      micr: `${checkNumber}${bank}${branch}${account}`,
      isValidMicr: true,
      bank,
      branch,
      account,
      payee: PAYEES[i % PAYEES.length],
      payeePhone: `05${String(20000000 + i * 7919).slice(0, 8)}`,
      sendingMethod: i % 4 === 0 ? 'COURIER' : 'CI3',
      status,
      signingStatus: i % 5 === 0 ? 'PARTIALLY_SIGNED' : i % 3 === 0 ? 'SIGNED' : 'UNSIGNED',
      isDeleted: status === 'DELETED',
      tags: [],
      comments: [],
      createdAt,
      updatedAt: createdAt,
      source: i % 2 ? 'DEPOSIT' : 'MAIL',
      activity: [{ at: createdAt, action: 'CREATED', by: 'דנה כהן' }],
    };
  });
}

export function seedDemo(): Tables {
  const tables: Tables = {
    users: [
      user('u1', 'דנה', 'כהן', DEMO_USERS.owner, '0521234567', { idNumber: '123456782' }),
      user('u2', 'יוסי', 'לוי', DEMO_USERS.user, '0547654321'),
      user('u3', 'רינה', 'שמש', DEMO_USERS.viewer, '0501112223', { capabilities: [] }),
      user('u4', 'עומר', 'אלון', DEMO_USERS.otp, '0539998887', { otpMethod: 'sms' }),
    ],
    workspaces: [
      {
        id: 'w1', name: WS_BUSINESS, companyName: 'גלבוע סחר בע״מ', companySlug: WS_BUSINESS, hetpey: '515555555',
        address: 'הרצל 10, עפולה', phone: '046123456', type: 'BUSINESS', daysToCancel: 14,
        checkSettings: { days_to_delete_check: 90, amount_of_signators: 2, defaultSendingTime: 'immediate' },
      },
      {
        id: 'w2', name: WS_PRIVATE, companyName: 'דנה כהן (פרטי)', companySlug: WS_PRIVATE, type: 'PRIVATE', daysToCancel: 7,
        checkSettings: { days_to_delete_check: 30, amount_of_signators: 1, defaultSendingTime: 'end_of_month' },
      },
    ],
    memberships: [
      { userId: 'u1', wsId: 'w1', roleType: 'OWNER', capabilities: ['all_capabilities'] },
      { userId: 'u2', wsId: 'w1', roleType: 'USER', capabilities: ['sign', 'edit'] },
      { userId: 'u3', wsId: 'w1', roleType: 'VIEWER', capabilities: [] },
      { userId: 'u4', wsId: 'w1', roleType: 'USER', capabilities: ['edit'] },
      { userId: 'u1', wsId: 'w2', roleType: 'OWNER', capabilities: ['all_capabilities'] },
    ],
    sessions: [],
    outbox: [],
    tokens: [],
    accounts: [
      { id: 'a1', wsId: 'w1', bank: '12', branch: '600', accountNumber: '123456', accountName: 'חשבון עסקי ראשי', isDefault: true, can_print: true, can_deposit: true, amount_of_signators: 2, signators: ['u1', 'u2'], lastCheckNumber: 1000123, safeType: 'bank' },
      { id: 'a2', wsId: 'w1', bank: '10', branch: '800', accountNumber: '7654321', accountName: 'חשבון הפקדות', can_print: false, can_deposit: true, amount_of_signators: 1, signators: ['u1'], safeType: 'private' },
      { id: 'a3', wsId: 'w2', bank: '20', branch: '461', accountNumber: '555444', accountName: 'החשבון הפרטי', isDefault: true, can_print: true, can_deposit: true, amount_of_signators: 1, signators: ['u1'], safeType: 'bank' },
    ],
    cheques: [...seedCheques('w1', 42, 7, 100), ...seedCheques('w2', 9, 11, 500)],
    tags: [
      { id: 't1', wsId: 'w1', name: 'דחוף', color: '#c62828' },
      { id: 't2', wsId: 'w1', name: 'ספקים', color: '#1565c0' },
      { id: 't3', wsId: 'w1', name: 'לקוח VIP', color: '#ffd54f' },
    ],
    terminals: [
      {
        terminalId: 'term1', wsId: 'w1', name: 'קופה ראשית', terminalLink: 'gilboa', backgroundColor: '#0b3d91',
        color1: '#ffb300', color2: '#ffffff', clientMessage: 'ברוכים הבאים לגלבוע סחר. התשלום מגיע אלינו עוד היום.',
        showFromName: true, fromNameMandatory: true, showComments: true, showConfirmationEmail: true,
        allowAmountAndDate: true, redirectUrl: 'https://example.com/thanks', autoRearSignature: true,
      },
      {
        terminalId: 'term2', wsId: 'w1', name: 'סניף הצפון', terminalLink: 'north1', backgroundColor: '#f5f5f5',
        color1: '#2e7d32', color2: '#000000', clientMessage: 'סריקת צ׳ק מהירה', allowAmountAndDate: false,
        redirectUrl: 'javascript:alert(1)',
      },
    ],
    extra: {},
  };
  tables.cheques[0].tags = [{ id: 't1', name: 'דחוף', color: '#c62828' }];
  tables.cheques[1].comments = [{ id: 'cm1', text: 'להפקיד עד סוף החודש', createdAt: isoDaysAgo(1), author: 'דנה כהן' }];
  seedDomains(tables);
  return tables;
}
