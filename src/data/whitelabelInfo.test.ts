import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { envelope, fakeFetch } from '../test/fakeFetch';
import { DEFAULT_WHITELABEL } from '../whitelabel/whitelabel';
import { fetchWhitelabel } from './whitelabelInfo';

const clientAnswering = (data: unknown) =>
  createApiClient({ baseUrl: '', getAccessToken: async () => '', onUnauthorized: () => {}, fetch: fakeFetch(() => envelope(data)).fetch });

describe('fetchWhitelabel', () => {
  it('drops javascript: and data: links, keeping web links', async () => {
    const info = await fetchWhitelabel(
      clientAnswering({
        name: 'Hostile',
        term_of_service_url: 'javascript:window.__xss=1',
        privacy_policy_url: 'data:text/html,<b>x</b>',
        help_url: 'https://docs.example.com/help',
      }),
    );
    expect(info.name).toBe('Hostile');
    expect(info.term_of_service_url).toBe('');
    expect(info.privacy_policy_url).toBe('');
    expect(info.help_url).toBe('https://docs.example.com/help');
  });

  it('falls back to neutral defaults when the call fails', async () => {
    const failing = createApiClient({ baseUrl: '', getAccessToken: async () => '', onUnauthorized: () => {}, fetch: fakeFetch(() => envelope(null, 1, 'Backend exception', 500)).fetch });
    expect(await fetchWhitelabel(failing)).toEqual(DEFAULT_WHITELABEL);
  });
});
