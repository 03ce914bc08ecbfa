import { describe, expect, it } from 'vitest';
import { ADVERTISER_AUDIENCES, FIRST_AUDIENCE_ID } from '../../../mock-server/seed/audiences';
import { citiesOf } from '../../../mock-server/seed/cities';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import type { City, PendingResource, SegmentAudience, TargetingResource } from '../../../src/api/contract';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../../src/test/recordRequests';
import campaignEditor from '../index';

const backend = mockBackend();
const SPACE_ID = PERSONA_IDS.advertiser.spaceId;
const editorCalls = (sent: SentRequest[]) => sent.filter((request) => !request.path.startsWith('/v1/oauth/') && !request.path.startsWith('/v1/user/'));
const invoke = <T,>(name: string, params: object) => backend.dataProvider([campaignEditor]).invoke<T>('campaign-editor', name, params);

describe('the targeting calls', () => {
  it('search resources by name and country, list cities of a country and read an audience by id', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    const apps = await invoke<TargetingResource[]>('targetingResources', { name: ' word garden ', country: 'NG' });
    expect(apps.map((app) => app.name)).toEqual(['Word Garden']);
    expect((await invoke<TargetingResource[]>('targetingResources', { name: 'chess' })).map((app) => app.name)).toContain('Pocket Chess Arena');
    expect(await invoke<City[]>('cities', { country: 'AM' })).toEqual(citiesOf('AM'));
    expect(await invoke<SegmentAudience>('segmentAudience', { id: FIRST_AUDIENCE_ID })).toMatchObject({ id: FIRST_AUDIENCE_ID, name: ADVERTISER_AUDIENCES[0].name });
    expect(editorCalls(sent).map((request) => [request.method, request.path])).toEqual([
      ['GET', '/v1/campaign/app/resources?name=word+garden&country=NG'],
      ['GET', '/v1/campaign/app/resources?name=chess'],
      ['GET', '/v1/geo/city?country=AM'],
      ['GET', `/v1/audience/${FIRST_AUDIENCE_ID}`],
    ]);
  });

  it('post the research request and the audience list with exactly their fields', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    const campaign = backend.mock.store.state().campaigns.find((candidate) => candidate.space_id === SPACE_ID);
    if (!campaign) throw new Error("the seed has no campaign in the advertiser's space");
    await invoke<PendingResource>('requestResearch', { name: ' Zebra Quest ', campaign_id: null, extra: 'dropped' });
    await invoke<PendingResource>('requestResearch', { name: 'Zebra Quest', campaign_id: campaign.id });
    const audiences = await invoke<SegmentAudience[]>('segmentAudiences', { space_id: SPACE_ID, name: '', extra: 'dropped' });
    expect(audiences.map((audience) => audience.name).sort()).toEqual(ADVERTISER_AUDIENCES.map((audience) => audience.name).sort());
    expect(editorCalls(sent).map((request) => [request.method, request.path, JSON.parse(request.body ?? 'null')])).toEqual([
      ['POST', '/v1/campaign/app/pending/resources', { name: 'Zebra Quest', campaign_id: null }],
      ['POST', '/v1/campaign/app/pending/resources', { name: 'Zebra Quest', campaign_id: campaign.id }],
      ['POST', '/v1/audience/list', { space_id: SPACE_ID, name: '' }],
    ]);
    // The mock kept both requests, the unsaved campaign's without an id.
    expect(backend.mock.store.state().resource_requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Zebra Quest', campaign_id: null, space_id: SPACE_ID }),
        expect.objectContaining({ name: 'Zebra Quest', campaign_id: campaign.id, space_id: SPACE_ID }),
      ]),
    );
  });
});
