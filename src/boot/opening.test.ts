import { afterEach, describe, expect, it, vi } from 'vitest';
// Its limit is the unit tests' own (setup.ts), made for a loaded machine; vi.waitFor gives up after 1 s.
import { waitFor } from '@testing-library/react';
import type { Space } from '../api/contract';
import { identityOf } from '../auth/authProvider';
import { definePlugin, type PrefetchContext } from '../plugins/contract';
import { IDENTITY_QUERY_KEY, PERMISSIONS_QUERY_KEY } from '../auth/seedAuthQueries';
import { PLUGINS } from '../app/plugins';
import { accessTableOf } from '../plugins/registry';
import { createAppDataProvider } from '../data/appDataProvider';
import { createQueryClient } from '../data/queryClient';
import { spaceQuery } from '../layout/spaceQueries';
import type { OpeningPage } from '../routing/openingPage';
import { mockBackend } from '../test/mockBackend';
import { recordRequests, type SentRequest } from '../test/recordRequests';
import { signOut } from '../test/signedIn';
import { startOpening } from './opening';
import { PREFETCH_WAIT_MS, prefetchOpening } from './prefetchOpening';

const backend = mockBackend();

/** What the boot hands the prefetch: a fresh cache and the app's dataProvider. */
const caches = () => ({ queryClient: createQueryClient(), dataProvider: createAppDataProvider(PLUGINS), access: accessTableOf(PLUGINS) });

const paths = (sent: SentRequest[]) => sent.map((call) => call.path).sort();

afterEach(() => {
  vi.useRealTimers();
  signOut();
});

describe('startOpening (what the app opens on, requested while react-admin is still loading)', () => {
  it('opening /campaigns signed in: the session answers are cached and the shell and list data requested once', async () => {
    const { spaceId, user, permissions } = await backend.signIn('advertiser');
    const sent = recordRequests();
    const { queryClient, dataProvider, ready } = startOpening({ pathname: '/campaigns', search: '?pageSize=25&sort=spent&order=desc&from=2026-11-01&to=2026-11-08' });

    expect(queryClient.getQueryData(PERMISSIONS_QUERY_KEY)).toEqual(permissions);
    expect(queryClient.getQueryData(IDENTITY_QUERY_KEY)).toEqual(identityOf(user));
    await ready;

    // The page's own request goes first; the shell's follow without being waited for.
    expect(sent[0]?.path).toBe('/v1/campaign/list/v2');
    await waitFor(() => expect(paths(sent)).toEqual(['/v1/campaign/list/v2', `/v1/space/${spaceId}`, `/v1/space/balance/${spaceId}`]));
    const listBody = JSON.parse(sent[0]?.body ?? '{}') as Record<string, unknown>;
    expect(listBody).toEqual({
      from_date: '2026-11-01',
      to_date: '2026-11-08',
      page: 1,
      pageSize: 25,
      name: '',
      status_filter: [50],
      space_id: spaceId,
      sort_by_field: 'spent',
      order_field: 'spent',
      order_asc: false,
    });
    // The cache holds what the mock answers for that request and that account.
    const list = await backend.call<{ data: { id: number }[]; total_size: number }>('/v1/campaign/list/v2', { json: listBody });
    const [listQuery] = queryClient.getQueryCache().findAll({ queryKey: ['campaigns', 'getList'] });
    await waitFor(() => expect(listQuery?.state.data).toMatchObject({ total: list.data.total_size }));
    const space = await backend.call<Space>(`/v1/space/${spaceId}`);
    await waitFor(() => expect(queryClient.getQueryData(spaceQuery(dataProvider, spaceId).queryKey)).toEqual(space.data));
  });

  it('signed out: nothing is seeded and nothing requested (the visitor is sent to the login page)', async () => {
    const sent = recordRequests();
    const { queryClient, ready } = startOpening({ pathname: '/campaigns', search: '' });
    await ready;
    expect(sent).toEqual([]);
    expect(queryClient.getQueryData(PERMISSIONS_QUERY_KEY)).toBeUndefined();
  });

  it("waits for the route's preload (e.g. the editor's open tab) as for the page's code, past the data's wait", async () => {
    await backend.signIn('advertiser');
    recordRequests();
    // The data's wait runs on a faked clock; the preload ends when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let finishPreload = () => {};
    const preload = vi.fn(() => new Promise<void>((resolve) => (finishPreload = resolve)));
    const plugin = definePlugin({
      id: 'editor-like',
      access: { things: { '*': [] } },
      requires: { resource: 'things' },
      routes: [{ path: '/things/:id', page: async () => ({ default: () => null }), prefetch: () => new Promise(() => {}), preload }],
      translations: { en: async () => ({ default: {} }), ru: async () => ({ default: {} }) },
    });
    let opened = false;
    const { ready } = startOpening({ pathname: '/things/7', search: '?tab=second' }, [plugin]);
    void ready.then(() => (opened = true));
    // Past the data's wait (its prefetch never answers), the opening still waits for the preload…
    await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS + 100);
    expect(opened).toBe(false);
    // …and is ready once it ends.
    finishPreload();
    await ready;
    expect(opened).toBe(true);
    expect(preload).toHaveBeenCalledWith({ search: new URLSearchParams('?tab=second'), params: { id: '7' } });
  });

  it('an anonymous page asks nothing even with a session', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    await startOpening({ pathname: '/auth/login', search: '' }).ready;
    expect(sent).toEqual([]);
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
    // The analyst reads reports but not the events monitor.
    const { spaceId } = await backend.signIn('analyst');
    const sent = recordRequests();
    const prefetch = vi.fn(async () => undefined);
    await prefetchOpening(opening(prefetch, { resource: 'events' }), caches(), '');
    expect(prefetch).not.toHaveBeenCalled();
    await waitFor(() => expect(paths(sent)).toEqual([`/v1/space/${spaceId}`, `/v1/space/balance/${spaceId}`]));
  });

  it("hands an allowed page the query client, the dataProvider, the query string, the route's parameters and the account", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const given = caches();
    const prefetch = vi.fn(async (_context: PrefetchContext) => undefined);
    await prefetchOpening(opening(prefetch), given, '?campaignId=1000001');
    const [context] = prefetch.mock.calls[0] ?? [];
    expect(context?.queryClient).toBe(given.queryClient);
    expect(context?.dataProvider).toBe(given.dataProvider);
    expect(context?.search.get('campaignId')).toBe('1000001');
    expect(context?.params).toEqual({ id: '7' });
    expect(context?.spaceId).toBe(spaceId);
  });

  it('stops waiting after its limit when the data is slow, and survives a failing request', async () => {
    await backend.signIn('advertiser');
    // Only the prefetch's own clock is faked: the shell's requests still reach the mock.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const never = () => new Promise<never>(() => undefined);
    let done = false;
    const waiting = prefetchOpening(opening(never), caches(), '', 30).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(29);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    await waiting;
    vi.useRealTimers();
    await expect(prefetchOpening(opening(async () => Promise.reject(new Error('down'))), caches(), '')).resolves.toBeUndefined();
  });
});
