import { pictureSrc } from './imageReply';
import { request } from './request';
import { alias, bool, either, id, isBare, link, list, listIn, map, money, num, obj, objectIn, opt, text, texts, type Schema } from './schema/fields';
import { defineReply } from './schema/reply';
import { signatures } from './schema/signature';
import type { Cheque } from './types/cheque';
import type { Signature } from './types/signature';

/*
 * Every call of the signer's page, /signChecks/{hash} (spec section 7, "Cheques"): the cheques
 * behind a sign link, their pictures and one signature per cheque. No session. Plain calls over the
 * one axios instance, without RTK Query (docs/architecture.md, "Pages opened from a link call the
 * backend without RTK Query"); the page reads them with useCallQuery / useCallMutation (useCall.ts).
 */

export interface SignLink {
  /** A cheque may carry `signedByMe` (e.g. the page was reloaded mid-way). */
  checks: Cheque[];
  signerName: string;
  companyName: string;
  /** Signatures a cheque needs (amount_of_signators, spec section 3); at least 1. */
  requiredSignators: number;
  signatures: Signature[];
}

export interface SignByLinkRequest {
  checkId: string;
  /** The drawn signature as a PNG data URL, or a stored signature's path. */
  signature: string;
  hash: string;
}

/** The pictures of a sign link's cheques, by cheque id (safe `src` values, data URLs). */
export type SignLinkImages = Record<string, { front: string; rear: string }>;

/**
 * A cheque as the signer sees it: what the page shows and counts (its id, amount, payee, number,
 * date and signing state); the rest of the cheque is left out. Not the staff's ChequeSchema: the
 * signer's first download stays small (a phone, often on mobile data).
 */
const signLinkCheque: Schema<Cheque> = alias(
  obj({
    checkId: id(),
    amount: money(),
    status: opt(text(), () => ''),
    payee: opt(text()),
    checkNumber: opt(text()),
    checkDate: opt(text()),
    signingStatus: opt(text()),
    signatorsIds: opt(texts()),
    signedByMe: opt(bool()),
  }),
  { checkId: ['id', '_id', 'checkID'] },
);

/** The signer: a name, or {firstName, lastName} / {name} / {email}. */
const person = either<string>(
  isBare,
  text(),
  map(obj({ firstName: opt(text()), lastName: opt(text()), name: opt(text()), email: opt(text()) }), (p) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.name || p.email || ''),
);
/** The workspace: its name, or {companyName, name}. */
const company = either<string>(isBare, text(), map(obj({ companyName: opt(text()), name: opt(text()) }), (w) => w.companyName || w.name || ''));

/** {link: {checks, signer, workspace, requiredSignators, signatures}}, also bare or under `data`; the cheques also as `cheques`. */
const signLinkReply = defineReply(
  'GET /api/check/signature/{hash}',
  objectIn(
    ['link'],
    map(
      alias(
        obj({
          checks: list(signLinkCheque),
          signer: opt(person, () => ''),
          workspace: opt(company, () => ''),
          requiredSignators: opt(num(), () => 1),
          signatures: opt(signatures(), () => []),
        }),
        { checks: ['cheques'], signer: ['user'], requiredSignators: ['amount_of_signators'] },
      ),
      ({ checks, signer, workspace, requiredSignators, signatures }): SignLink => ({
        checks,
        signerName: signer,
        companyName: workspace,
        requiredSignators: Math.max(1, requiredSignators),
        signatures,
      }),
    ),
  ),
);
export const readSignLink = signLinkReply.parse;

/** A picture as text (pictureSrc checks it); anything else is none (the placeholder). */
const picture = opt(either<string>((x) => typeof x === 'string', text(), link()));

/**
 * GET /api/check/images/hash/{hash}: reply shape chosen where the spec is silent (the mock answers
 * it): { images: [{ checkId, front, rear }] }, each picture a data URL, base64 or a path of ours.
 */
const imagesReply = defineReply(
  'GET /api/check/images/hash/{hash}',
  map(listIn(['images'], alias(obj({ checkId: id(), front: picture, rear: picture }), { checkId: ['id'], front: ['frontImage'], rear: ['rearImage'] })), (rows) => {
    const images: SignLinkImages = {};
    for (const { checkId, front, rear } of rows) images[checkId] = { front: pictureSrc(front), rear: pictureSrc(rear) };
    return images;
  }),
);
export const toSignLinkImages = imagesReply.parse;

const enc = encodeURIComponent;
const asIs = (reply: unknown) => reply;

export const signLinkCalls = {
  /** GET /api/check/signature/{hash}: the cheques behind a sign link. */
  getSignLink: (hash: string) => request({ url: `/api/check/signature/${enc(hash)}` }, readSignLink),
  /** GET /api/check/images/hash/{hash}: their pictures, through the link (never the staff image endpoint). */
  getSignLinkImages: (hash: string) => request({ url: `/api/check/images/hash/${enc(hash)}` }, toSignLinkImages),
  /** POST /api/check/signature/sign: one cheque signed through the link. */
  signByLink: (body: SignByLinkRequest) => request({ url: '/api/check/signature/sign', method: 'POST', data: body }, asIs),
};
