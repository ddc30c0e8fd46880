// The backend's checks of a terminal's settings (POST /api/terminal/new, PUT /api/terminal/edit):
// the mock's rules (mocks/db/rules/terminal.ts), answered with the section-8 messages.
import type { Terminal } from '../../src/api/types/terminal';
import { isValidClientMessage, isValidTerminalAddress, isValidTerminalLink, isValidTerminalName } from './rules/terminal';
import { isHexColour } from './rules/colour';
import { db } from './database';
import { badRequest, conflict } from './MockHttpError';

const FLAGS = [
  'showFromName', 'fromNameMandatory', 'showComments', 'commentsMandatory', 'showConfirmationEmail', 'confirmationEmailMandatory',
  'allowAmountAndDate', 'autoRearSignature', 'newCheckNotification',
] as const;
const TEXTS = ['name', 'terminalLink', 'logo', 'backgroundColor', 'color1', 'color2', 'clientMessage', 'autoDepositAccount', 'redirectUrl', 'postAddress'] as const;

/** The settings of a body, checked; throws 400 "Invalid data structure" or 409 for a taken link. */
export function readTerminalSettings(body: Record<string, unknown>, wsId: string, exceptId?: string): Omit<Terminal, 'terminalId'> {
  const text = (key: (typeof TEXTS)[number]) => {
    const value = body[key];
    if (value !== undefined && value !== null && typeof value !== 'string') throw badRequest('Invalid data structure');
    return typeof value === 'string' ? value.trim() : '';
  };
  const settings: Record<string, unknown> = { wsId };
  for (const key of TEXTS) settings[key] = text(key);
  for (const key of FLAGS) {
    if (body[key] !== undefined && typeof body[key] !== 'boolean') throw badRequest('Invalid data structure');
    settings[key] = body[key] === true;
  }
  // Section 3: the client details are shown, "each optionally mandatory": one not shown is not mandatory.
  for (const [shown, mandatory] of [['showFromName', 'fromNameMandatory'], ['showComments', 'commentsMandatory'], ['showConfirmationEmail', 'confirmationEmailMandatory']]) {
    settings[mandatory] = settings[shown] === true && settings[mandatory] === true;
  }
  const s = settings as unknown as Terminal;
  const invalid =
    !isValidTerminalName(s.name ?? '') ||
    !isValidTerminalLink(s.terminalLink) ||
    !isValidClientMessage(s.clientMessage ?? '') ||
    [s.backgroundColor, s.color1, s.color2].some((c) => !!c && !isHexColour(c, true)) ||
    !isValidTerminalAddress(s.redirectUrl) ||
    !isValidTerminalAddress(s.postAddress) ||
    (s.logo ?? '').length > 1024;
  if (invalid) throw badRequest('Invalid data structure');
  if (s.autoDepositAccount && !db.accounts.some((a) => a.wsId === wsId && a.id === s.autoDepositAccount && a.can_deposit)) {
    throw badRequest('Account, Bank or Branch is not valid');
  }
  // The link is unique across every workspace: it is the payer's address.
  if (db.terminals.some((t) => t.terminalLink === s.terminalLink && t.terminalId !== exceptId)) throw conflict('Name already exists');
  const { terminalId: _id, ...rest } = s;
  void _id;
  return rest;
}
