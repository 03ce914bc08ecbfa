import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createDataProvider } from '../../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../../src/test/fakeFetch';
import { voiceCalls } from './voiceCalls';

const provider = (answer: () => Response) => {
  const backend = fakeFetch(answer);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  const dataProvider = createDataProvider({ 'campaign-editor': async () => ({ default: { custom: voiceCalls } }) }, client, () => 2002);
  return { dataProvider, calls: backend.calls };
};

describe('the voice targeting calls', () => {
  it('post the space switch to the space’s path and answer its space', async () => {
    const { dataProvider, calls } = provider(() => envelope({ space_id: 2002 }));
    await expect(dataProvider.invoke('campaign-editor', 'rewardedSpaceSwitch', { space_id: 2002 })).resolves.toEqual({ space_id: 2002 });
    expect(calls.map((call) => [call.method, call.url])).toEqual([['POST', '/v1/campaign/rewarded/space-switch/2002']]);
  });

  it('ask the spot calculator with the campaign, the multiplier and the budget in decimal notation', async () => {
    const { dataProvider, calls } = provider(() => envelope({ spot: 200_000 }));
    await expect(dataProvider.invoke('campaign-editor', 'rewardedSpot', { campaign_id: 9001, cpm_multiplier: 1, daily_budget: 70 })).resolves.toEqual({
      spot: 200_000,
    });
    await dataProvider.invoke('campaign-editor', 'rewardedSpot', { cpm_multiplier: 1.5, daily_budget: 0.0000001 });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', '/v1/campaign/rewarded/spot-calculator?campaign_id=9001&cpm_multiplier=1&daily_budget=70'],
      ['GET', '/v1/campaign/rewarded/spot-calculator?cpm_multiplier=1.5&daily_budget=0.0000001'],
    ]);
  });

  it("reject with the server's type.message", async () => {
    const { dataProvider } = provider(() => envelope(null, 1420, 'Space mismatch'));
    await expect(dataProvider.invoke('campaign-editor', 'rewardedSpot', { campaign_id: 9001, cpm_multiplier: 1, daily_budget: 70 })).rejects.toThrow(
      'Space mismatch',
    );
  });
});
