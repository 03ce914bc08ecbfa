import { describe, expect, it } from 'vitest';
import { EXCHANGE_REJECTION } from './exchange-rejection';
import { PERSONA_IDS } from './facts';
import { buildSeed } from './index';

const rejectedAds = (seed: ReturnType<typeof buildSeed>) =>
  seed.campaigns.flatMap((campaign) =>
    campaign.visuals.video_ads.filter((ad) => ad.google_status !== null).map((ad) => ({ campaign: campaign.id, space: campaign.space_id, ad })),
  );

describe('seed: a video ad rejected by an exchange', () => {
  it("holds exactly one, in the demo advertiser's space, on a video ad with its video, the same for the same seed", () => {
    const found = rejectedAds(buildSeed());
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ space: PERSONA_IDS.advertiser.spaceId, ad: { ...EXCHANGE_REJECTION, video: expect.objectContaining({ file_id: expect.any(Number) }) } });
    expect(rejectedAds(buildSeed())).toEqual(found);
  });
});
