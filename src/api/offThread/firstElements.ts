/*
 * The first elements of a large list reply, found without parsing the whole reply: a 50,000-cheque
 * reply is ~21 MB of JSON, whose TextDecoder + JSON.parse alone take most of a second, while the
 * first screen needs a few hundred rows. The bytes are scanned (UTF-8: every byte of a multi-byte
 * character is >= 0x80, so none is taken for a quote, bracket or comma), and only the slice that
 * holds the first elements is decoded and parsed.
 *
 * Only the shapes our backend sends are taken: a bare list, or an object whose FIRST key is
 * `checks` or `cheques` holding the list (docs/backend-contract.md). Anything else (a BOM, another
 * key first, the list under `data`, a malformed element, bytes that end early) gives null: the
 * caller then waits for the whole reply to be read, as before.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COLON = 0x3a;

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

function skipSpace(bytes: Uint8Array, at: number): number {
  let i = at;
  while (i < bytes.length && isSpace(bytes[i])) i += 1;
  return i;
}

/** The index just past the string that starts at `at` (a quote), or -1 if the bytes end first. */
function pastString(bytes: Uint8Array, at: number): number {
  for (let i = at + 1; i < bytes.length; i += 1) {
    const b = bytes[i];
    if (b === BACKSLASH) i += 1;
    else if (b === QUOTE) return i + 1;
  }
  return -1;
}

const LIST_KEYS = new Set(['checks', 'cheques']);
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The index of the list's `[`: the reply itself, or the value of its first key if that key is a list key; else -1. */
function listStart(bytes: Uint8Array): number {
  let i = skipSpace(bytes, 0);
  if (bytes[i] === OPEN_ARRAY) return i;
  if (bytes[i] !== OPEN_OBJECT) return -1;
  i = skipSpace(bytes, i + 1);
  if (bytes[i] !== QUOTE) return -1;
  const keyEnd = pastString(bytes, i);
  if (keyEnd < 0 || keyEnd - i > 16) return -1;
  let key: unknown;
  try {
    key = JSON.parse(decoder.decode(bytes.subarray(i, keyEnd)));
  } catch {
    return -1;
  }
  if (typeof key !== 'string' || !LIST_KEYS.has(key)) return -1;
  i = skipSpace(bytes, keyEnd);
  if (bytes[i] !== COLON) return -1;
  i = skipSpace(bytes, i + 1);
  return bytes[i] === OPEN_ARRAY ? i : -1;
}

/**
 * The first `count` elements of the reply's list (fewer if the list is shorter), exactly as
 * `JSON.parse` of the whole reply gives them; null when the reply is not of a shape taken here or
 * its bytes do not reach the end of those elements.
 */
export function firstListElements(bytes: Uint8Array, count: number): unknown[] | null {
  const start = listStart(bytes);
  if (start < 0 || count < 1) return null;
  let depth = 0;
  let elements = 0;
  let end = -1;
  for (let i = start + 1; i < bytes.length; i += 1) {
    const b = bytes[i];
    if (b === QUOTE) {
      const next = pastString(bytes, i);
      if (next < 0) return null;
      i = next - 1;
    } else if (b === OPEN_ARRAY || b === OPEN_OBJECT) depth += 1;
    else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) {
      if (depth === 0) {
        // The list's own end: every element is in (a `}` here is a malformed reply).
        if (b === CLOSE_OBJECT) return null;
        end = i;
        break;
      }
      depth -= 1;
    } else if (b === COMMA && depth === 0) {
      elements += 1;
      if (elements === count) {
        end = i;
        break;
      }
    }
  }
  if (end < 0) return null;
  try {
    const text = decoder.decode(bytes.subarray(start, end));
    const list: unknown = JSON.parse(`${text}]`);
    return Array.isArray(list) ? list : null;
  } catch {
    return null;
  }
}
