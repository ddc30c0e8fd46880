import type { Tables } from '../schema';
import { isoDaysAgo } from '../clock';
import { svgDataUrl } from '../chequeImages';
import { seedUpload, type UploadRow } from '../setup/uploads';
import { WORKSPACE_KEYS, type KeyRow } from '../setup/keys';
import { SAFE_BOX_TABLE, type SafeBoxRow } from '../setup/safeBox';

const GILBOA_LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96"><rect width="240" height="96" rx="16" fill="#0b3d91"/><path d="M24 70 L56 30 L76 52 L92 38 L120 70 Z" fill="#ffb300"/><text x="132" y="44" font-size="22" font-family="sans-serif" font-weight="700" fill="#ffffff">גלבוע</text><text x="132" y="70" font-size="16" font-family="sans-serif" fill="#ffe082">סחר בע״מ</text></svg>',
);

/** The demo's workspace set-up: gilboa-trade fully set up, dana-private with the bare minimum. */
export function seedWorkspaceSetupDomain(tables: Tables): void {
  const uploads: UploadRow[] = [];
  tables.extra.uploads = uploads;
  const gilboa = tables.workspaces.find((w) => w.id === 'w1');
  if (gilboa) {
    gilboa.logo = seedUpload(uploads, 'w1', 'gilboa-trade/logo/seed-logo', GILBOA_LOGO);
    // Section 5's phone rule wants 10 digits: the business's 077 number.
    gilboa.phone = '0771234567';
    gilboa.checkInFields = ['payee', 'checkDate', 'amount'];
    gilboa.checkSettings = {
      ...gilboa.checkSettings,
      singleCheckAmountLimit: 100000,
      dailyCheckAmountLimit: 400000,
      defaultSendingMethodTo: 'COURIER',
      defaultSendingMethodFrom: 'REGISTERED_MAIL',
      defaultChecksDestination: 'DEPOSIT',
    };
  }
  // Printer keys are seeded by the money domain (printing uses them); here the workspace keys.
  const keys: KeyRow[] = [{ keyId: 'wk1', wsId: 'w1', name: 'הנהלת חשבונות', keyHash: 'c3e8f410', lastUsed: isoDaysAgo(0, 60), createdAt: isoDaysAgo(200) }];
  tables.extra[WORKSPACE_KEYS] = keys;
  const safeBoxes: SafeBoxRow[] = [
    {
      id: 'sb1', wsId: 'w1', safeType: 'private', userName: 'gilboa_safe', keyFileName: 'gilboa-safe.pem', keyKind: 'privateKey',
      keyFingerprint: '9b2d61aa', connectedAt: isoDaysAgo(30), lastTest: { result: 'good', testedAt: isoDaysAgo(3) }, nextTestAt: null,
    },
  ];
  tables.extra[SAFE_BOX_TABLE] = safeBoxes;
}
