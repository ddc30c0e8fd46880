// Spec section 3, Printer key and workspace key: name, key id, workspace, key string, last used.

export type KeyKind = 'printer' | 'workspace';

/** A key as listed: the key string itself is never listed, only shown once when made. */
export interface ApiKey {
  keyId: string;
  name: string;
  wsId?: string;
  /** ISO time of the last use; null or missing when never used. */
  lastUsed?: string | null;
  createdAt?: string;
}

/** POST .../keys: the new key with its key string (shown once, then only its id and name). */
export interface NewApiKey extends ApiKey {
  key: string;
}
