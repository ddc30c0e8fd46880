/**
 * What a mutation's trigger resolves to (RTK Query never rejects it): the data, or the error the
 * call ended with (an ApiError, see apiError.ts). The one way screens and hooks read a result is
 * `const reply = await save(args); if ('error' in reply) ...` (docs/architecture.md, "Mutation
 * results"); `.unwrap()` is refused by lint. Hooks of ours that do more than one call (an upload)
 * resolve to the same shape, so their callers read them the same way.
 */
export type MutationReply<T = unknown> = { data: T } | { error: unknown };
