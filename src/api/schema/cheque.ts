import type { Cheque, ChequeActivity, ChequeComment } from '../types/cheque';
import type { CropCorners, Point } from '../types/chequeImage';
import type { RearSignature } from '../types/signature';
import type { Tag } from '../types/tag';
import { alias, bool, id, list, money, num, obj, oneOf, opt, text, texts, type Schema } from './fields';

/*
 * A cheque as any reply carries it (spec section 3): the lists, the view, a transaction's, a sign
 * link's. Strict where a wrong value would mislead: its id, its amount (a finite number or decimal
 * string, never NaN) and its status (the actions offered depend on it). A cheque without them is
 * dropped from a list, or makes the view's reply unreadable.
 */

export const TagSchema: Schema<Tag> = alias(obj({ id: id(), name: text(), color: opt(text(), () => '') }), { id: ['_id', 'tagId'] });

export const RearSignatureSchema: Schema<RearSignature> = alias(obj({ name: opt(text(), () => ''), signaturePath: text(), replace: opt(bool()), endorserName: opt(text()), endorserIdNumber: opt(text()) }), {
  signaturePath: ['path', 'url', 'signature'],
});

const point: Schema<Point> = obj({ x: num(), y: num() });
export const CropCornersSchema: Schema<CropCorners> = obj({ topLeft: point, topRight: point, bottomRight: point, bottomLeft: point });

const comment: Schema<ChequeComment> = alias(obj({ id: opt(text()), text: text(), createdAt: opt(text()), author: opt(text()) }), { text: ['comment'] });
const activity: Schema<ChequeActivity> = obj({ at: text(), action: text(), by: opt(text()), details: opt(text()) });

export const ChequeSchema: Schema<Cheque> = alias(
  obj({
    checkId: id(),
    wsId: opt(text()),
    amount: money(),
    amountWords: opt(text()),
    checkDate: opt(text()),
    checkNumber: opt(text()),
    micr: opt(text()),
    isValidMicr: opt(bool()),
    bank: opt(text()),
    branch: opt(text()),
    account: opt(text()),
    payee: opt(text()),
    payeePhone: opt(text()),
    payeePhoneVerified: opt(bool()),
    payeeAddress: opt(text()),
    sendingMethod: opt(text()),
    sendingDate: opt(text()),
    depositDate: opt(text()),
    bankAccount: opt(text()),
    status: id(),
    signingStatus: opt(text()),
    tags: opt(list(TagSchema)),
    comments: opt(list(comment)),
    signatorsIds: opt(texts()),
    restrictedAccount: opt(bool()),
    isDeleted: opt(bool()),
    signature: opt(text()),
    stamp: opt(text()),
    createdAt: opt(text()),
    updatedAt: opt(text()),
    source: opt(oneOf(['MAIL', 'DEPOSIT'] as const)),
    needsCorrectionApproval: opt(bool()),
    activity: opt(list(activity)),
    rearSignatures: opt(list(RearSignatureSchema)),
    crop: opt(obj({ front: opt(CropCornersSchema), rear: opt(CropCornersSchema) })),
    signedByMe: opt(bool()),
  }),
  { checkId: ['id', '_id', 'checkID'] },
);
