import * as yup from 'yup';
import { isValidHexColour } from '@/lib/colour';
import { TAG_PALETTE, isTagNameTaken } from '@/lib/tags';
import { uniqueShortName } from '../../rules/uniqueShortName';

/** A new tag (spec sections 3, 5): name by the short-name rule, not one the workspace has, a hex colour. */
export function tagSchema(existing: ReadonlyArray<{ name: string }>) {
  return yup.object({
    name: uniqueShortName((name) => isTagNameTaken(name, existing), { tooLong: 'workspaceSetup:tags.nameTooLong', taken: 'errors.nameExists' }),
    color: yup.string().default(TAG_PALETTE[3].hex).test('colour', 'workspaceSetup:tags.colourInvalid', (v) => isValidHexColour(v)),
  });
}

export type TagValues = yup.InferType<ReturnType<typeof tagSchema>>;

/** Section-8 messages that belong to a field of the form. */
export const TAG_ERROR_FIELDS: Record<string, keyof TagValues & string> = { 'errors.nameExists': 'name' };
