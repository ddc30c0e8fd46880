import type { LoginReply, OtpUserId } from '../signInCalls';
import type { Role, RoleType, User } from '../types/user';
import { alias, bool, dict, either, id, list, map, nullable, num, obj, oneOf, opt, text, texts, type Schema } from './fields';
import { defineReply } from './reply';

/*
 * The user any reply may carry (spec section 7): read here, then stored (http.ts). Fields the
 * client does not know (a token, a card number...) are left out before anything keeps the user.
 */

export const ROLE_TYPES: readonly RoleType[] = ['OWNER', 'USER', 'VIEWER'];

/** OWNER / USER / VIEWER, in any letter case (also under `role`). */
export const roleType = () => oneOf(ROLE_TYPES, (x) => x.trim().toUpperCase());

const workspaceRef = alias(obj({ id: id(), name: id(), companyName: opt(text()) }), { id: ['_id', 'wsId'], name: ['companySlug', 'slug'] });

export const RoleSchema: Schema<Role> = alias(
  obj({ roleType: roleType(), capabilities: opt(texts()), Workspace: alias(workspaceRef, {}) }),
  { roleType: ['role'], Workspace: ['workspace'] },
);

export const UserSchema: Schema<User> = alias(
  obj({
    id: id(),
    firstName: opt(text()),
    lastName: opt(text()),
    email: text(),
    phone: opt(text()),
    idNumber: opt(text()),
    emailConfirmed: opt(bool()),
    capabilities: opt(texts()),
    Roles: opt(list(RoleSchema)),
    verificationMethod: nullable(oneOf(['sms', 'voice', 'app'] as const)),
    inboxColumns: opt(dict(texts())),
  }),
  { id: ['_id', 'userId'], Roles: ['roles'] },
);

const withUser = obj({ user: opt(UserSchema) });

/** A reply whose `user` (when it fits) is the signed-in user: the session's calls. */
export const WithUserSchema = withUser;

const isNumber = (x: unknown) => typeof x === 'number';

/**
 * POST /api/user/login (and the sign-in by link): the user, or a second step with a one-time code
 * (`otpRequired` also 1, the user's id sent back as it came, a number or text); an unknown method is
 * none (the page then says sms).
 */
export const LoginReplySchema: Schema<LoginReply> = obj({
  user: opt(UserSchema),
  otpRequired: opt(either<boolean>(isNumber, map(num(), (n) => n !== 0), bool())),
  userId: opt(either<OtpUserId>(isNumber, num(), id())),
  otpMethod: opt(oneOf(['sms', 'voice', 'app'] as const)),
});

/**
 * The `user` a reply of `call` carries (any reply may: spec section 7), or null: a user that does
 * not fit is not stored, and fields the client does not know (a token, a card number...) never
 * reach the store. http.ts's readUser hook.
 */
export const readReplyUser = (reply: unknown, call: string): User | null => defineReply(call, withUser).parse(reply).user ?? null;
