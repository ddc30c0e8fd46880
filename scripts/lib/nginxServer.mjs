// nginx serving dist/ with deploy/nginx.conf, as production serves it: the template filled in, nginx
// started in the foreground with its pid, temp files and logs under .tmp/nginx-<port>/, its workers
// as the user who starts it (root too: see localNginxConf). Used by `npm run serve:prod`, the
// Playwright journeys against nginx and bench:lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const RECAPTCHA_FRAMES = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

/** Debian keeps nginx in /usr/sbin, which a normal user's PATH may leave out. */
export function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(`${dir}/nginx`)) return `${dir}/nginx`;
  return '/usr/sbin/nginx';
}

/** nginx's version as [major, minor, patch] (`nginx -v` says it on stderr), or null. */
export function nginxVersion() {
  const said = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' });
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${said.stderr ?? ''}${said.stdout ?? ''}`);
  return match ? match.slice(1).map(Number) : null;
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost in .tmp/tls/ (made once, with openssl), for
 * HTTPS on this machine (serve-prod.mjs --tls, bench:lighthouse); null without openssl.
 */
export function localCertificate(dir = resolve('.tmp/tls')) {
  const cert = `${dir}/cert.pem`;
  const key = `${dir}/key.pem`;
  if (existsSync(cert) && existsSync(key)) return { cert, key };
  mkdirSync(dir, { recursive: true });
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '365', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    { stdio: 'ignore' },
  );
  return made.status === 0 && existsSync(cert) ? { cert, key } : null;
}

/**
 * The values of deploy/nginx.conf's placeholders. API_UPSTREAM, REGISTRY_ORIGIN (default
 * https://data.gov.il, the registry client's VITE_REGISTRY_BASE_URL when set), UPLOAD_ORIGIN and
 * RECAPTCHA (on when VITE_RECAPTCHA_SITE_KEY is set) come from the environment when not given.
 */
export function nginxValues({ port, upstream, dist = 'dist', tls }) {
  const env = process.env;
  const recaptcha = (env.RECAPTCHA ?? (env.VITE_RECAPTCHA_SITE_KEY ? 'on' : 'off')) === 'on';
  const registry = env.REGISTRY_ORIGIN || (env.VITE_REGISTRY_BASE_URL ? new URL(env.VITE_REGISTRY_BASE_URL).origin : 'https://data.gov.il');
  return {
    API_UPSTREAM: upstream ?? env.API_UPSTREAM,
    LISTEN: `${env.LISTEN_HOST ?? '127.0.0.1'}:${port}`,
    DIST_DIR: resolve(dist),
    REGISTRY_ORIGIN: registry,
    UPLOAD_ORIGIN: env.UPLOAD_ORIGIN ?? '',
    SCRIPT_SRC_EXTRA: recaptcha ? RECAPTCHA_SCRIPTS : '',
    FRAME_SRC: recaptcha ? RECAPTCHA_FRAMES : "'none'",
    // HTTPS with HTTP/2 when `tls` ({ port, cert, key }) is given: the template's `#tls ` lines.
    TLS_LISTEN: tls ? `${env.LISTEN_HOST ?? '127.0.0.1'}:${tls.port}` : '',
    TLS_CERT: tls?.cert ?? '',
    TLS_KEY: tls?.key ?? '',
  };
}

/**
 * deploy/nginx.conf with its placeholders replaced (what envsubst does on a server), its `#tls `
 * lines on when TLS_CERT is given (in the form `version`, nginx's, reads: 1.25.1 moved HTTP/2 from
 * `listen` to a directive of its own).
 */
export function renderNginxConf(values, template = readFileSync('deploy/nginx.conf', 'utf8'), version) {
  let conf = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for ${whole}`);
    if (name === 'API_UPSTREAM' && !/^https?:\/\/[^/]+$/.test(values[name] ?? '')) {
      throw new Error(`API_UPSTREAM must be scheme://host[:port] without a path, not "${values[name]}"`);
    }
    return values[name];
  });
  // An empty placeholder leaves a space before a semicolon of the policy.
  conf = conf.replace(/ +;/g, ';');
  if (values.TLS_CERT) {
    conf = conf.replace(/^(\s*)#tls /gm, '$1');
    // (`nginx -v` is asked only here: a plain-HTTP config does not depend on the version.)
    const [major = 0, minor = 0, patch = 0] = (version === undefined ? nginxVersion() : version) ?? [];
    if (major * 1e6 + minor * 1e3 + patch >= 1_025_001) conf = conf.replace(/^(\s*)listen (\S+) ssl http2;$/m, '$1listen $2 ssl;\n$1http2 on;');
  }
  // Without Debian's libnginx-mod-http-brotli-static nginx still serves the gzip copies.
  if (!existsSync(BROTLI_MODULE)) {
    console.warn(`nginx: ${BROTLI_MODULE} is missing (apt-get install libnginx-mod-http-brotli-static): gzip only`);
    conf = conf.replace(/^load_module .*brotli.*$/m, '').replace(/^\s*brotli_static on;$/m, '');
  }
  return conf;
}

/**
 * The config nginx runs here: the template filled in, and, when started as root, its workers run as
 * root as well. nginx's default is to hand them to an unprivileged user (www-data, nobody), which
 * cannot read dist/ in a checkout under a private folder (a temporary clone is mode 700): every
 * page then fails with "stat() ... (13: Permission denied)". Started as another user, nginx keeps
 * master and workers as that user, who can read the checkout.
 */
export function localNginxConf(values, { uid = process.getuid?.(), user = uid === 0 ? userInfo().username : undefined, version } = {}) {
  const conf = renderNginxConf(values, undefined, version);
  return uid === 0 ? `user ${user};\n${conf}` : conf;
}

/**
 * Why nginx could not serve `dist` (an absolute path) to this process's user, or null: no build
 * yet, or its files not readable. Said before nginx starts, instead of a page that never answers.
 */
export function distProblem(dist) {
  const index = `${dist}/index.html`;
  try {
    accessSync(index, constants.R_OK);
    accessSync(`${dist}/preload-links.conf`, constants.R_OK);
  } catch (error) {
    if (error.code === 'ENOENT') return `${error.path} is missing: build first (npm run build, or serve:prod without --no-build)`;
    return `${error.path} cannot be read by ${userInfo().username} (${error.code}): nginx could not serve it`;
  }
  return null;
}

/** The last error lines nginx logged about serving files, for a message that says why. */
function servingErrors(prefix) {
  const log = `${prefix}/logs/error.log`;
  if (!existsSync(log)) return '';
  const lines = readFileSync(log, 'utf8').split('\n').filter((line) => /\[(crit|error|emerg|alert)\]/.test(line));
  return lines.slice(-3).join('\n');
}

/**
 * Starts nginx on `port` in front of `upstream`; resolves when it answers `readyPath`.
 * `stop()` ends it (and only it). With `tlsPort`, HTTPS with HTTP/2 too on that port (a self-signed
 * certificate: localCertificate), its origin as `tlsBase`; none without openssl.
 */
export async function startNginx({ port, upstream, readyPath = '/login', stdio = 'ignore', tlsPort }) {
  const binary = nginxBinary();
  if (!existsSync(binary)) throw new Error(`no nginx at ${binary}: apt-get install nginx libnginx-mod-http-brotli-static (or set NGINX_BIN)`);
  const cannotServe = distProblem(resolve('dist'));
  if (cannotServe) throw new Error(cannotServe);
  const prefix = resolve(`.tmp/nginx-${port}`);
  for (const dir of ['logs', 'tmp']) mkdirSync(`${prefix}/${dir}`, { recursive: true });
  // This run's errors only, for the message below.
  writeFileSync(`${prefix}/logs/error.log`, '');
  const certificate = tlsPort ? localCertificate() : null;
  if (tlsPort && !certificate) console.warn('nginx: no openssl to make a certificate with (apt-get install openssl): HTTP only');
  const tls = certificate ? { port: tlsPort, ...certificate } : undefined;
  const tlsBase = tls ? `https://127.0.0.1:${tls.port}` : undefined;
  writeFileSync(`${prefix}/nginx.conf`, localNginxConf(nginxValues({ port, upstream, tls })));
  const nginx = spawn(binary, ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`, '-e', 'stderr'], {
    stdio: ['ignore', stdio, 'inherit'],
  });
  let exited = null;
  nginx.on('exit', (code) => (exited = code ?? 0));
  const stop = () => {
    if (exited === null) nginx.kill('SIGTERM');
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  // Up to half a minute (a busy machine); each check gives up after 2 s. A reply that is not OK
  // is nginx up but unable to serve the page: said at once, with nginx's own words.
  for (let i = 0; i < 120 && exited === null; i++) {
    let reply;
    try {
      reply = await fetch(`${base}${readyPath}`, { signal: AbortSignal.timeout(2000) });
    } catch {
      /* not up yet */
    }
    if (reply?.ok) return { base, tlsBase, stop, process: nginx, prefix };
    if (reply) {
      stop();
      const said = servingErrors(prefix);
      throw new Error(`nginx on port ${port} answers ${readyPath} with ${reply.status}${said ? `:\n${said}` : ''}\n(config ${prefix}/nginx.conf, logs ${prefix}/logs/)`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // Still running but not answering this process's check (seen under Playwright's web server):
  // keep it; whoever waits for the page (Playwright, a person) checks it again.
  if (exited === null) {
    console.warn(`nginx on port ${port} did not answer ${readyPath} yet; left running (logs: ${prefix}/logs/)`);
    return { base, tlsBase, stop, process: nginx, prefix };
  }
  const said = servingErrors(prefix);
  throw new Error(`nginx did not start on port ${port}${said ? `:\n${said}` : ''} (see ${prefix}/logs/error.log)`);
}
