import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from './apiError';
import { settle } from './request';

/*
 * The two hooks of the pages opened from a link (docs/architecture.md, "Pages opened from a link
 * call the backend without RTK Query"): a plain call (terminalCalls, signLinkCalls) read like a
 * query or run like a mutation, with the states and reply shapes the staff screens get from RTK
 * Query, so the screens and the "Mutation results" rule read them the same way. No cache: a page
 * asks once per args and keeps the reply while it is shown.
 */

/** A plain call: args in, the read reply out; rejects with an ApiError. */
export type Call<A, T> = (args: A) => Promise<T>;

export interface CallQuery<T> {
  /** The reply for the current args (undefined while the first one is on its way, or on error). */
  data?: T;
  /** The last failure for the current args; kept while a refetch is on its way (as RTK Query). */
  error?: ApiError;
  /** The current args have neither a reply nor an error yet. */
  isLoading: boolean;
  /** A call for the current args is on its way (the first one or a refetch). */
  isFetching: boolean;
  /** Asks again; the data and the error stay until the new reply comes. */
  refetch: () => void;
}

// Calls on their way, by call and args: StrictMode's second effect (and two components asking the
// same thing at once) join the first request instead of sending another. A POST read like a
// query (openPaymentSession) is therefore sent once per args.
const underWay = new Map<Call<never, unknown>, Map<string, Promise<unknown>>>();

// Calls started before their page was shown (startCall), by call and args, with their outcome once
// it is in: the first asker takes the reply, even one that has already come.
interface Early {
  reply: Promise<unknown>;
  outcome?: { data: unknown } | { error: unknown };
}
const startedEarly = new Map<Call<never, unknown>, Map<string, Early>>();

/** The call started early for these args, handed to its first asker only. */
function takeEarly(call: Call<never, unknown>, key: string): Early | undefined {
  const early = startedEarly.get(call)?.get(key);
  startedEarly.get(call)?.delete(key);
  return early;
}

function shared<A, T>(call: Call<A, T>, key: string, args: A): Promise<T> {
  let byKey = underWay.get(call as Call<never, unknown>);
  if (!byKey) underWay.set(call as Call<never, unknown>, (byKey = new Map()));
  const pending = byKey.get(key);
  if (pending) return pending as Promise<T>;
  const started = call(args);
  byKey.set(key, started);
  const forget = () => {
    if (byKey.get(key) === started) byKey.delete(key);
  };
  started.then(forget, forget);
  return started;
}

/**
 * A page's first call, started while its code is still on the way (main.tsx, for a payer's or a
 * signer's link on a phone: the reply need not wait for React's first render). The page's
 * useCallQuery with the same call and args takes this reply instead of asking again, and renders
 * it at once if it is in by then (no loading render). GET calls only: nothing is changed on the
 * server by a page that does not open after all. Settles (never fails) once the reply is in.
 */
export function startCall<A, T>(call: Call<A, T>, args: A): Promise<void> {
  const key = JSON.stringify(args ?? null);
  const early: Early = { reply: shared(call, key, JSON.parse(key) as A) };
  let byKey = startedEarly.get(call as Call<never, unknown>);
  if (!byKey) startedEarly.set(call as Call<never, unknown>, (byKey = new Map()));
  byKey.set(key, early);
  // A failure is the page's to show; until the page asks, nobody else listens.
  return early.reply.then(
    (data) => void (early.outcome = { data }),
    (error: unknown) => void (early.outcome = { error }),
  );
}

interface Settled<T> {
  key: string;
  round: number;
  data?: T;
  error?: ApiError;
}

/** The outcome of the call started early for these args, if it is already in (read only: a render may run twice). */
function earlyOutcome<T>(call: Call<never, unknown>, key: string | null): Settled<T> | null {
  const outcome = key === null ? undefined : startedEarly.get(call)?.get(key)?.outcome;
  if (!outcome || key === null) return null;
  return 'error' in outcome ? { key, round: 0, error: toApiError(outcome.error) } : { key, round: 0, data: outcome.data as T };
}

/**
 * `call(args)` while the component is shown, again when `args` change (compared by value: they
 * must be JSON values) or on `refetch`. A reply for args that are no longer current, or that
 * comes after the component has gone, is dropped. A reply of startCall already in when the
 * component first renders is its first state: the page renders once, with it.
 */
export function useCallQuery<A, T>(call: Call<A, T>, args: A, options: { skip?: boolean } = {}): CallQuery<T> {
  const key = options.skip ? null : JSON.stringify(args ?? null);
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(() => earlyOutcome<T>(call as Call<never, unknown>, key));
  // Asked only when there is no outcome for these args and this round yet.
  const answered = key !== null && settled?.key === key && settled.round === round;

  useEffect(() => {
    if (key === null) return;
    if (answered) {
      // (The early call's outcome, taken as the first state: nobody else takes it.)
      takeEarly(call as Call<never, unknown>, key);
      return;
    }
    let live = true;
    // A reply's screen is rendered as a transition: in slices, a phone's main thread free between
    // them (a link page's first reply builds most of its screen).
    const keep = (next: Parameters<typeof setSettled>[0]) => live && startTransition(() => setSettled(next));
    ((takeEarly(call as Call<never, unknown>, key)?.reply as Promise<T> | undefined) ?? shared(call, key, JSON.parse(key) as A)).then(
      (data) => keep({ key, round, data }),
      (error: unknown) => keep((last) => ({ key, round, data: last?.key === key ? last.data : undefined, error: toApiError(error) })),
    );
    return () => {
      live = false;
    };
  }, [call, key, round, answered]);

  const refetch = useCallback(() => setRound((r) => r + 1), []);
  const current = key !== null && settled?.key === key ? settled : undefined;
  const isFetching = key !== null && (current === undefined || current.round !== round);
  return {
    data: current?.data,
    error: current?.error,
    isLoading: isFetching && current === undefined,
    isFetching,
    refetch,
  };
}

export interface CallMutationState<T> {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  data?: T;
  error?: ApiError;
}

type Reply<T> = { data: T } | { error: ApiError };

/**
 * A trigger that runs `call` and resolves, never rejects, to `{ data }` or `{ error }` (the
 * MutationReply of every mutation: read it with `'error' in reply`); the state follows the last
 * trigger, as RTK Query's mutation state does.
 */
export function useCallMutation<A, T>(call: Call<A, T>): [(args: A) => Promise<Reply<T>>, CallMutationState<T>] {
  const [state, setState] = useState<CallMutationState<T>>({ isLoading: false, isSuccess: false, isError: false });
  const last = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const trigger = useCallback(
    async (args: A) => {
      const id = ++last.current;
      setState({ isLoading: true, isSuccess: false, isError: false });
      const reply = await settle(call(args));
      if (mounted.current && id === last.current) {
        setState('error' in reply ? { isLoading: false, isSuccess: false, isError: true, error: reply.error } : { isLoading: false, isSuccess: true, isError: false, data: reply.data });
      }
      return reply;
    },
    [call],
  );
  return [trigger, state];
}
