import { map } from './schema/fields';
import { defineReply } from './schema/reply';
import { LoginReplySchema, WithUserSchema } from './schema/user';
import type { LoginReply } from './signInCalls';

/*
 * What the sign-in's replies are read by (the valibot schemas and the user's schema): loaded by
 * signInCalls.ts once the visitor is in the form or sends it, not before /login shows.
 */

const loginReply = defineReply('POST /api/user/login', map(LoginReplySchema, ({ otpRequired, ...reply }): LoginReply => (otpRequired ? { ...reply, otpRequired } : reply)));
const verifiedReply = defineReply('POST /api/user/verify/otp', WithUserSchema);

export const readLoginReply = loginReply.parse;
export const readVerifiedReply = verifiedReply.parse;
export { readReplyUser } from './schema/user';
