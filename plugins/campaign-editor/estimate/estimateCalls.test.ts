import { describe, expect, it } from 'vitest';
import { AUDIENCE_SIZE_OUTAGE_BUNDLE_ID } from '../../../mock-server/seed/targeting-resources';
import { CAMPAIGN_ESTIMATE_PATHS, type AudienceSizeResult, type PlacementsGauge } from '../../../src/api/contract';
import { defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../../src/test/recordRequests';
import campaignEditor from '../index';
import { audienceSizeBody } from './estimateBodies';

const backend = mockBackend();
const editorCalls = (sent: SentRequest[]) => sent.filter((request) => request.path.startsWith('/v1/campaign/'));

describe('the estimate calls', () => {
  it('post the audience-size body as built and hand back a data status 500 as an answer, not a failure', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    // The seed's probe app: the mock answers an estimate that targets it with data status 500.
    const targeting = { ...defaultTargeting(), automatic_targeting: false, apps: [AUDIENCE_SIZE_OUTAGE_BUNDLE_ID] };
    const body = audienceSizeBody({ targeting, country: 'NG', cpm: 0.35 });
    const answer = await backend.dataProvider([campaignEditor]).invoke<AudienceSizeResult>('campaign-editor', 'audienceSize', body);
    expect(answer).toEqual({ status: 500, audience_size: null, message: expect.any(String) });
    expect(editorCalls(sent).map((request) => [request.method, request.path, JSON.parse(request.body ?? 'null')])).toEqual([['POST', CAMPAIGN_ESTIMATE_PATHS.audienceSize, body]]);
  });

  it('post the placements-gauge body and answer total and total impressions', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    const body = { country: 'NG', environment: 'app' };
    const answer = await backend.dataProvider([campaignEditor]).invoke<PlacementsGauge>('campaign-editor', 'placementsGauge', body);
    const { data: expected } = await backend.call<PlacementsGauge>(CAMPAIGN_ESTIMATE_PATHS.placementsGauge, { json: body });
    expect(answer).toEqual(expected);
    expect(answer.total).toBeGreaterThan(0);
    expect(editorCalls(sent).map((request) => [request.method, request.path, JSON.parse(request.body ?? 'null')])).toEqual([['POST', CAMPAIGN_ESTIMATE_PATHS.placementsGauge, body]]);
  });
});
