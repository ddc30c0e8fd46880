import type { FormikHelpers } from 'formik';
import { toApiError } from '@/api/apiError';

/**
 * A refused save keeps what was typed and puts the server's message (section 8, as a translation
 * key of `common`) at its field; the form also shows it on top. `fields` maps catalogue keys to
 * the form's field names.
 */
export function putServerErrorAtField<V>(error: unknown, fields: Record<string, keyof V & string>, helpers: Pick<FormikHelpers<V>, 'setFieldError' | 'setFieldTouched'>): string | null {
  const key = toApiError(error).messageKey;
  const field = fields[key];
  if (!field) return null;
  void helpers.setFieldTouched(field, true, false);
  helpers.setFieldError(field, key);
  return field;
}
