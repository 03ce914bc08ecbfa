import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { ERROR_CATALOGUE, REWARDED_SPOT_PATHS, type CampaignRecord, type RewardedSpot } from '../../../src/api/contract';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../../src/test/recordRequests';
import campaignEditor from '../index';

const backend = mockBackend();
const dataProvider = () => backend.dataProvider([campaignEditor]);
const editorCalls = (sent: SentRequest[]) => sent.filter((request) => request.path.startsWith('/v1/campaign/rewarded'));

/** A campaign of the advertiser's space, as the mock holds it. */
const advertiserCampaign = (): CampaignRecord => {
  const found = backend.mock.store.state().campaigns.find((campaign) => campaign.space_id === PERSONA_IDS.advertiser.spaceId);
  if (!found) throw new Error("the seed has no campaign in the advertiser's space");
  return found;
};

describe('the voice targeting calls', () => {
  it('post the space switch to the space’s path and answer its space', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    await expect(dataProvider().invoke('campaign-editor', 'rewardedSpaceSwitch', { space_id: PERSONA_IDS.advertiser.spaceId })).resolves.toEqual({
      space_id: PERSONA_IDS.advertiser.spaceId,
    });
    expect(editorCalls(sent).map((request) => [request.method, request.path])).toEqual([['POST', `/v1/campaign/rewarded/space-switch/${PERSONA_IDS.advertiser.spaceId}`]]);
  });

  it('ask the spot calculator with the campaign, the multiplier and the budget in decimal notation', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    const campaign = advertiserCampaign();
    const provider = dataProvider();
    await provider.invoke('campaign-editor', 'rewardedSpaceSwitch', { space_id: campaign.space_id });
    const spot = await provider.invoke<RewardedSpot>('campaign-editor', 'rewardedSpot', { campaign_id: campaign.id, cpm_multiplier: 1, daily_budget: 70 });
    const { data: expected } = await backend.call<RewardedSpot>(`${REWARDED_SPOT_PATHS.calculator}?campaign_id=${campaign.id}&cpm_multiplier=1&daily_budget=70`);
    expect(spot).toEqual(expected);
    expect(spot.spot).toBeGreaterThan(0);
    await provider.invoke('campaign-editor', 'rewardedSpot', { cpm_multiplier: 1.5, daily_budget: 0.0000001 });
    expect(editorCalls(sent).slice(1).map((request) => [request.method, request.path])).toEqual([
      ['GET', `/v1/campaign/rewarded/spot-calculator?campaign_id=${campaign.id}&cpm_multiplier=1&daily_budget=70`],
      ['GET', '/v1/campaign/rewarded/spot-calculator?cpm_multiplier=1.5&daily_budget=0.0000001'],
    ]);
  });

  it("reject with the server's type.message", async () => {
    // An administrator switched to their own agency's space asks about a campaign of the advertiser's.
    await backend.signIn('admin');
    const provider = dataProvider();
    // Switched to the campaign's own space, the same question is answered: the refusal is the space's doing.
    await provider.invoke('campaign-editor', 'rewardedSpaceSwitch', { space_id: PERSONA_IDS.advertiser.spaceId });
    const answered = await provider.invoke<RewardedSpot>('campaign-editor', 'rewardedSpot', { campaign_id: advertiserCampaign().id, cpm_multiplier: 1, daily_budget: 70 });
    expect(answered.spot).toBeGreaterThan(0);
    await provider.invoke('campaign-editor', 'rewardedSpaceSwitch', { space_id: PERSONA_IDS.admin.spaceId });
    await expect(provider.invoke('campaign-editor', 'rewardedSpot', { campaign_id: advertiserCampaign().id, cpm_multiplier: 1, daily_budget: 70 })).rejects.toThrow(
      ERROR_CATALOGUE[1420],
    );
  });
});
