import type { SafeBox, SafeBoxTest } from '../types/safeBox';
import { alias, id, map, nullable, obj, oneOf, opt, text, type Schema } from './fields';

/*
 * The safe-box connection and its test (spec sections 1, 3, 4; calls of our own:
 * docs/backend-contract.md, "Safe box"). The key file never comes back; only its name.
 */

/** A test's result: good, or failed (anything else reads as failed). */
export const SafeBoxTestSchema: Schema<SafeBoxTest> = map(obj({ result: opt(text()), testedAt: opt(text(), () => ''), message: opt(text()) }), (test) => ({
  ...test,
  result: test.result === 'good' ? ('good' as const) : ('failed' as const),
}));

export const SafeBoxSchema: Schema<SafeBox> = alias(
  obj({
  id: id(),
  safeType: oneOf(['private', 'bank'] as const),
  userName: opt(text(), () => ''),
  keyFileName: opt(text()),
  connectedAt: opt(text()),
  lastTest: nullable(SafeBoxTestSchema),
  nextTestAt: nullable(text()),
  }),
  { id: ['_id'] },
);
