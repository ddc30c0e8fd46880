import * as yup from 'yup';
import { isValidHexColour } from '@/lib/colour';
import { shortNameProblem, type ShortNameProblem } from '@/lib/shortName';
import { TAG_PALETTE, isTagNameTaken } from '@/lib/tags';

const NAME_MESSAGES: Record<ShortNameProblem, string> = {
  required: 'validation.required',
  forbiddenChars: 'validation.forbiddenChars',
  tooLong: 'workspaceSetup:tags.nameTooLong',
};

/** A new tag (spec sections 3, 5): name by the short-name rule, not one the workspace has, a hex colour. */
export function tagSchema(existing: ReadonlyArray<{ name: string }>) {
  return yup.object({
    name: yup
      .string()
      .default('')
      .test('name', function check(value) {
        const problem = shortNameProblem(value);
        if (problem) return this.createError({ message: NAME_MESSAGES[problem] });
        return isTagNameTaken(value ?? '', existing) ? this.createError({ message: 'errors.nameExists' }) : true;
      }),
    color: yup.string().default(TAG_PALETTE[3].hex).test('colour', 'workspaceSetup:tags.colourInvalid', (v) => isValidHexColour(v)),
  });
}

export type TagValues = yup.InferType<ReturnType<typeof tagSchema>>;

/** Section-8 messages that belong to a field of the form. */
export const TAG_ERROR_FIELDS: Record<string, keyof TagValues & string> = { 'errors.nameExists': 'name' };
