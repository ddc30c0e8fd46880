import type { FormikHelpers } from 'formik';
import type { RegisterReply } from '@/api/userApi';
import { toApiError } from '@/api/apiError';
import { FIELD_OF_ERROR } from '../accountsSchemas';

type Reply = { data: RegisterReply } | { error: unknown };

/**
 * After a sign-up call: the new user's id and e-mail, or null when refused. A refusal keeps every
 * typed value and puts a duplicate message (section 8) under its own field too.
 */
export function handleRegistrationReply<V>(reply: Reply, email: string, helpers: FormikHelpers<V>): { uid: string; email: string } | null {
  if ('error' in reply) {
    const key = toApiError(reply.error).messageKey;
    const field = FIELD_OF_ERROR[key];
    if (field) helpers.setFieldError(field, key);
    return null;
  }
  const uid = reply.data.uid ?? reply.data.user?.id ?? '';
  return { uid, email: reply.data.user?.email ?? email };
}
