// Debian's nginx serving a production build as a deployment does (deploy/nginx.conf.template, filled in
// here): its own prefix, pid, temporary files and configuration in a temporary folder, a self-signed
// certificate for localhost made at start, and no system configuration read or touched. Used by
// `npm run serve:prod` and by the production end-to-end check (scripts/e2e.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { BROTLI_MODULE, nginxConfigTemplate, renderTemplate } from '../deploy/nginxConfig.mjs';
import { stripeEnabledIn } from '../deploy/securityPolicy.mjs';
import { stop } from './processes.mjs';
import { makeCertificate, waitForTls } from './tls.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter'];

const run = (command, args, env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

/**
 * Installs Debian's nginx and its brotli module with apt when missing (as scripts/chromium.mjs does for
 * chromium). Asynchronous, so the end-to-end runner installs while it builds. The package lists are
 * refreshed only when the install fails without it (chromium's install has usually just done it).
 */
export const ensureNginx = async () => {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Serving the production build needs Debian's nginx and its brotli module: run "sudo apt-get install -y ${PACKAGES.join(' ')}" once.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${PACKAGES.join(' and ')} (missing)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '-qq', ...PACKAGES], env);
  const installed = (await install()) === 0 || ((await run('apt-get', ['update', '-qq'], env)) === 0 && (await install()) === 0);
  if (!installed || !existsSync(NGINX) || !existsSync(BROTLI_MODULE)) {
    console.error(`Could not install ${PACKAGES.join(' ')} with apt-get; install them by hand and try again.`);
    process.exit(1);
  }
};

/** Opens a folder's tree to every user (folders 755, files 644), whatever the umask it was built under. */
const readableByAll = (dir) => {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readableByAll(path);
    else chmodSync(path, 0o644);
  }
};

// The container's own rules (deploy/runtime-settings.sh, POSIX sh as the image has no Node): the tests'
// nginx is filled in by the same checks, so what they accept and refuse is what the image does.
const RUNTIME_SETTINGS = resolve(dirname(fileURLToPath(import.meta.url)), '../deploy/runtime-settings.sh');

const runtimeSetting = (...args) => {
  const answer = spawnSync('sh', [RUNTIME_SETTINGS, ...args], { encoding: 'utf8' });
  if (answer.status !== 0) throw new Error((answer.stderr || answer.error?.message || `runtime-settings.sh ${args[0]} failed`).trim());
  return answer.stdout.trim();
};

/** BACKEND_URL as the entrypoint takes it: scheme://host[:port] (one trailing slash dropped); anything more is refused. */
export const backendOrigin = (url) => runtimeSetting('backend-origin', url);

/** The entrypoint's default RESOLVER: the first nameserver of `resolvConf` (the machine's /etc/resolv.conf). */
export const defaultResolver = (resolvConf) => runtimeSetting('resolver', ...(resolvConf ? [resolvConf] : []));

/**
 * Starts nginx in the foreground (its own process group) on `distDir`, proxying /v1 to `backendUrl`,
 * with plain HTTP on `httpPort` redirecting to `publicHttpsPort` (nginx's own port: no mapping here),
 * and resolves once it answers over TLS: { url, httpUrl, certificate, child, stop } (stop is async).
 * Rejects if nginx stops first (a port in use, a configuration error: nginx's own message is on
 * stderr), or before starting it when `backendUrl` is not an origin (the entrypoint's message).
 */
export const startNginx = async ({
  distDir,
  port,
  httpPort,
  backendUrl,
  serverName = 'localhost',
  publicHttpsPort = port,
  resolver = defaultResolver(),
  resolverValid = '30s',
  stripe = stripeEnabledIn(process.env),
}) => {
  const origin = backendOrigin(backendUrl);
  const prefix = mkdtempSync(join(tmpdir(), 'dsp-nginx-'));
  // The master runs as this user; when that is root, the workers run as nobody and must reach the folder.
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'temp'));
  // The build is served from a copy in that folder: the workers (nobody, under a root master) cannot
  // read a checkout under a private home (CI's may be), and a copy of a few megabytes costs little.
  const served = join(prefix, 'dist');
  cpSync(resolve(distDir), served, { recursive: true });
  readableByAll(served);
  const certificate = makeCertificate();
  const config = renderTemplate(nginxConfigTemplate({ stripe }), {
    LISTEN_PORT: String(port),
    HTTP_PORT: String(httpPort),
    PUBLIC_HTTPS_PORT: String(publicHttpsPort),
    SERVER_NAME: serverName,
    TLS_CERTIFICATE: certificate.cert,
    TLS_CERTIFICATE_KEY: certificate.key,
    BACKEND_URL: origin,
    RESOLVER: resolver,
    RESOLVER_VALID: resolverValid,
    DIST_DIR: served,
  });
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  child.name = 'nginx';
  const url = `https://localhost:${port}`;
  const exited = new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  /** Stops nginx, then (once it has removed its pid file, or after 5 s) its folder and certificate. */
  const cleanUp = async () => {
    stop(child);
    await Promise.race([exited, sleep(5_000)]);
    certificate.remove();
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForTls(`${url}/`, certificate.cert),
      new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`nginx stopped at start (exit ${code}); its configuration is ${configFile}`)))),
    ]);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { url, httpUrl: `http://localhost:${httpPort}`, certificate: certificate.cert, child, stop: cleanUp };
};
