import { StrictMode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { recordRequests } from '@/test/recordRequests';
import type { ApiError } from './apiError';
import { terminalCalls } from './terminalCalls';
import { startCall, useCallMutation, useCallQuery } from './useCall';

/** A call whose replies the test hands out one by one, in any order. */
function controlledCall<A, T>() {
  const waiting: Array<{ args: A; resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const call = vi.fn((args: A) => new Promise<T>((resolve, reject) => waiting.push({ args, resolve, reject })));
  return { call, waiting };
}

const refused: ApiError = { status: 404, message: 'Terminal does not exist', messageKey: 'errors.terminalNotFound' };

describe('useCallQuery', () => {
  it('is loading, then holds the reply', async () => {
    const { call, waiting } = controlledCall<string, { name: string }>();
    const { result } = renderHook(() => useCallQuery(call, 'gilboa'));
    expect(result.current).toMatchObject({ data: undefined, error: undefined, isLoading: true, isFetching: true });
    await act(async () => waiting[0].resolve({ name: 'Gilboa' }));
    expect(result.current).toMatchObject({ data: { name: 'Gilboa' }, error: undefined, isLoading: false, isFetching: false });
    expect(call).toHaveBeenCalledExactlyOnceWith('gilboa');
  });

  it('gives a failure as the ApiError the screens read (anything thrown becomes one)', async () => {
    const { call, waiting } = controlledCall<string, string>();
    const { result } = renderHook(() => useCallQuery(call, 'a'));
    await act(async () => waiting[0].reject(refused));
    expect(result.current).toMatchObject({ data: undefined, error: refused, isLoading: false, isFetching: false });

    const other = controlledCall<string, string>();
    const thrown = renderHook(() => useCallQuery(other.call, 'b'));
    await act(async () => other.waiting[0].reject(new Error('boom')));
    expect(thrown.result.current.error).toEqual({ status: null, message: 'boom', messageKey: 'errors.unknown' });
  });

  it('sends nothing while skipped, and asks once it is not', async () => {
    const { call, waiting } = controlledCall<string, string>();
    const { result, rerender } = renderHook(({ skip }) => useCallQuery(call, 'a', { skip }), { initialProps: { skip: true } });
    expect(result.current).toMatchObject({ data: undefined, error: undefined, isLoading: false, isFetching: false });
    expect(call).not.toHaveBeenCalled();
    rerender({ skip: false });
    expect(result.current.isLoading).toBe(true);
    await act(async () => waiting[0].resolve('A'));
    expect(result.current.data).toBe('A');
  });

  it('refetch asks again and keeps the reply, or the error, until the new one comes', async () => {
    const { call, waiting } = controlledCall<string, string>();
    const { result } = renderHook(() => useCallQuery(call, 'a'));
    await act(async () => waiting[0].reject(refused));
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ error: refused, isLoading: false, isFetching: true });
    await act(async () => waiting[1].resolve('A1'));
    expect(result.current).toMatchObject({ data: 'A1', error: undefined, isFetching: false });
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ data: 'A1', isLoading: false, isFetching: true });
    await act(async () => waiting[2].resolve('A2'));
    expect(result.current).toMatchObject({ data: 'A2', isFetching: false });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('drops the reply for args that are no longer current, even when it comes last', async () => {
    const { call, waiting } = controlledCall<{ link: string }, string>();
    const { result, rerender } = renderHook(({ link }) => useCallQuery(call, { link }), { initialProps: { link: 'old' } });
    rerender({ link: 'new' });
    expect(result.current).toMatchObject({ data: undefined, isLoading: true });
    await act(async () => waiting[1].resolve('for new'));
    await act(async () => waiting[0].resolve('for old'));
    expect(result.current.data).toBe('for new');
    expect(waiting.map((w) => w.args)).toEqual([{ link: 'old' }, { link: 'new' }]);
  });

  it('shows no reply of the old args while the new ones load', async () => {
    const { call, waiting } = controlledCall<string, string>();
    const { result, rerender } = renderHook(({ hash }) => useCallQuery(call, hash), { initialProps: { hash: 'h1' } });
    await act(async () => waiting[0].resolve('cheques of h1'));
    rerender({ hash: 'h2' });
    expect(result.current).toMatchObject({ data: undefined, isLoading: true });
  });

  it('a reply after the component has gone changes nothing', async () => {
    const { call, waiting } = controlledCall<string, string>();
    const { result, unmount } = renderHook(() => useCallQuery(call, 'a'));
    unmount();
    await act(async () => waiting[0].resolve('late'));
    expect(result.current.data).toBeUndefined();
  });

  it("sends one request under StrictMode's double effects", async () => {
    const { call, waiting } = controlledCall<string, string>();
    const { result } = renderHook(() => useCallQuery(call, 'a'), { wrapper: StrictMode });
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => waiting[0].resolve('A'));
    expect(result.current.data).toBe('A');
  });

  it('sends one request for the same args asked twice at once', async () => {
    const { call, waiting } = controlledCall<string, string>();
    const { result } = renderHook(() => [useCallQuery(call, 'a'), useCallQuery(call, 'a')]);
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => waiting[0].resolve('A'));
    expect(result.current.map((q) => q.data)).toEqual(['A', 'A']);
  });

  it('opens a payment session (a POST read like a query) once, under StrictMode too', async () => {
    const seen = recordRequests();
    const opens = seen.to('POST', '/api/terminal/transactions/payment/gilboa');
    const args = { link: 'gilboa', upr: 'upr-ok', base64: 'eyJvcmRlciI6MX0', hash: 'h1' };
    const { result, rerender } = renderHook(() => useCallQuery(terminalCalls.openPaymentSession, { ...args }), { wrapper: StrictMode });
    await waitFor(() => expect(result.current.data?.paymentRequest?.requestNumber).toBe('upr-ok'));
    rerender();
    await seen.settled();
    expect(opens.map((r) => r.body)).toEqual([{ upr: 'upr-ok', base64: 'eyJvcmRlciI6MX0', hash: 'h1' }]);
  });
});

describe('startCall: a page\'s first call before its code', () => {
  /** Renders a hook and counts its renders (each is a frame the page shows). */
  function rendersOf<A, T>(call: (args: A) => Promise<T>, args: A) {
    const states: Array<{ isLoading: boolean; data?: T; error?: ApiError }> = [];
    const hook = renderHook(
      () => {
        const query = useCallQuery(call, args);
        states.push({ isLoading: query.isLoading, data: query.data, error: query.error });
        return query;
      },
      { wrapper: StrictMode },
    );
    return { ...hook, states };
  }

  it('a reply already in is the first state: one request, no loading render, under StrictMode', async () => {
    const { call, waiting } = controlledCall<string, string>();
    const started = startCall(call, 'early-a');
    await act(async () => waiting[0].resolve('A'));
    await started;
    const { result, states } = rendersOf(call, 'early-a');
    expect(states.every((state) => !state.isLoading && state.data === 'A')).toBe(true);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toMatchObject({ data: 'A', isLoading: false, isFetching: false });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a failure already in is the first state too, and refetch asks again', async () => {
    const { call, waiting } = controlledCall<string, string>();
    const started = startCall(call, 'early-b');
    await act(async () => waiting[0].reject(refused));
    await expect(started).resolves.toBeUndefined();
    const { result, states } = rendersOf(call, 'early-b');
    expect(states[0]).toMatchObject({ isLoading: false, error: refused });
    act(() => result.current.refetch());
    expect(call).toHaveBeenCalledTimes(2);
    await act(async () => waiting[1].resolve('B'));
    expect(result.current).toMatchObject({ data: 'B', error: undefined });
  });

  it('a reply still on its way is joined: loading, then the reply, one request', async () => {
    const { call, waiting } = controlledCall<string, string>();
    void startCall(call, 'early-c');
    const { result, states } = rendersOf(call, 'early-c');
    expect(states[0].isLoading).toBe(true);
    await act(async () => waiting[0].resolve('C'));
    expect(result.current).toMatchObject({ data: 'C', isLoading: false });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is taken by its first asker only: a later page asks again', async () => {
    const { call, waiting } = controlledCall<string, string>();
    void startCall(call, 'early-d');
    await act(async () => waiting[0].resolve('D1'));
    const first = rendersOf(call, 'early-d');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    first.unmount();
    const second = rendersOf(call, 'early-d');
    expect(second.states[0].isLoading).toBe(true);
    await act(async () => waiting[1].resolve('D2'));
    expect(second.result.current.data).toBe('D2');
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('useCallMutation', () => {
  it('resolves to { data } and says it is loading meanwhile', async () => {
    const { call, waiting } = controlledCall<{ checkId: string }, { ok: boolean }>();
    const { result } = renderHook(() => useCallMutation(call));
    expect(result.current[1]).toMatchObject({ isLoading: false, isSuccess: false, isError: false });
    let reply: unknown;
    act(() => {
      void result.current[0]({ checkId: 'c1' }).then((r) => (reply = r));
    });
    expect(result.current[1].isLoading).toBe(true);
    await act(async () => waiting[0].resolve({ ok: true }));
    expect(reply).toEqual({ data: { ok: true } });
    expect(result.current[1]).toMatchObject({ isLoading: false, isSuccess: true, isError: false, data: { ok: true } });
    expect(call).toHaveBeenCalledExactlyOnceWith({ checkId: 'c1' });
  });

  it('resolves, never rejects, to { error } with the ApiError, and keeps it in its state', async () => {
    const { call, waiting } = controlledCall<string, string>();
    const { result } = renderHook(() => useCallMutation(call));
    let reply: unknown;
    act(() => {
      void result.current[0]('x').then((r) => (reply = r));
    });
    await act(async () => waiting[0].reject(refused));
    expect(reply).toEqual({ error: refused });
    expect(result.current[1]).toMatchObject({ isLoading: false, isSuccess: false, isError: true, error: refused });
  });

  it('its state follows the last trigger', async () => {
    const { call, waiting } = controlledCall<number, number>();
    const { result } = renderHook(() => useCallMutation(call));
    act(() => {
      void result.current[0](1);
      void result.current[0](2);
    });
    await act(async () => waiting[1].resolve(2));
    await act(async () => waiting[0].reject(refused));
    expect(result.current[1]).toMatchObject({ isSuccess: true, isError: false, data: 2 });
  });
});
