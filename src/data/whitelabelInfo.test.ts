import { describe, expect, it } from 'vitest';
import { WHITELABEL_HEADER } from '../api/contract';
import { createApiClient } from '../api/client';
import { mockBackend } from '../test/mockBackend';
import { DEFAULT_WHITELABEL } from '../whitelabel/whitelabel';
import { fetchWhitelabel } from './whitelabelInfo';

const backend = mockBackend();

describe('fetchWhitelabel', () => {
  it("answers the mock's white-label, dropping javascript: and data: links and keeping web links", async () => {
    const stored = backend.mock.store.mutate((state) => {
      const dsp = state.whitelabels.find((whitelabel) => whitelabel.whitelabel_id === 'dsp');
      if (!dsp) throw new Error('the seed has no dsp white-label');
      // What an administrator could have typed: the backend keeps it, the app must not link it.
      dsp.term_of_service_url = 'javascript:window.__xss=1';
      dsp.privacy_policy_url = 'data:text/html,<b>x</b>';
      return { ...dsp };
    });
    const info = await fetchWhitelabel();
    expect(info.name).toBe(stored.name);
    expect(info.primary_color).toBe(stored.primary_color);
    expect(info.term_of_service_url).toBe('');
    expect(info.privacy_policy_url).toBe('');
    expect(info.help_url).toBe(stored.help_url);
    expect(info.help_url).toMatch(/^https:\/\//);
  });

  it('answers the branding of the client the host names, and the default for a client the server lacks', async () => {
    // The app's client as src/api builds it on `ng.example.com` (and on `mars.example.com`).
    const clientOf = (client: string) =>
      createApiClient({ baseUrl: '', getAccessToken: async () => '', onUnauthorized: () => undefined, headers: { [WHITELABEL_HEADER]: client } });
    const ng = backend.mock.store.state().whitelabels.find((whitelabel) => whitelabel.whitelabel_id === 'ng');
    expect(await fetchWhitelabel(clientOf('ng'))).toMatchObject({ whitelabel_id: 'ng', name: ng?.name, primary_color: ng?.primary_color });
    expect((await fetchWhitelabel()).whitelabel_id).toBe('dsp');
    const unknown = await fetchWhitelabel(clientOf('mars'));
    expect(unknown).toMatchObject({ whitelabel_id: 'dsp', name: 'Adwise DSP' });
    expect(unknown).not.toEqual(DEFAULT_WHITELABEL);
  });

  it('falls back to neutral defaults when the call fails', async () => {
    await backend.settings({ failRate: 1 });
    expect(await fetchWhitelabel()).toEqual(DEFAULT_WHITELABEL);
  });
});
