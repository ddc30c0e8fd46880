import type { HttpHandler } from 'msw';
import { handlers } from './handlers';
import { PUBLIC_ENDPOINTS, isPublicEndpoint } from './publicEndpoints';

const routes = (handlers as HttpHandler[]).map((h) => ({ method: String(h.info.method).toLowerCase(), path: String(h.info.path) }));
const staff = routes.filter((r) => !isPublicEndpoint(r.method, r.path));
const concrete = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => `${name}-1`);

describe('the mock backend refuses staff calls without a session', () => {
  it('lists only public routes that exist', () => {
    const known = routes.map((r) => `${r.method} ${r.path}`);
    expect(PUBLIC_ENDPOINTS.filter((e) => !known.includes(e))).toEqual([]);
  });

  it('has staff routes to check, the picture routes among them', () => {
    expect(staff.length).toBeGreaterThan(30);
    expect(staff.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['get /api/check/images/:side/:id', 'get /api/check/image/:id', 'post /api/check/images', 'get /api/user']),
    );
  });

  it.each(staff.map((r) => [r.method.toUpperCase(), r.path]))('%s %s answers 401 without a session', async (method, path) => {
    document.cookie = 'mock_sid=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const reply = await fetch(`${location.origin}${concrete(path)}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(reply.status).toBe(401);
  });
});
