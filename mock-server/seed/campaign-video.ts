import type { CreativeServingDecision, MediaFile, PolicyCompliance, VideoAd } from '../../src/api/contract';
import { seedMediaContent, SEED_COMPANION, SEED_VIDEO } from './creative-media';
import { CREATIVE_FILE_IDS, fileUrl } from './creative-files';
import { createRandom, type Random } from './random';

/**
 * The seed's video creatives (video ads with a companion banner, and the native ad's video), and a
 * second policy topic on some disapprovals, so the overall message lists topics comma-separated
 * (spec 1 §4). They draw from a stream of their own, keyed by the campaign's name, so adding them
 * shifted none of the draws that came before them (seed/campaign-factory.ts).
 */

/** FNV-1a: a stable 32-bit number from a name. */
const hashName = (name: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

export const mediaRandom = (stem: string): Random => createRandom(hashName(`media:${stem}`));

/** The seeded mp4 as the records name it. */
export const seededVideoFile = (name: string): MediaFile & { width: number; height: number } => ({
  file_id: CREATIVE_FILE_IDS.video,
  name,
  url: fileUrl(CREATIVE_FILE_IDS.video),
  size: seedMediaContent(SEED_VIDEO).length,
  duration: SEED_VIDEO.duration,
  width: SEED_VIDEO.width ?? 0,
  height: SEED_VIDEO.height ?? 0,
});

export const seedVideoAd = (creativeName: (...parts: string[]) => string, stem: string, decision: CreativeServingDecision | null): VideoAd => ({
  creative_name: creativeName(stem, 'video'),
  video: seededVideoFile(`${stem}_teaser.mp4`),
  companion_banners: [
    {
      width: SEED_COMPANION.width,
      height: SEED_COMPANION.height,
      creative_name: creativeName(stem, 'companion', `${SEED_COMPANION.width}x${SEED_COMPANION.height}`),
      file_id: CREATIVE_FILE_IDS.companion,
      url: fileUrl(CREATIVE_FILE_IDS.companion),
    },
  ],
  exchange_id: null,
  google_status: null,
  creative_serving_decision: decision,
});

const SECOND_TOPICS = ['Trademark misuse', 'Personalised advertising restrictions', 'Unverified claims'] as const;

const withTopic = (part: PolicyCompliance, rnd: Random): PolicyCompliance =>
  part.status === 'DISAPPROVED' ? { ...part, policy_topics: [...part.policy_topics, rnd.pick(SECOND_TOPICS)] } : part;

/** A disapproval with two policy topics instead of one, half of the time. */
export const maybeSecondTopic = (rnd: Random, decision: CreativeServingDecision | null): CreativeServingDecision | null => {
  if (decision === null || !rnd.chance(0.5)) return decision;
  return {
    deals_policy_compliance: withTopic(decision.deals_policy_compliance, rnd),
    network_policy_compliance: withTopic(decision.network_policy_compliance, rnd),
    platform_policy_compliance: withTopic(decision.platform_policy_compliance, rnd),
  };
};
