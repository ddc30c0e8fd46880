// The cheques a payer photographed, kept on the phone (IndexedDB) until the scan is sent: a reload or
// a dropped connection loses nothing. Pictures are kept only as long as the visit needs them:
// removed after a successful send, or after SCAN_KEEP_HOURS. Where IndexedDB is missing (a private
// window of some browsers, tests), they live in memory for the life of the page.
import type { ScannedCheque } from './scannedCheque';
import type { ClientDetails } from '../rules/terminalValidation';
import { markScan } from './scanMarker';

export const SCAN_KEEP_HOURS = 6;
const KEEP_MS = SCAN_KEEP_HOURS * 3600_000;
const DB_NAME = 'cheque-terminal';
const STORE = 'scans';

export interface StoredScan {
  key: string;
  savedAt: number;
  cheques: ScannedCheque[];
  details: ClientDetails;
  /** A send that was started and not confirmed: its idempotency key is used again. */
  pending?: { idempotencyKey: string; since: number };
}

const memory = new Map<string, StoredScan>();
let opening: Promise<IDBDatabase | null> | undefined;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  return open().then(
    (db) =>
      new Promise<T | undefined>((resolve, reject) => {
        if (!db) return resolve(undefined);
        const tx = db.transaction(STORE, mode);
        const request = act(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request ? request.result : undefined);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

const expired = (scan: StoredScan, now: number) => now - scan.savedAt > KEEP_MS;

export async function saveScan(scan: Omit<StoredScan, 'savedAt'>): Promise<void> {
  const row: StoredScan = { ...scan, savedAt: Date.now() };
  memory.set(row.key, row);
  markScan(row.key, true);
  await run('readwrite', (store) => store.put(row)).catch(() => undefined);
}

export async function deleteScan(key: string): Promise<void> {
  memory.delete(key);
  markScan(key, false);
  await run('readwrite', (store) => store.delete(key)).catch(() => undefined);
}

/** The kept scan of this visit, unless it is older than SCAN_KEEP_HOURS (then it is removed). */
export async function loadScan(key: string, now = Date.now()): Promise<StoredScan | null> {
  const stored = (await run<StoredScan>('readonly', (store) => store.get(key)).catch(() => undefined)) ?? memory.get(key);
  if (!stored) {
    markScan(key, false);
    return null;
  }
  if (expired(stored, now)) {
    await deleteScan(key);
    return null;
  }
  return stored;
}

/** Removes every kept scan older than SCAN_KEEP_HOURS (of any terminal). */
export async function purgeExpiredScans(now = Date.now()): Promise<void> {
  for (const [key, scan] of memory) if (expired(scan, now)) memory.delete(key);
  const all = (await run<StoredScan[]>('readonly', (store) => store.getAll()).catch(() => undefined)) ?? [];
  await Promise.all(all.filter((scan) => expired(scan, now)).map((scan) => deleteScan(scan.key)));
}
