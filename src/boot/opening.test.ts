import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type PrefetchContext } from '../plugins/contract';
import { IDENTITY_QUERY_KEY, PERMISSIONS_QUERY_KEY } from '../auth/seedAuthQueries';
import { PLUGINS } from '../app/plugins';
import { accessTableOf } from '../plugins/registry';
import { createAppDataProvider } from '../data/appDataProvider';
import { createQueryClient } from '../data/queryClient';
import { spaceQuery } from '../layout/spaceQueries';
import type { OpeningPage } from '../routing/openingPage';
import { envelope, fakeFetch, type RecordedCall } from '../test/fakeFetch';
import { TEST_USER, signIn, signOut } from '../test/signedIn';
import { startOpening } from './opening';
import { PREFETCH_WAIT_MS, prefetchOpening } from './prefetchOpening';

const SPACE = { id: 2002, name: 'Demo Advertiser Ltd', currency: 'USD', payment_settings: { allow_payment: true } };
const LIST = { data: [], total_size: 0 };

/** The backend the first screen asks: the current space, its balance and the campaign list. */
const network = () => {
  const net = fakeFetch((call: RecordedCall) => {
    if (call.url.endsWith('/v1/space/2002')) return envelope(SPACE);
    if (call.url.endsWith('/v1/space/balance/2002')) return envelope({ balance: 12480.5, currency: 'USD' });
    if (call.url.endsWith('/v1/campaign/list/v2')) return envelope(LIST);
    return envelope(null, 130, 'Not found', 404);
  });
  vi.stubGlobal('fetch', net.fetch);
  return net.calls;
};

/** What the boot hands the prefetch: a fresh cache and the app's dataProvider. */
const caches = () => ({ queryClient: createQueryClient(), dataProvider: createAppDataProvider(PLUGINS), access: accessTableOf(PLUGINS) });

const paths = (calls: RecordedCall[]) => calls.map((call) => call.url).sort();

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('startOpening (what the app opens on, requested while react-admin is still loading)', () => {
  it('opening /campaigns signed in: the session answers are cached and the shell and list data requested once', async () => {
    const calls = network();
    signIn({ permissions: ['PAGE_REPORTS', 'REPORT_SPEND'] });
    const { queryClient, dataProvider, ready } = startOpening({ pathname: '/campaigns', search: '?pageSize=25&sort=spent&order=desc&from=2026-11-01&to=2026-11-08' });

    expect(queryClient.getQueryData(PERMISSIONS_QUERY_KEY)).toEqual(['PAGE_REPORTS', 'REPORT_SPEND']);
    expect(queryClient.getQueryData(IDENTITY_QUERY_KEY)).toEqual({ id: 102, fullName: 'Sam Carter', email: TEST_USER.email });
    await ready;

    // The page's own request goes first; the shell's follow without being waited for.
    expect(calls[0]?.url).toBe('/v1/campaign/list/v2');
    await vi.waitFor(() => expect(paths(calls)).toEqual(['/v1/campaign/list/v2', '/v1/space/2002', '/v1/space/balance/2002']));
    const list = calls.find((call) => call.url.endsWith('/list/v2'));
    expect(JSON.parse(list?.body ?? '{}')).toEqual({
      from_date: '2026-11-01',
      to_date: '2026-11-08',
      page: 1,
      pageSize: 25,
      name: '',
      status_filter: [50],
      space_id: 2002,
      sort_by_field: 'spent',
      order_field: 'spent',
      order_asc: false,
    });
    await vi.waitFor(() => expect(queryClient.getQueryData(spaceQuery(dataProvider, 2002).queryKey)).toEqual(SPACE));
  });

  it('signed out: nothing is seeded and nothing requested (the visitor is sent to the login page)', async () => {
    const calls = network();
    const { queryClient, ready } = startOpening({ pathname: '/campaigns', search: '' });
    await ready;
    expect(calls).toEqual([]);
    expect(queryClient.getQueryData(PERMISSIONS_QUERY_KEY)).toBeUndefined();
  });

  it("waits for the route's preload (e.g. the editor's open tab) as for the page's code, past the data's wait", async () => {
    network();
    signIn();
    let preloaded = false;
    const preload = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS + 100));
      preloaded = true;
    });
    const plugin = definePlugin({
      id: 'editor-like',
      access: { things: { '*': [] } },
      requires: { resource: 'things' },
      routes: [{ path: '/things/:id', page: async () => ({ default: () => null }), prefetch: () => new Promise(() => {}), preload }],
      translations: { en: async () => ({ default: {} }), ru: async () => ({ default: {} }) },
    });
    await startOpening({ pathname: '/things/7', search: '?tab=second' }, [plugin]).ready;
    expect(preloaded).toBe(true);
    expect(preload).toHaveBeenCalledWith({ search: new URLSearchParams('?tab=second'), params: { id: '7' } });
  });

  it('an anonymous page asks nothing even with a session', async () => {
    const calls = network();
    signIn();
    await startOpening({ pathname: '/auth/login', search: '' }).ready;
    expect(calls).toEqual([]);
  });
});

describe('prefetchOpening', () => {
  const opening = (prefetch: OpeningPage['prefetch'], access = { resource: 'reports' }): OpeningPage => ({
    page: async () => ({ default: () => null }),
    access,
    prefetch,
    preload: undefined,
    inLayout: true,
    params: { id: '7' },
  });

  it("skips the page's own data when the session's permissions refuse the page, but still fetches the shell's", async () => {
    const calls = network();
    signIn({ permissions: ['PAGE_PROFILE'] });
    const prefetch = vi.fn(async () => undefined);
    await prefetchOpening(opening(prefetch), caches(), '');
    expect(prefetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(paths(calls)).toEqual(['/v1/space/2002', '/v1/space/balance/2002']));
  });

  it("hands an allowed page the query client, the dataProvider, the query string, the route's parameters and the account", async () => {
    network();
    signIn({ permissions: ['PAGE_REPORTS'] });
    const given = caches();
    const prefetch = vi.fn(async (_context: PrefetchContext) => undefined);
    await prefetchOpening(opening(prefetch), given, '?campaignId=1000001');
    const [context] = prefetch.mock.calls[0] ?? [];
    expect(context?.queryClient).toBe(given.queryClient);
    expect(context?.dataProvider).toBe(given.dataProvider);
    expect(context?.search.get('campaignId')).toBe('1000001');
    expect(context?.params).toEqual({ id: '7' });
    expect(context?.spaceId).toBe(2002);
  });

  it('stops waiting after its limit when the data is slow, and survives a failing request', async () => {
    network();
    signIn({ permissions: ['PAGE_REPORTS'] });
    const never = () => new Promise<never>(() => undefined);
    const started = Date.now();
    await prefetchOpening(opening(never), caches(), '', 30);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(prefetchOpening(opening(async () => Promise.reject(new Error('down'))), caches(), '')).resolves.toBeUndefined();
  });
});
