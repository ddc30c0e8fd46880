import { db } from '../database';
import { badRequest } from '../MockHttpError';
import type { Workspace, WorkspaceSettings } from '../../../src/api/types/workspace';
import { isValidNationalId, nationalIdKey } from '../rules/nationalId';
import { isValidPhone, phoneKey as normalizePhone } from '../rules/phone';
import { isSafeText } from '../rules/text';
import { isValidWorkspaceIdentifier } from '../rules/workspaceIdentifier';
import { fitsChars as isWithinMaxChars, isValidDaysToDelete } from '../rules/limits';
import { SENDING_METHODS, SENDING_TIMINGS, SOURCES } from '../rules/statuses';
import { isValidAmountLimit, isValidCheckInFields, isValidSignaturesRequired as isValidSignatorsRequired, singleFitsDaily as singleWithinDaily } from '../rules/workspaceSettings';
import { isValidDaysToCancel } from '../rules/paymentRequests';
import { agorotOf as shekelsToAgorot } from '../helpers/money';
import { uploadUrl, uploadedKeyOf } from './uploads';

export const COMPANY_NAME_MAX = 60;
export const ADDRESS_MAX = 120;

const lower = (s: unknown) => String(s ?? '').trim().toLowerCase();
type Body = Record<string, unknown>;

/** PUT /api/workspace/{id}: company details. `name` is the key the paths use ({ws}): not renamed here. */
export function updateCompany(workspace: Workspace, body: Body): Workspace {
  const next: Partial<Workspace> = {};
  if (body.companyName !== undefined) {
    const name = String(body.companyName ?? '').trim();
    if (!name || !isSafeText(name) || !isWithinMaxChars(name, COMPANY_NAME_MAX)) throw badRequest('Invalid data structure');
    if (db.workspaces.some((w) => w.id !== workspace.id && lower(w.companyName) === lower(name))) throw badRequest('Workspace already exists');
    next.companyName = name;
  }
  if (body.companySlug !== undefined) {
    if (!isValidWorkspaceIdentifier(body.companySlug)) throw badRequest('Invalid data structure');
    if (db.workspaces.some((w) => w.id !== workspace.id && (lower(w.companySlug) === lower(body.companySlug) || lower(w.name) === lower(body.companySlug)))) throw badRequest('companySlug already exists');
    next.companySlug = String(body.companySlug);
  }
  if (body.hetpey !== undefined && body.hetpey !== '') {
    if (!isValidNationalId(body.hetpey)) throw badRequest('Invalid data structure');
    const hetpey = nationalIdKey(String(body.hetpey));
    if (db.workspaces.some((w) => w.id !== workspace.id && w.hetpey === hetpey)) throw badRequest('hetpey already exists');
    next.hetpey = hetpey;
  }
  if (body.address !== undefined) {
    const address = String(body.address ?? '').trim();
    if (!isSafeText(address) || !isWithinMaxChars(address, ADDRESS_MAX)) throw badRequest('Invalid data structure');
    next.address = address || undefined;
  }
  if (body.phone !== undefined && body.phone !== '') {
    if (!isValidPhone(body.phone)) throw badRequest('Invalid data structure');
    next.phone = normalizePhone(String(body.phone));
  }
  if (body.logo !== undefined) next.logo = body.logo === null || body.logo === '' ? undefined : uploadUrl(uploadedKeyOf(workspace.id, body.logo, 'logo'));
  Object.assign(workspace, next);
  return workspace;
}

const known = (list: readonly string[], v: unknown) => v === undefined || v === null || v === '' || list.includes(String(v));

/** PUT .../settings/checks: the rules of sections 5 and 9; amount limits in shekels. */
export function updateCheckSettings(workspace: Workspace, body: Body): Workspace {
  const settings: WorkspaceSettings = { ...workspace.checkSettings };
  if (body.days_to_delete_check !== undefined) {
    if (!isValidDaysToDelete(body.days_to_delete_check)) throw badRequest('Invalid data structure');
    settings.days_to_delete_check = Number(body.days_to_delete_check);
  }
  for (const key of ['singleCheckAmountLimit', 'dailyCheckAmountLimit'] as const) {
    if (body[key] === undefined) continue;
    if (body[key] === null || body[key] === '') {
      delete settings[key];
      continue;
    }
    if (!isValidAmountLimit(shekelsToAgorot(body[key]))) throw badRequest('Invalid data structure');
    settings[key] = Number(body[key]);
  }
  const single = settings.singleCheckAmountLimit == null ? null : shekelsToAgorot(settings.singleCheckAmountLimit);
  const daily = settings.dailyCheckAmountLimit == null ? null : shekelsToAgorot(settings.dailyCheckAmountLimit);
  if (!singleWithinDaily(single, daily)) throw badRequest('Invalid data structure');
  if (body.amount_of_signators !== undefined) {
    if (!isValidSignatorsRequired(body.amount_of_signators)) throw badRequest('Invalid data structure');
    settings.amount_of_signators = Number(body.amount_of_signators);
  }
  if (!known(SENDING_METHODS, body.defaultSendingMethodTo) || !known(SENDING_METHODS, body.defaultSendingMethodFrom)) throw badRequest('Invalid data structure');
  if (!known(SENDING_TIMINGS, body.defaultSendingTime) || !known(SOURCES, body.defaultChecksDestination)) throw badRequest('Invalid data structure');
  for (const key of ['defaultSendingMethodTo', 'defaultSendingMethodFrom', 'defaultSendingTime', 'defaultChecksDestination'] as const) {
    if (body[key] !== undefined) (settings as Record<string, unknown>)[key] = body[key] || undefined;
  }
  workspace.checkSettings = settings;
  return workspace;
}

export function updateCheckInFields(workspace: Workspace, fields: unknown): Workspace {
  if (!isValidCheckInFields(fields)) throw badRequest('Invalid data structure');
  workspace.checkInFields = [...fields];
  return workspace;
}

export function updateDaysToCancel(workspace: Workspace, days: unknown): Workspace {
  if (!isValidDaysToCancel(days)) throw badRequest('Invalid data structure');
  workspace.daysToCancel = Number(days);
  return workspace;
}
