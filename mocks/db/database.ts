import type { Tables } from './schema';
import { seedDemo } from './seed';

/** Where the demo lives between page loads: localStorage in the browser, nowhere in Node. */
export interface DbStorage {
  load(): string | null;
  save(text: string): void;
  clear(): void;
}

const memoryStorage: DbStorage = { load: () => null, save: () => undefined, clear: () => undefined };

let storage: DbStorage = memoryStorage;
let counter = 1000;
export let db: Tables = seedDemo();

export function attachStorage(next: DbStorage): void {
  storage = next;
  const saved = storage.load();
  if (!saved) return;
  try {
    const parsed = JSON.parse(saved) as { tables: Tables; counter: number };
    if (parsed?.tables?.users) {
      db = parsed.tables;
      counter = parsed.counter ?? counter;
    }
  } catch {
    storage.clear();
  }
}

/** After every change: the demo survives a reload. A full storage only loses persistence. */
export function persist(): void {
  try {
    storage.save(JSON.stringify({ tables: db, counter }));
  } catch {
    // quota exceeded: the demo goes on in memory
  }
}

/** Back to the seeded demo (dev "reset", and before each test). */
export function resetDb(): Tables {
  counter = 1000;
  db = seedDemo();
  storage.clear();
  return db;
}

export function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

/** A table a domain keeps for itself, created empty on first use. */
export function extraTable<T>(name: string): T[] {
  db.extra[name] ??= [];
  return db.extra[name] as T[];
}

export function nowIso(): string {
  return new Date().toISOString();
}
