import { route } from '../route';
import { db, extraTable, nextId, nowIso } from '../db/database';
import { badRequest } from '../db/MockHttpError';
import { findToken, consumeToken, issueToken, randomCode, sendMail, startSession } from '../db/sessions';
import { publicUser } from '../db/views';
import type { UserRow } from '../db/schema';
import type { InvitationRow } from '../db/seeds/accountsSeed';
import type { VerifiedPhoneRow } from './user';
import { isValidEmail } from '../db/rules/email';
import { isValidPhone, phoneKey as normalizePhone } from '../db/rules/phone';
import { isValidPassword } from '../db/rules/password';
import { isValidNationalId, nationalIdKey } from '../db/rules/nationalId';
import { isValidWorkspaceIdentifier } from '../db/rules/workspaceIdentifier';
import { isSafeText } from '../db/rules/text';

interface RegisterBody {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  password?: string;
  recaptchaToken?: string;
}
interface Register2Body extends RegisterBody {
  companyName?: string;
  hetpey?: string;
  companySlug?: string;
}

const invitations = () => extraTable<InvitationRow>('invitations');
const lower = (s: unknown) => String(s ?? '').trim().toLowerCase();

function sendVerification(user: UserRow) {
  db.tokens = db.tokens.filter((t) => !(t.kind === 'emailVerify' && t.subject === user.id));
  const { token } = issueToken('emailVerify', user.id, 24 * 60);
  sendMail({ to: user.email, kind: 'verifyEmail', subject: 'אימות כתובת הדוא״ל', link: `/authorizeEmail/${token}` });
}

/** The checks both sign-up forms share; throws the backend's messages of section 8. */
function checkNewUser(body: RegisterBody) {
  if (body.recaptchaToken !== undefined && !String(body.recaptchaToken).trim()) throw badRequest('Invalid RECAPTCHA');
  const names = [body.firstName, body.lastName].map((n) => String(n ?? '').trim());
  if (names.some((n) => !n || !isSafeText(n)) || !isValidEmail(body.email) || !isValidPhone(body.phone) || !isValidPassword(body.password)) {
    throw badRequest('Invalid data structure');
  }
  if (db.users.some((u) => lower(u.email) === lower(body.email))) throw badRequest('Email already exists');
  if (db.users.some((u) => normalizePhone(u.phone) === normalizePhone(body.phone))) throw badRequest('Phone already exists');
}

function createUser(body: RegisterBody): UserRow {
  const user: UserRow = {
    id: nextId('u'),
    firstName: String(body.firstName).trim(),
    lastName: String(body.lastName).trim(),
    email: String(body.email).trim(),
    phone: normalizePhone(body.phone),
    password: String(body.password),
    emailConfirmed: false,
    capabilities: [],
    inboxColumns: {},
  };
  db.users.push(user);
  // Open invitations for this address turn into roles as soon as the account exists.
  for (const inv of invitations().filter((i) => !i.cancelled && !i.acceptedAt && lower(i.email) === lower(user.email))) {
    if (!db.workspaces.some((w) => w.id === inv.wsId)) continue;
    db.memberships.push({ userId: user.id, wsId: inv.wsId, roleType: inv.roleType, capabilities: inv.capabilities });
    inv.acceptedAt = nowIso();
  }
  sendVerification(user);
  return user;
}

/** Sign-up, e-mail verification, invitations, inbox columns and payee codes (spec section 7, User). */
export const accountsHandlers = [
  route<RegisterBody>('post', '/api/user/register', ({ body }) => {
    checkNewUser(body);
    const user = createUser(body);
    if (!db.memberships.some((m) => m.userId === user.id)) {
      const id = nextId('w');
      db.workspaces.push({ id, name: `private-${id}`, companyName: `${user.firstName} ${user.lastName}`, companySlug: `private-${id}`, type: 'PRIVATE' });
      db.memberships.push({ userId: user.id, wsId: id, roleType: 'OWNER', capabilities: ['all_capabilities'] });
    }
    return startSession(user, { uid: user.id });
  }),

  route<Register2Body>('post', '/api/user/register2', ({ body }) => {
    checkNewUser(body);
    const companyName = String(body.companyName ?? '').trim();
    const slug = String(body.companySlug ?? '');
    if (!companyName || !isSafeText(companyName) || !isValidNationalId(body.hetpey) || !isValidWorkspaceIdentifier(slug)) {
      throw badRequest('Invalid data structure');
    }
    if (db.workspaces.some((w) => lower(w.companyName) === lower(companyName))) throw badRequest('Workspace already exists');
    const hetpey = nationalIdKey(String(body.hetpey));
    if (db.workspaces.some((w) => w.hetpey === hetpey)) throw badRequest('hetpey already exists');
    if (db.workspaces.some((w) => lower(w.companySlug) === lower(slug) || lower(w.name) === lower(slug))) throw badRequest('companySlug already exists');
    const user = createUser(body);
    const id = nextId('w');
    db.workspaces.push({ id, name: slug, companyName, companySlug: slug, hetpey, phone: user.phone, type: 'BUSINESS' });
    db.memberships.push({ userId: user.id, wsId: id, roleType: 'OWNER', capabilities: ['all_capabilities'] });
    return startSession(user, { uid: user.id });
  }),

  /** Fixes the details of a registration whose e-mail is not confirmed yet (e.g. a typo in the address). */
  route<{ update?: Partial<RegisterBody> }>('put', '/api/user/register', ({ me, body }) => {
    const user = me();
    const update = body.update ?? {};
    if (update.email !== undefined && lower(update.email) !== lower(user.email)) {
      if (user.emailConfirmed) throw badRequest('Access to the requested resource is forbidden');
      if (!isValidEmail(update.email)) throw badRequest('Invalid data structure');
      if (db.users.some((u) => u.id !== user.id && lower(u.email) === lower(update.email))) throw badRequest('Email already exists');
      user.email = String(update.email).trim();
      sendVerification(user);
    }
    if (update.firstName && isSafeText(update.firstName)) user.firstName = update.firstName.trim();
    if (update.lastName && isSafeText(update.lastName)) user.lastName = update.lastName.trim();
    return { user: publicUser(user) };
  }),

  route<{ hash?: string }>('post', '/api/user/validate/email', ({ body, sid }) => {
    const row = findToken('emailVerify', String(body.hash ?? ''));
    if (row === 'expired') throw badRequest('Expired link');
    const user = row && db.users.find((u) => u.id === row.subject);
    if (!row || !user) throw badRequest('Email authorization failed');
    user.emailConfirmed = true;
    consumeToken(row);
    // Only a reply to the same signed-in user carries `user` (the client stores it as its session).
    const signedIn = db.sessions.some((s) => s.sid === sid && s.userId === user.id);
    return signedIn ? { ok: true, email: user.email, user: publicUser(user) } : { ok: true, email: user.email };
  }),

  route<{ hash?: string; email?: string; uid?: string }>('post', '/api/user/validate/email/resend', ({ body }) => {
    let user: UserRow | undefined;
    if (body.hash) {
      const row = db.tokens.find((t) => t.kind === 'emailVerify' && t.token === body.hash);
      user = row && db.users.find((u) => u.id === row.subject);
    } else {
      user = db.users.find((u) => u.id === body.uid && lower(u.email) === lower(body.email));
    }
    if (!user) throw badRequest('Email authorization failed');
    if (!user.emailConfirmed) sendVerification(user);
    return { ok: true, email: user.email, alreadyConfirmed: user.emailConfirmed };
  }),

  route('get', '/api/user/invitation/:id', ({ params }) => {
    const inv = invitations().find((i) => i.invitationCode === params.id);
    if (!inv || inv.cancelled) return { success: false, error: 'Invitation not found or cancelled', email: inv?.email ?? '' };
    const workspace = db.workspaces.find((w) => w.id === inv.wsId);
    if (!workspace) return { success: false, email: inv.email };
    // Which workspace and role the invitation is for: the page says it whatever the result.
    const about = { email: inv.email, workspaceName: workspace.companyName ?? workspace.name, roleType: inv.roleType };
    const user = db.users.find((u) => lower(u.email) === lower(inv.email));
    if (!user) return { success: 3, ...about };
    if (db.memberships.some((m) => m.userId === user.id && m.wsId === inv.wsId)) return { success: 2, ...about };
    db.memberships.push({ userId: user.id, wsId: inv.wsId, roleType: inv.roleType, capabilities: inv.capabilities });
    inv.acceptedAt = nowIso();
    return { success: 1, ...about };
  }),

  route<{ columns?: string[] } | string[]>('put', '/api/user/inbox/columns/:ws', ({ me, params, body }) => {
    const user = me();
    const columns = Array.isArray(body) ? body : body.columns;
    if (!Array.isArray(columns) || !columns.every((c) => typeof c === 'string')) throw badRequest('Invalid data structure');
    const ws = db.workspaces.find((w) => w.id === params.ws || w.name === params.ws);
    user.inboxColumns = { ...user.inboxColumns, [ws?.name ?? String(params.ws)]: columns };
    return { user: publicUser(user) };
  }),

  route('get', '/api/user/payee/:phone/otp', ({ params }) => {
    const phone = String(params.phone);
    if (!isValidPhone(phone)) throw badRequest('Invalid data structure');
    const subject = normalizePhone(phone);
    db.tokens = db.tokens.filter((t) => !(t.kind === 'payeeOtp' && t.subject === subject));
    const code = randomCode();
    issueToken('payeeOtp', subject, 10, undefined, code);
    sendMail({ to: subject, kind: 'payeeOtp', subject: 'קוד אימות לטלפון', code });
    return { ok: true };
  }),

  route<{ phone?: string; otp?: string }>('post', '/api/user/payee/otp/verify', ({ body }) => {
    const subject = normalizePhone(body.phone);
    const row = findToken('payeeOtp', String(body.otp ?? '').trim());
    if (!row || row === 'expired' || row.subject !== subject) throw badRequest('Wrong or expired OTP');
    consumeToken(row);
    const verified = extraTable<VerifiedPhoneRow>('verifiedPhones');
    if (!verified.some((v) => v.phone === subject)) verified.push({ phone: subject, at: Date.now() });
    return { ok: true, verified: true, phone: subject };
  }),
];
