import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { distProblem, localNginxConf, nginxValues, renderNginxConf } from './nginxServer.mjs';

// deploy/nginx.conf as serve-prod.mjs and bench:lighthouse fill it in.
const render = (tls?: { port: string; cert: string; key: string }, version: number[] | null = [1, 22, 1]): string =>
  renderNginxConf(nginxValues({ port: '4190', upstream: 'http://127.0.0.1:8090', dist: 'dist', tls }), undefined, version);
const active = (conf: string) => conf.split('\n').filter((line) => !/^\s*#/.test(line));
const tls = { port: '4191', cert: '/srv/tls/cert.pem', key: '/srv/tls/key.pem' };

describe('deploy/nginx.conf filled in', () => {
  it('plain HTTP only, without a certificate: the TLS lines stay comments', () => {
    const lines = active(render());
    expect(lines).toContain('    listen 127.0.0.1:4190;');
    expect(lines.filter((line) => /ssl|http2/.test(line) && !/proxy_ssl_server_name/.test(line))).toEqual([]);
  });

  it.each([
    ['1.22.1 (Debian 12)', [1, 22, 1], ['    listen 127.0.0.1:4191 ssl http2;']],
    ['1.25.0', [1, 25, 0], ['    listen 127.0.0.1:4191 ssl http2;']],
    ['1.25.1, where HTTP/2 became a directive', [1, 25, 1], ['    listen 127.0.0.1:4191 ssl;', '    http2 on;']],
    ['1.26.3 (Debian 13)', [1, 26, 3], ['    listen 127.0.0.1:4191 ssl;', '    http2 on;']],
    ['an unknown version', null, ['    listen 127.0.0.1:4191 ssl http2;']],
  ])('with a certificate, nginx %s: HTTPS with HTTP/2 beside plain HTTP', (_name, version, listen) => {
    const lines = active(render(tls, version as number[] | null));
    expect(lines).toContain('    listen 127.0.0.1:4190;');
    for (const line of listen) expect(lines).toContain(line);
    expect(lines).toContain('    ssl_certificate /srv/tls/cert.pem;');
    expect(lines).toContain('    ssl_certificate_key /srv/tls/key.pem;');
  });

  it('tells browsers to keep to HTTPS, and keeps the other security headers', () => {
    const conf = active(render(tls)).join('\n');
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(conf).toContain('add_header Referrer-Policy "no-referrer" always;');
  });

  it('refuses an upstream with a path', () => {
    expect(() => renderNginxConf(nginxValues({ port: '4190', upstream: 'http://api.example/v1', dist: 'dist' }), undefined, [1, 22, 1])).toThrow(/API_UPSTREAM/);
  });
});

describe('nginx as serve:prod starts it', () => {
  const values = () => nginxValues({ port: '4190', upstream: 'http://127.0.0.1:8090', dist: 'dist' });

  it('started as root, runs its workers as root too: they must read dist/ wherever the checkout is', () => {
    const lines = active(localNginxConf(values(), { uid: 0, user: 'root', version: [1, 22, 1] }));
    expect(lines[0]).toBe('user root;');
    expect(lines.filter((line) => /^\s*user\b/.test(line))).toEqual(['user root;']);
  });

  it('started as another user, names none (nginx keeps its workers as that user)', () => {
    expect(active(localNginxConf(values(), { uid: 1000, version: [1, 22, 1] })).filter((line) => /^\s*user\b/.test(line))).toEqual([]);
  });

  it('says at once that there is no build to serve, and is content with one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    expect(distProblem(dist)).toMatch(/index\.html is missing: build first/);
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    expect(distProblem(dist)).toMatch(/preload-links\.conf is missing/);
    writeFileSync(join(dist, 'preload-links.conf'), '');
    expect(distProblem(dist)).toBeNull();
  });
});
