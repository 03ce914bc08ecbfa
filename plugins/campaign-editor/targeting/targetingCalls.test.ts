import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createDataProvider } from '../../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../../src/test/fakeFetch';
import { targetingCalls } from './targetingCalls';

const provider = (answer: () => Response) => {
  const backend = fakeFetch(answer);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  const dataProvider = createDataProvider({ 'campaign-editor': async () => ({ default: { custom: targetingCalls } }) }, client, () => 2002);
  return { dataProvider, calls: backend.calls };
};

describe('the targeting calls', () => {
  it('search resources by name and country, list cities of a country and read an audience by id', async () => {
    const { dataProvider, calls } = provider(() => envelope([]));
    await dataProvider.invoke('campaign-editor', 'targetingResources', { name: ' word game ', country: 'NG' });
    await dataProvider.invoke('campaign-editor', 'targetingResources', { name: 'chess' });
    await dataProvider.invoke('campaign-editor', 'cities', { country: 'AM' });
    await dataProvider.invoke('campaign-editor', 'segmentAudience', { id: 41 });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', '/v1/campaign/app/resources?name=word+game&country=NG'],
      ['GET', '/v1/campaign/app/resources?name=chess'],
      ['GET', '/v1/geo/city?country=AM'],
      ['GET', '/v1/audience/41'],
    ]);
  });

  it('post the research request and the audience list with exactly their fields', async () => {
    const { dataProvider, calls } = provider(() => envelope([]));
    await dataProvider.invoke('campaign-editor', 'requestResearch', { name: ' Zebra Quest ', campaign_id: null, extra: 'dropped' });
    await dataProvider.invoke('campaign-editor', 'requestResearch', { name: 'Zebra Quest', campaign_id: 7001 });
    await dataProvider.invoke('campaign-editor', 'segmentAudiences', { space_id: 2002, name: '', extra: 'dropped' });
    expect(calls.map((call) => [call.method, call.url, JSON.parse(call.body ?? 'null')])).toEqual([
      ['POST', '/v1/campaign/app/pending/resources', { name: 'Zebra Quest', campaign_id: null }],
      ['POST', '/v1/campaign/app/pending/resources', { name: 'Zebra Quest', campaign_id: 7001 }],
      ['POST', '/v1/audience/list', { space_id: 2002, name: '' }],
    ]);
  });
});
