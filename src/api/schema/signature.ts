import type { Signature } from '../types/signature';
import { alias, image, list, map, obj, oneOf, opt, text, type Schema } from './fields';

/*
 * A stored signature or stamp (spec section 3): a workspace's (signaturesApi) and a sign link's
 * (signLinkCalls). The picture's address is checked (an http(s) address, a path of ours or a
 * data:image URL), also under path / url / signature; the name also as `title`.
 */

export const SignatureSchema: Schema<Signature> = alias(
  obj({ name: opt(text(), () => ''), signaturePath: image(), type: opt(oneOf(['signature', 'stamp'] as const), () => 'signature' as const) }),
  { name: ['title'], signaturePath: ['path', 'url', 'signature'] },
);

/** The list as given; a nameless signature is named by its place (1, 2...). */
export const signatures = (rows: Schema<Signature[]> = list(SignatureSchema)): Schema<Signature[]> =>
  map(rows, (read) => read.map((s, i) => (s.name ? s : { ...s, name: String(i + 1) })));
