import * as yup from 'yup';
import { uniqueShortName } from '../../rules/uniqueShortName';

/** A new printer or workspace key: a short name (section 5), not one already listed. */
export function keySchema(existing: ReadonlyArray<{ name: string }>) {
  // The backend refuses a name it has ("Key is already in use"); say so before sending.
  const isTaken = (name: string) => existing.some((k) => k.name.trim().toLowerCase() === name.trim().toLowerCase());
  return yup.object({
    name: uniqueShortName(isTaken, { tooLong: 'workspaceSetup:keys.nameTooLong', taken: 'errors.keyInUse' }),
  });
}

export type KeyValues = yup.InferType<ReturnType<typeof keySchema>>;

/** Section-8 messages that belong to the name field. */
export const KEY_ERROR_FIELDS: Record<string, keyof KeyValues & string> = { 'errors.keyInUse': 'name' };
