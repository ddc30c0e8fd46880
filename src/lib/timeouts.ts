// The time-outs every app reads at start: a lazy screen's code, the stored state's
// restore. Apart from the forms' limits (lib/limits.ts), which no first page needs whole.

/** How long a lazy screen's code may take before it is a load error (spec section 8). */
export const SCREEN_CHUNK_TIMEOUT_MS = 120_000;
/** Restore time-out of the persisted state (spec section 2). */
export const PERSIST_TIMEOUT_MS = 5000;
