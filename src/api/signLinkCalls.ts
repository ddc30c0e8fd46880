import { pictureSrc } from './imageReply';
import { readSignatures } from './readSignatures';
import { pickList, pickNumber, pickObject, pickRows } from './replies';
import { request } from './request';
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

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function personName(value: unknown): string {
  if (typeof value === 'string') return value;
  const p = (value ?? {}) as Record<string, unknown>;
  return [text(p.firstName), text(p.lastName)].filter(Boolean).join(' ') || text(p.name) || text(p.email);
}

/** Tolerant: the cheques may come bare or wrapped; signer and workspace as objects or names. */
export function readSignLink(reply: unknown): SignLink {
  const body = pickObject<Record<string, unknown>>(reply, 'link') ?? {};
  const workspace = (body.workspace ?? {}) as Record<string, unknown>;
  return {
    checks: pickList<Cheque>(body, 'checks', 'cheques'),
    signerName: personName(body.signer ?? body.user),
    companyName: typeof body.workspace === 'string' ? body.workspace : text(workspace.companyName) || text(workspace.name),
    requiredSignators: Math.max(1, pickNumber(body.requiredSignators ?? body.amount_of_signators, 1)),
    signatures: readSignatures(body.signatures),
  };
}

/**
 * GET /api/check/images/hash/{hash}: reply shape chosen where the spec is silent (the mock answers
 * it): { images: [{ checkId, front, rear }] }, each picture a data URL, base64 or a path of ours.
 */
export function toSignLinkImages(reply: unknown): SignLinkImages {
  const images: SignLinkImages = {};
  for (const item of pickRows(reply, 'images')) {
    const checkId = item.checkId ?? item.id;
    if (typeof checkId !== 'string' && typeof checkId !== 'number') continue;
    images[String(checkId)] = {
      front: pictureSrc(item.front ?? item.frontImage),
      rear: pictureSrc(item.rear ?? item.rearImage),
    };
  }
  return images;
}

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
