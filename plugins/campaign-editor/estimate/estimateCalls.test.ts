import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createDataProvider } from '../../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../../src/test/fakeFetch';
import { audienceSizeBody } from './estimateBodies';
import { estimateCalls } from './estimateCalls';

const provider = (answer: () => Response) => {
  const backend = fakeFetch(answer);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  const dataProvider = createDataProvider({ 'campaign-editor': async () => ({ default: { custom: estimateCalls } }) }, client, () => 2002);
  return { dataProvider, calls: backend.calls };
};

describe('the estimate calls', () => {
  it('post the audience-size body as built and hand back a data status 500 as an answer, not a failure', async () => {
    const { dataProvider, calls } = provider(() => envelope({ status: 500, audience_size: null, message: 'Estimate unavailable' }));
    const body = audienceSizeBody({ targeting: undefined, country: 'NG', cpm: 0.35 });
    await expect(dataProvider.invoke('campaign-editor', 'audienceSize', body)).resolves.toEqual({
      status: 500,
      audience_size: null,
      message: 'Estimate unavailable',
    });
    expect(calls.map((call) => [call.method, call.url, JSON.parse(call.body ?? 'null')])).toEqual([['POST', '/v1/campaign/audience-size', body]]);
  });

  it('post the placements-gauge body and answer total and total impressions', async () => {
    const { dataProvider, calls } = provider(() => envelope({ total: 1200, total_impressions: 3_400_000 }));
    await expect(dataProvider.invoke('campaign-editor', 'placementsGauge', { country: 'NG', environment: 'app' })).resolves.toEqual({
      total: 1200,
      total_impressions: 3_400_000,
    });
    expect(calls.map((call) => [call.method, call.url, JSON.parse(call.body ?? 'null')])).toEqual([
      ['POST', '/v1/campaign/placements-gauge', { country: 'NG', environment: 'app' }],
    ]);
  });
});
