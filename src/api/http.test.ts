import { delay, http as msw, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { configureHttp, http, LARGE_BODY_TIMEOUT_MS, sessionStarted, setRequestTimeout, timeoutFor } from './http';
import { clearDrifts, driftReports } from './schema/drift';
import { readReplyUser } from './schema/user';
import type { ApiError } from './apiError';
import { recordRequests } from '@/test/recordRequests';
import { i18n } from '@/i18n/i18n';

describe('the one axios instance', () => {
  const onUser = vi.fn();
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    onUser.mockReset();
    onUnauthorized.mockReset();
    configureHttp({ onUser, onUnauthorized, readUser: readReplyUser });
    sessionStarted();
  });

  it('stores the user field of every reply as the current user', async () => {
    server.use(msw.get('/api/anything', () => HttpResponse.json({ ok: true, user: { id: 'u9', email: 'a@b.co' } })));
    await http.get('/api/anything');
    expect(onUser).toHaveBeenCalledWith({ id: 'u9', email: 'a@b.co' });
  });

  it('does not treat a reply without a user object as a user', async () => {
    server.use(msw.get('/api/anything', () => HttpResponse.json({ user: 'text', items: [] })));
    await http.get('/api/anything');
    expect(onUser).not.toHaveBeenCalled();
  });

  // The refusals' texts (`errors`) are not in the first download: a refusal brings them before the
  // screen that asked shows it. Without a reply (offline) nothing is asked.
  it('has the texts of a refusal the server answered in before the caller sees it', async () => {
    i18n.removeResourceBundle('he', 'errors');
    server.use(msw.post('/api/exists', () => HttpResponse.json({ message: 'Terminal does not exist' }, { status: 404 })));
    const refusal = (await http.post('/api/exists', {}).catch((error: unknown) => error)) as ApiError;
    expect(refusal.messageKey).toBe('errors.terminalNotFound');
    expect(i18n.t(refusal.messageKey)).toBe('המסוף אינו קיים.');
  });

  it('rejects at once, with the text of common, when no reply came', async () => {
    i18n.removeResourceBundle('he', 'errors');
    server.use(msw.get('/api/offline', () => HttpResponse.error()));
    const failure = (await http.get('/api/offline').catch((error: unknown) => error)) as ApiError;
    expect(failure.messageKey).toBe('errors.network');
    expect(i18n.hasResourceBundle('he', 'errors')).toBe(false);
    expect(i18n.t(failure.messageKey)).not.toBe('errors.network');
    await i18n.reloadResources('he', 'errors');
  });

  it('sends JSON to a relative /api path', async () => {
    const requests = recordRequests();
    server.use(msw.post('/api/echo', () => HttpResponse.json({})));
    await http.post('/api/echo', { a: 1 });
    const seen = await requests.settled();
    expect(seen).toEqual([{ method: 'POST', path: '/api/echo', body: { a: 1 } }]);
    expect(seen[0].headers.get('content-type')).toContain('application/json');
  });

  it('never leaves for another host: an absolute URL stays a path of this origin', async () => {
    const requests = recordRequests();
    server.use(msw.all('*', () => HttpResponse.json({})));
    await http.get('https://evil.example/steal').catch(() => undefined);
    const seen = await requests.settled();
    expect(seen).toHaveLength(1);
    expect(seen[0].url.host).not.toBe('evil.example');
  });

  it('logs out once when twenty calls fail with 401 at the same time', async () => {
    server.use(msw.get('/api/secret', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => http.get('/api/secret')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects a 401 with the reply body, and logs out again after a new sign-in', async () => {
    server.use(msw.get('/api/secret', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const first = await http.get('/api/secret').catch((e: ApiError) => e);
    expect((first as ApiError).status).toBe(401);
    expect((first as ApiError).data).toEqual({ message: 'Unauthorized' });
    server.use(msw.post('/api/user/login', () => HttpResponse.json({ user: { id: 'u1', email: 'a@b.co' } })));
    await http.post('/api/user/login', {});
    await http.get('/api/secret').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("leaves the app that replaced it alone: a late reply to an earlier app's call neither signs out nor sets the user", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      msw.get('/api/late-401', async () => {
        await answered;
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
      msw.get('/api/late-user', async () => {
        await answered;
        return HttpResponse.json({ user: { id: 'old', email: 'old@b.co' } });
      }),
    );
    const late = Promise.allSettled([http.get('/api/late-401'), http.get('/api/late-user')]);
    const next = { onUser: vi.fn(), onUnauthorized: vi.fn(), readUser: readReplyUser };
    configureHttp(next);
    answer();
    const [refused, replied] = await late;
    expect(refused.status).toBe('rejected');
    expect(replied.status).toBe('fulfilled');
    expect(next.onUnauthorized).not.toHaveBeenCalled();
    expect(next.onUser).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onUser).not.toHaveBeenCalled();
  });

  it("sends the backend's XSRF cookie back in its header, and no header without it", async () => {
    const requests = recordRequests();
    server.use(msw.get('/api/anything', () => HttpResponse.json({})));
    await http.get('/api/anything');
    document.cookie = 'XSRF-TOKEN=t%2B1';
    await http.get('/api/anything');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const [without, withToken] = await requests.settled();
    expect(without.headers.get('x-xsrf-token')).toBeNull();
    expect(withToken.headers.get('x-xsrf-token')).toBe('t+1');
  });

  it('does not log out on a 401 whose err is 100', async () => {
    server.use(msw.post('/api/user/login', () => HttpResponse.json({ err: 100, message: 'Invalid email or password' }, { status: 401 })));
    const error = (await http.post('/api/user/login', {}).catch((e: ApiError) => e)) as ApiError;
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, err: 100, messageKey: 'errors.invalidCredentials' });
  });

  it.each([
    ['a network failure', () => HttpResponse.error(), 'errors.network'],
    ['a 500 with no message', () => new HttpResponse(null, { status: 500 }), 'errors.status'],
    ['a known backend message', () => HttpResponse.json({ message: 'Duplicate MICR' }, { status: 400 }), 'errors.duplicateMicr'],
    ['an unknown backend message', () => HttpResponse.json({ error: 'בעיה כלשהי' }, { status: 400 }), 'errors.server'],
  ])('turns %s into a translated error', async (_name, reply, key) => {
    server.use(msw.get('/api/fails', reply));
    const error = (await http.get('/api/fails').catch((e: ApiError) => e)) as ApiError;
    expect(error.messageKey).toBe(key);
  });

  it('keeps only the fields of a user the client knows: a token or a card number in a reply never reaches the store', async () => {
    const user = { id: 'u9', email: 'a@b.co', jwt: 'eyJ', authorization: 'Bearer x', creditCard: '4580', Roles: [{ roleType: 'owner', Workspace: { id: 'w1', name: 'ws', refresh: 'r' } }] };
    server.use(msw.get('/api/anything', () => HttpResponse.json({ user })));
    await http.get('/api/anything');
    expect(onUser).toHaveBeenCalledWith({ id: 'u9', email: 'a@b.co', Roles: [{ roleType: 'OWNER', Workspace: { id: 'w1', name: 'ws' } }] });
  });

  it('does not store a user without an id or an e-mail, and names the call in the diagnostics', async () => {
    clearDrifts();
    server.use(msw.get('/api/anything', () => HttpResponse.json({ user: { email: { value: 'a@b.co' } } })));
    await http.get('/api/anything?x=1');
    expect(onUser).not.toHaveBeenCalled();
    expect(driftReports().map((d) => [d.call, d.field])).toEqual([['GET /api/anything', 'user.id']]);
  });

  describe('time-out', () => {
    afterEach(() => setRequestTimeout(20_000));

    it('is 20 s by default', () => {
      expect(http.defaults.timeout).toBe(20_000);
    });

    it('turns a reply that never comes into a translated time-out error', async () => {
      setRequestTimeout(50);
      server.use(msw.get('/api/hangs', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }));
      const error = (await http.get('/api/hangs').catch((e: ApiError) => e)) as ApiError;
      expect(error).toMatchObject({ status: null, messageKey: 'errors.timeout', messageParams: { ms: 50, seconds: 1 } });
    });

    it.each([
      ['a plain call', 20_000, { name: 'x' }, 20_000],
      ['a call that sends pictures', 20_000, { checks: [{ frontImage: 'x'.repeat(300_000) }] }, LARGE_BODY_TIMEOUT_MS],
      ['a call with a longer time-out of its own', 300_000, 'x'.repeat(300_000), 300_000],
      ['no time-out', 0, 'x'.repeat(300_000), 0],
    ])('gives %s its time-out', (_name, ms, body, expected) => {
      expect(timeoutFor(ms, body)).toBe(expected);
    });
  });
});
