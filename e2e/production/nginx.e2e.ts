import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMPAIGN_STATUS, type CampaignListRow, type Envelope, type Page as ListPage } from '../../src/api/contract';
import { addDays } from '../../src/domain/dateRange';
import { IMMUTABLE, REVALIDATE, TLS_ONLY_HEADERS } from '../../deploy/nginxConfig.mjs';
import { securityHeaders, stripeEnabledIn } from '../../deploy/securityPolicy.mjs';
import { startNginx, type StartedNginx } from '../../scripts/nginxServer.mjs';
import { makeCertificate, waitForTls } from '../../scripts/tls.mjs';
import { loginWithForm, storedToken } from '../support/auth';
import { useBrowser } from '../support/browser';
import { freePort, httpsGet, runEntrypoint, startRecordingBackend } from '../support/deployment';
import { startDnsServer } from '../support/dnsServer';
import { NGINX_MOCK_URL } from '../support/env';
import { requestedDuring } from '../support/requested';
import { mockToday } from '../support/mockAdmin';

/**
 * A sample of the suite against the production build served as deployed: Debian's nginx with the
 * generated configuration (deploy/nginx.conf.template), TLS and HTTP/2, /v1 proxied to a fresh mock
 * (started by scripts/e2e.mjs, which hands over the URL and the self-signed certificate). Sign-in with
 * the form, the campaign list, a save in the editor, a report and its download; on every route it
 * visits, the document's headers, the route's hashed files' caching, a 404 for a missing file under
 * /assets/, and an inline script that must not run.
 */

const BASE_URL = process.env.E2E_NGINX_URL ?? '';
const HTTP_URL = process.env.E2E_NGINX_HTTP_URL ?? '';
const CERTIFICATE = process.env.E2E_NGINX_CERTIFICATE ?? '';
const DIST_DIR = process.env.E2E_NGINX_DIST ?? '';
if (!BASE_URL || !HTTP_URL || !CERTIFICATE || !DIST_DIR) throw new Error('Run this file through `npm run test:prod` (scripts/e2e.mjs starts nginx for it).');

/** The e2e build carries a Stripe test key (scripts/e2e.mjs): the policy then lets Stripe's hosts in. */
const EXPECTED_HEADERS = { ...securityHeaders({ stripe: stripeEnabledIn(process.env) }), ...TLS_ONLY_HEADERS };
/** A draft of the advertiser's account (mock-server seed), saved by the editor test. */
const DRAFT = 1000001;
const INLINE_REFUSED = /^Executing inline script violates the following Content Security Policy directive 'script-src 'self'( https:\/\/js\.stripe\.com)?'/;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request over HTTP/2 (the only protocol this client speaks), trusting exactly nginx's certificate. */
const h2Get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const session = connect(BASE_URL, { ca: readFileSync(CERTIFICATE) });
    session.on('error', reject);
    const request = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let answered: IncomingHttpHeaders = {};
    request.on('response', (received) => (answered = received));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      session.close();
      resolve({ status: Number(answered[':status']), headers: answered, body: Buffer.concat(chunks).toString('latin1') });
    });
    request.end();
  });

/** The security headers of deploy/securityPolicy.mjs, each exactly once, and no server version. */
const expectSecure = (headers: Record<string, string | string[] | undefined>, where: string) => {
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) expect(headers[name.toLowerCase()], `${name} on ${where}`).toBe(value);
  expect(headers['server'], `Server on ${where}`).toBe('nginx');
};

/** Records CSP violations from the first script on, for every document the page opens. */
const watchCsp = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/** Injects an inline script: it must not run, and the policy's refusal must be the page's only violation. */
const expectInlineScriptBlocked = async (page: Page, where: string) => {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.body.appendChild(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected), where).toBeUndefined();
  await expect.poll(() => cspViolations(page), { message: where }).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
};

/**
 * Opens `path` as a new document (a deep link: nginx's fallback must answer it with the index page) and
 * checks what nginx sent for it: the document's headers, every hashed file the route loaded (immutable),
 * a missing file under /assets/ (404, not the index page), and that no inline script runs.
 */
const visit = async (page: Page, path: string, ready: () => Promise<unknown>) => {
  const { result: response, urls: requested } = await requestedDuring(page, async () => {
    const answer = await page.goto(path);
    await ready();
    return answer;
  });
  expect(response?.status(), path).toBe(200);
  const headers = response?.headers() ?? {};
  expectSecure(headers, path);
  expect(headers['cache-control'], path).toBe(REVALIDATE);
  expect(headers['content-type'], path).toMatch(/^text\/html/);

  const origin = new URL(page.url()).origin;
  const files = requested.map((address) => new URL(address)).filter((url) => url.origin === origin && url.pathname.startsWith('/assets/')).map((url) => url.pathname);
  expect(files.length, `hashed files of ${path}`).toBeGreaterThan(0);
  for (const file of [...new Set(files)]) {
    const asset = await page.request.get(file);
    expect(asset.status(), file).toBe(200);
    expect(asset.headers()['cache-control'], file).toBe(IMMUTABLE);
    expectSecure(asset.headers(), file);
  }

  const missing = await page.request.get(`/assets/missing-${path.replace(/\W+/g, '-')}.js`);
  expect(missing.status(), `a missing file under /assets/ from ${path}`).toBe(404);
  expect(await missing.text()).not.toContain('id="root"');
  expect(missing.headers()['cache-control']).toBeUndefined();
  expectSecure(missing.headers(), `a missing file from ${path}`);

  expect(await cspViolations(page), path).toEqual([]);
  await expectInlineScriptBlocked(page, path);
};

describe('the production build served by nginx', () => {
  const browser = useBrowser({ baseUrl: BASE_URL, ignoreHttpsErrors: true, mockUrl: NGINX_MOCK_URL });
  // One session through the sample, signed in with the form as a person does.
  let page: Page;

  beforeAll(async () => {
    page = await browser.keptPage({ width: 1400, height: 1000 });
    await watchCsp(page);
  });

  it('answers over HTTP/2 with TLS, compresses, keeps hashed files a year and proxies /v1 with the same headers', async () => {
    const index = await h2Get('/');
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe(REVALIDATE);
    expectSecure(index.headers, '/');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(index.body)?.[1] ?? '';
    expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const brotli = await h2Get(script, { 'accept-encoding': 'br, gzip' });
    expect([brotli.status, brotli.headers['content-encoding'], brotli.headers['cache-control']]).toEqual([200, 'br', IMMUTABLE]);
    const gzip = await h2Get(script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const deepLink = await h2Get('/campaign/edit/1000001?tab=basicInfo');
    expect([deepLink.status, deepLink.body]).toEqual([200, index.body]);
    const missing = await h2Get('/assets/index-missing.js');
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('id="root"');

    const api = await h2Get('/v1/whitelabel/info');
    expect(api.status).toBe(200);
    expect((JSON.parse(api.body) as Envelope<unknown>).type.code).toBe(0);
    expectSecure(api.headers, '/v1/whitelabel/info');
    // The API's answers carry tokens and echo what was typed: never compressed (BREACH), even when
    // large enough that the assets' rule would compress them.
    const countries = await h2Get('/v1/geo/country', { 'accept-encoding': 'br, gzip' });
    expect(countries.status).toBe(200);
    expect(countries.body.length).toBeGreaterThan(1024);
    expect(countries.headers['content-encoding']).toBeUndefined();
  });

  it('signs in with the form and shows the campaign list', async () => {
    browser.allowConsole(INLINE_REFUSED);
    await visit(page, '/auth/login', () => page.getByRole('heading', { level: 1 }).first().waitFor());
    await loginWithForm(page, 'advertiser');
    await visit(page, '/campaigns', () => page.locator('tbody tr:not([data-testid="placeholder-row"])').first().waitFor());
  });

  it("saves a campaign in the editor through nginx's /v1", async () => {
    browser.allowConsole(INLINE_REFUSED);
    await visit(page, `/campaign/edit/${DRAFT}?tab=attribution`, () => page.getByRole('heading', { level: 1 }).first().waitFor());
    const pairs = page.locator('.ra-input').filter({ has: page.getByText('Attribution parameters', { exact: true }) });
    await pairs.getByRole('button', { name: 'Add' }).click();
    await pairs.getByLabel('Name').last().fill('utm_source');
    await pairs.getByLabel('Value').last().fill('nginx');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Changes saved').first().waitFor();
  });

  it('shows a report and downloads it', async () => {
    browser.allowConsole(INLINE_REFUSED);
    // A running campaign with figures, asked through nginx with the session the form sign-in stored.
    const token = await storedToken(page);
    const spaceId = Number(await page.evaluate(() => localStorage.getItem('DSP_SPACE_ID')));
    const today = await mockToday(NGINX_MOCK_URL);
    const list = await page.request.post('/v1/campaign/list/v2', {
      headers: { Authorization: `Bearer ${token}` },
      data: { space_id: spaceId, name: '', status_filter: [CAMPAIGN_STATUS.running], from_date: addDays(today, -6), to_date: addDays(today, 1), page: 1, pageSize: 5, sort_by_field: 'id', order_asc: true },
    });
    const rows = ((await list.json()) as Envelope<ListPage<CampaignListRow>>).data.data;
    const row = rows.find((candidate) => candidate.impressions > 0);
    if (!row) throw new Error('The advertiser has no running campaign with figures');

    await visit(page, `/reports?campaignId=${row.id}&from=${addDays(today, -6)}&to=${addDays(today, 1)}`, () => page.getByTestId('total-impressions').waitFor());
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Campaign report (CSV)' }).click()]);
    const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(csv.startsWith('campaign,dimension,impression_count')).toBe(true);
  });
});

/**
 * The deployment as an operator meets it (issue 42 §6): BACKEND_URL as operators write it, a backend
 * whose name is not in DNS yet when nginx starts, a path refused at start, and plain HTTP. Besides the
 * run's nginx (its BACKEND_URL given with a trailing slash by scripts/e2e.mjs), the tests start nginx
 * of their own on the same build, and the container's entrypoint itself.
 */
describe('the deployment as an operator meets it', () => {
  const BACKEND_NAME = 'backend.dsp.test';
  const PATH_REFUSED = `BACKEND_URL must be the /v1 backend's origin, scheme://host[:port] (e.g. http://api.internal:8080): "http://127.0.0.1:9/api" has a path (/api)`;
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it('redirects plain HTTP to HTTPS, same host, path and query', async () => {
    const path = '/campaign/edit/1000001?tab=basicInfo&q=a%20b';
    const answer = await fetch(`${HTTP_URL}${path}`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`${BASE_URL}${path}`);
    // Where it sends the browser answers: the app, over HTTPS.
    const target = await h2Get(path);
    expect(target.status).toBe(200);
    expect(target.body).toContain('id="root"');
  });

  it("passes /v1 and its query on unchanged through a BACKEND_URL with a trailing slash, resolving the backend's name per request", async () => {
    const backend = await startRecordingBackend();
    cleanUps.push(backend.close);
    const dns = await startDnsServer();
    cleanUps.push(dns.close);
    // The backend's name is not in DNS yet: nginx must start all the same.
    const nginx: StartedNginx = await startNginx({
      distDir: DIST_DIR,
      port: await freePort(),
      httpPort: await freePort(),
      backendUrl: `http://${BACKEND_NAME}:${backend.port}/`,
      // The deployment's public HTTPS port (the host maps 443 to nginx's): the redirect leaves it out.
      publicHttpsPort: 443,
      resolver: dns.address,
      // Short, so the name's arrival shows within a poll (a deployment keeps answers 30 s).
      resolverValid: '1s',
    });
    cleanUps.push(nginx.stop);

    const app = await httpsGet(`${nginx.url}/campaigns`, nginx.certificate);
    expect([app.status, app.body.includes('id="root"')]).toEqual([200, true]);
    const uri = '/v1/campaign/list/v2?page=1&name=a%2Fb%20c&order_asc=true';
    expect((await httpsGet(`${nginx.url}${uri}`, nginx.certificate)).status).toBe(502);
    expect(backend.received).toEqual([]);

    dns.add(BACKEND_NAME, '127.0.0.1');
    await expect.poll(async () => (await httpsGet(`${nginx.url}${uri}`, nginx.certificate)).status, { timeout: 30_000 }).toBe(200);
    expect(backend.received.length).toBeGreaterThan(0);
    expect(new Set(backend.received)).toEqual(new Set([uri]));

    const redirect = await fetch(`${nginx.httpUrl}/reports?from=2026-01-01`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, 'https://localhost/reports?from=2026-01-01']);
  });

  it('refuses at start a BACKEND_URL with a path, with its message, in the container and in the tests\' nginx', async () => {
    const backend = await startRecordingBackend();
    cleanUps.push(backend.close);
    const certificate = makeCertificate();
    cleanUps.push(certificate.remove);
    const start = async (backendUrl: string) => {
      const prefix = mkdtempSync(join(tmpdir(), 'dsp-entrypoint-'));
      // Under a root master the workers run as nobody and must reach the prefix.
      chmodSync(prefix, 0o755);
      cleanUps.push(() => rmSync(prefix, { recursive: true, force: true }));
      const port = await freePort();
      const run = runEntrypoint({
        BACKEND_URL: backendUrl,
        SERVER_NAME: 'localhost',
        TLS_CERTIFICATE: certificate.cert,
        TLS_CERTIFICATE_KEY: certificate.key,
        LISTEN_PORT: String(port),
        HTTP_PORT: String(await freePort()),
        DIST_DIR,
        NGINX_PREFIX: prefix,
        NGINX_TEMPLATE: 'deploy/nginx.conf.template',
      });
      cleanUps.push(run.stop);
      return { run, prefix, url: `https://localhost:${port}` };
    };

    // Positive control: the entrypoint starts nginx with an origin (a trailing slash, an IP literal) and /v1 reaches the backend.
    const started = await start(`http://127.0.0.1:${backend.port}/`);
    await Promise.race([
      waitForTls(`${started.url}/`, certificate.cert),
      started.run.exited.then((code) => {
        throw new Error(`the entrypoint stopped (exit ${code}): ${started.run.stderr()}`);
      }),
    ]);
    expect((await httpsGet(`${started.url}/v1/x?y=1`, certificate.cert)).status).toBe(200);
    expect(backend.received).toEqual(['/v1/x?y=1']);
    await started.run.stop();

    const refused = await start('http://127.0.0.1:9/api');
    expect(await refused.run.exited).not.toBe(0);
    expect(refused.run.stderr()).toContain(PATH_REFUSED);
    // Refused before nginx was configured, let alone started.
    expect(existsSync(join(refused.prefix, 'nginx.conf'))).toBe(false);

    await expect(startNginx({ distDir: DIST_DIR, port: await freePort(), httpPort: await freePort(), backendUrl: 'http://127.0.0.1:9/api' })).rejects.toThrow(PATH_REFUSED);
  });
});
