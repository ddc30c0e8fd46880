// Reads the calls out of docs/backend-contract.md and out of a src/api module's source, for the
// drift test (src/api/backendContract.test.ts). Text in, data out: no file access here.

export interface Call {
  method: string;
  /** As written: `/api/check/{id}` in the document, `/api/check/${enc(id)}` in the code. */
  path: string;
  /** Code: the module declaring it. */
  module?: string;
  /** Document: `module.endpoint` names from the Endpoint column. */
  endpoints: string[];
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** `{ws}`, `${enc(ws)}` and `${side}` all become `{}`; a query string is not part of the path. */
export function normalisePath(path: string): string {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    if (path[i] === '?') break;
    const dollar = path[i] === '$' && path[i + 1] === '{';
    if (dollar || path[i] === '{') {
      let depth = 0;
      let j = dollar ? i + 1 : i;
      for (; j < path.length; j++) {
        if (path[j] === '{') depth++;
        else if (path[j] === '}' && --depth === 0) break;
      }
      out += '{}';
      i = j;
    } else out += path[i];
  }
  return out.replace(/\/+$/, '');
}

/** Table rows `| METHOD | `path` | `module.endpoint`, ... | ...`. */
export function docCalls(markdown: string): Call[] {
  const calls: Call[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || !METHODS.includes(cells[1])) continue;
    const path = /^`([^`]+)`$/.exec(cells[2])?.[1];
    if (!path) continue;
    const endpoints = [...cells[3].matchAll(/`(\w+\.\w+)`/g)].map((m) => m[1]);
    calls.push({ method: cells[1], path, endpoints });
  }
  return calls;
}

/** The `{ ... }` object literal around position `at`. */
function enclosingObject(source: string, at: number): string {
  let depth = 0;
  let start = at;
  for (; start >= 0; start--) {
    if (source[start] === '}') depth++;
    else if (source[start] === '{') {
      if (depth === 0) break;
      depth--;
    }
  }
  depth = 0;
  let end = start;
  for (; end < source.length; end++) {
    if (source[end] === '{') depth++;
    else if (source[end] === '}' && --depth === 0) break;
  }
  return source.slice(start, end + 1);
}

/** The string or template literal starting at `at` (its quote), without the quotes. */
function literalAt(source: string, at: number): string {
  const quote = source[at];
  let depth = 0;
  for (let i = at + 1; i < source.length; i++) {
    if (quote === '`' && source[i] === '$' && source[i + 1] === '{') depth++;
    else if (depth && source[i] === '}') depth--;
    else if (!depth && source[i] === quote) return source.slice(at + 1, i);
  }
  return '';
}

/**
 * Whether `source` declares the endpoint `name` a row of the document names: an RTK Query endpoint
 * (`name: build.query(` / `build.mutation(`) of a `*Api.ts` module, or a plain call
 * (`name: (args) => request(...)`) of a `*Calls.ts` module (the pages opened from a link).
 */
export function declaresEndpoint(source: string, name: string): boolean {
  return new RegExp(`\\b${name}: (async )?(build\\.(query|mutation)\\b|\\()`).test(source);
}

/** Every `url: '...'` / `url: \`...\`` with the methods of the same request object (GET if none). */
export function codeCalls(module: string, source: string): Call[] {
  const calls: Call[] = [];
  for (const match of source.matchAll(/\burl:\s*(['`])/g)) {
    const quoteAt = (match.index ?? 0) + match[0].length - 1;
    const path = literalAt(source, quoteAt);
    if (!path.startsWith('/api/')) continue;
    const request = enclosingObject(source, match.index ?? 0);
    const methodExpr = /\bmethod:\s*([^,}\n]+)/.exec(request)?.[1] ?? '';
    const methods = [...methodExpr.matchAll(/'(\w+)'/g)].map((m) => m[1].toUpperCase());
    for (const method of methods.length ? methods : ['GET']) calls.push({ method, path, module, endpoints: [] });
  }
  return calls;
}
