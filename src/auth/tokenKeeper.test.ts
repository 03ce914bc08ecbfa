import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { isApiError } from '../api/HttpError';
import { delay, envelope, fakeFetch } from '../test/fakeFetch';
import { createTokenKeeper } from './tokenKeeper';
import { readTokens, writeTokens } from './tokenStore';

const NOW = 1_700_000_000_000;

/** A backend that accepts only `valid` as the bearer token and refreshes `refresh-1` once. */
const backend = (refreshAnswer: 'ok' | 'fail') => {
  let valid = 'access-old';
  const net = fakeFetch(async (call) => {
    if (call.url.endsWith('/v1/oauth/refresh')) {
      await delay(20);
      if (refreshAnswer === 'fail' || call.body !== 'refresh_token=refresh-1')
        return envelope(null, 5, 'Token is invalid', 401);
      valid = 'access-new';
      return envelope({ data: { data: { access_token: 'access-new', expires_in: 3600, refresh_token: 'refresh-2' } } });
    }
    if (call.headers.Authorization !== `Bearer ${valid}`) return envelope(null, 401, 'unauthorized', 401);
    return envelope({ ok: true });
  });
  return net;
};

const setup = (refreshAnswer: 'ok' | 'fail', expiresIn: number) => {
  writeTokens({ accessToken: 'access-old', refreshToken: 'refresh-1', expiresAt: NOW + expiresIn });
  const net = backend(refreshAnswer);
  const ended = vi.fn();
  const keeper = createTokenKeeper({ baseUrl: '', now: () => NOW, fetch: net.fetch, onRefreshFailed: ended });
  const client = createApiClient({ baseUrl: '', getAccessToken: keeper.getAccessToken, onUnauthorized: ended, fetch: net.fetch });
  const refreshCalls = () => net.calls.filter((call) => call.url.endsWith('/v1/oauth/refresh')).length;
  return { client, ended, refreshCalls, net };
};

describe('single-flight token refresh', () => {
  it('sends no refresh while the token has more than 10 seconds left', async () => {
    const { client, refreshCalls } = setup('ok', 60_000);
    await client.request('/v1/user/permissions');
    expect(refreshCalls()).toBe(0);
  });

  it('refreshes once for 20 concurrent calls, and all 20 succeed with the new token', async () => {
    const { client, refreshCalls, net } = setup('ok', 5_000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.request('/v1/user/permissions')));
    expect(refreshCalls()).toBe(1);
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    const dataCalls = net.calls.filter((call) => !call.url.endsWith('/refresh'));
    expect(dataCalls).toHaveLength(20);
    expect(dataCalls.every((call) => call.headers.Authorization === 'Bearer access-new')).toBe(true);
    // The refresh is a form body without an auth header, and the new tokens are stored.
    const refresh = net.calls.find((call) => call.url.endsWith('/refresh'));
    expect(refresh?.headers.Authorization).toBeUndefined();
    expect(refresh?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(readTokens()).toEqual({ accessToken: 'access-new', refreshToken: 'refresh-2', expiresAt: NOW + 3_590_000 });
  });

  it('ends the session when the refresh fails, and every waiting call fails with 401', async () => {
    const { client, ended, refreshCalls } = setup('fail', 5_000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.request('/v1/user/permissions')));
    expect(refreshCalls()).toBe(1);
    expect(results.every((r) => r.status === 'rejected' && isApiError(r.reason) && r.reason.status === 401)).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('fails with 401 when there is no session at all', async () => {
    const { client, refreshCalls } = setup('ok', 60_000);
    localStorage.clear();
    await expect(client.request('/v1/user/permissions')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toBe(0);
  });
});
