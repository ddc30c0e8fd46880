import * as yup from 'yup';
import { shortNameProblem, type ShortNameProblem } from '@/lib/shortName';

const NAME_MESSAGES: Record<ShortNameProblem, string> = {
  required: 'validation.required',
  forbiddenChars: 'validation.forbiddenChars',
  tooLong: 'workspaceSetup:keys.nameTooLong',
};

/** A new printer or workspace key: a short name (section 5), not one already listed. */
export function keySchema(existing: ReadonlyArray<{ name: string }>) {
  return yup.object({
    name: yup
      .string()
      .default('')
      .test('name', function check(value) {
        const problem = shortNameProblem(value);
        if (problem) return this.createError({ message: NAME_MESSAGES[problem] });
        const clean = (value ?? '').trim().toLowerCase();
        // The backend refuses a name it has ("Key is already in use"); say so before sending.
        return existing.some((k) => k.name.trim().toLowerCase() === clean) ? this.createError({ message: 'errors.keyInUse' }) : true;
      }),
  });
}

export type KeyValues = yup.InferType<ReturnType<typeof keySchema>>;

/** Section-8 messages that belong to the name field. */
export const KEY_ERROR_FIELDS: Record<string, keyof KeyValues & string> = { 'errors.keyInUse': 'name' };
