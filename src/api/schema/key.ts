import type { ApiKey, NewApiKey } from '../types/key';
import { alias, id, nullable, obj, opt, text, type Schema } from './fields';

/*
 * Spec section 3, Printer key and workspace key (docs/backend-contract.md, "Keys"): the id also as
 * `id` / `_id`, the last use also as `last_used`. A new key's string (also `keyString` / `token`)
 * is in its creation reply only, and required there: it is shown once.
 */

const keyFields = { keyId: id(), name: opt(text(), () => ''), wsId: opt(text()), lastUsed: nullable(text()), createdAt: opt(text()) };
const keyNames = { keyId: ['id', '_id'], lastUsed: ['last_used'] };

export const KeySchema: Schema<ApiKey> = alias(obj(keyFields), keyNames);

export const NewKeySchema: Schema<NewApiKey> = alias(obj({ ...keyFields, key: text() }), { ...keyNames, key: ['keyString', 'token'] });
