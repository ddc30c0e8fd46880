// Spec section 3, Printer key: name, key id, workspace, key string, last used. The key string is
// shown once when made (issue 10); a list never needs it.

export interface PrinterKey {
  keyId: string;
  name: string;
  lastUsed?: string;
}
