import { getResponse, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { handlers } from '@mocks/handlers';

/*
 * Replies a backend we have never met might send (see replyShapes.test.tsx's screens): each shape
 * turns the mock's true reply to a read into an unexpected but plausible one. The JSON shapes
 * change the body and keep the status; `html 500` and `hang` replace the reply whatever it was.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json): value is { [key: string]: Json } => !!value && typeof value === 'object' && !Array.isArray(value);

/** `fn` applied to every value below `value`, children first (the root itself when `root`). */
function everywhere(value: Json, fn: (value: Json, isRoot: boolean) => Json, root = true): Json {
  let inner: Json = value;
  if (Array.isArray(value)) inner = value.map((item) => everywhere(item, fn, false));
  else if (isObject(value)) inner = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, everywhere(item, fn, false)]));
  return fn(inner, root);
}

// Human text: a name, an address, a comment. Ids, dates, codes and statuses are plain ASCII words.
const isText = (value: string) => /\s|[^\x20-\x7e]/.test(value);

/** The JSON shapes: what each does to a reply's body. */
export const JSON_SHAPES = {
  '{}': () => ({}),
  null: () => null,
  /** Every object held by a field or a list becomes a one-item list (PHP's array of one). */
  'a list for an object': (body: Json) => everywhere(body, (v, isRoot) => (!isRoot && isObject(v) ? [v] : v)),
  /** Every list becomes an object keyed by position (PHP's json_encode of an array with holes). */
  'an object for a list': (body: Json) => everywhere(body, (v) => (Array.isArray(v) ? Object.fromEntries(v.map((item, i) => [String(i), item])) : v)),
  'null inside lists': (body: Json) => everywhere(body, (v) => (Array.isArray(v) ? [null, ...v, null] : v)),
  'strings for numbers': (body: Json) => everywhere(body, (v) => (typeof v === 'number' ? String(v) : v)),
  /** Every text field (a string with a space or a non-ASCII letter) holds an object instead. */
  'objects for text': (body: Json) => everywhere(body, (v) => (typeof v === 'string' && isText(v) ? { value: v, lang: 'he' } : v)),
} satisfies Record<string, (body: Json) => Json>;

export type ShapeName = keyof typeof JSON_SHAPES | 'html 500' | 'hang';
export const SHAPES: ShapeName[] = [...(Object.keys(JSON_SHAPES) as Array<keyof typeof JSON_SHAPES>), 'html 500', 'hang'];

/** The shapes under which no read can succeed: a screen with data of its own must say so, with a retry. */
export const FAILING_SHAPES: ReadonlySet<ShapeName> = new Set(['html 500', 'hang']);

const HTML_500 = '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>nginx</p></body></html>';

/**
 * How long a hung reply is held: the client's time-out (set by the test, shorter) has cut it off by
 * then. It still ends, so that the test's end does not wait for it (settle.ts).
 */
export const HANG_MS = 60;

// This test's count: a late reply of an earlier test's backend counts down its own.
let current = { inFlight: 0 };

/** Requests the shaped backend has not answered yet (a hung one until its reply ends). */
export const repliesUnderWay = () => current.inFlight;

/**
 * From now until the test ends (setup.ts resets the handlers), every call to /api is answered in
 * `shape`: the mock backend's reply, transformed. Calls to other hosts are not touched.
 */
export function serveRepliesAs(shape: ShapeName): void {
  const count = (current = { inFlight: 0 });
  server.use(
    http.all('/api/*', async ({ request }) => {
      count.inFlight += 1;
      try {
        if (shape === 'hang') {
          await new Promise((resolve) => setTimeout(resolve, HANG_MS));
          return new HttpResponse(null, { status: 504 });
        }
        if (shape === 'html 500') return new HttpResponse(HTML_500, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
        const real = await getResponse(handlers, request);
        if (!real || !(real.headers.get('Content-Type') ?? '').includes('json')) return real;
        const text = await real.text();
        const body = (text ? JSON.parse(text) : null) as Json;
        const headers = new Headers(real.headers);
        headers.delete('Content-Length');
        return new HttpResponse(JSON.stringify(JSON_SHAPES[shape](body)), { status: real.status, headers });
      } finally {
        count.inFlight -= 1;
      }
    }),
  );
}
