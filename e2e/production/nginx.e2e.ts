import { readFileSync } from 'node:fs';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMPAIGN_STATUS, type CampaignListRow, type Envelope, type Page as ListPage } from '../../src/api/contract';
import { addDays } from '../../src/domain/dateRange';
import { IMMUTABLE, REVALIDATE, TLS_ONLY_HEADERS } from '../../deploy/nginxConfig.mjs';
import { securityHeaders, stripeEnabledIn } from '../../deploy/securityPolicy.mjs';
import { loginWithForm, storedToken } from '../support/auth';
import { useBrowser } from '../support/browser';
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
const CERTIFICATE = process.env.E2E_NGINX_CERTIFICATE ?? '';
if (!BASE_URL || !CERTIFICATE) throw new Error('Run this file through `npm run test:prod` (scripts/e2e.mjs starts nginx for it).');

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
