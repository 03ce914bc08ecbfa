import { describe, expect, it } from 'vitest';
import { BANNER_SLOTS, megabytes, type CampaignVisuals, type CreativeServingDecision, type PolicyStatus } from '../../src/api/contract';
import { campaignCreativeStatus } from '../../src/domain/servingDecision';
import { checkCreative } from '../uploads/check-creative';
import { keptBytesOf } from '../db/file-store';
import type { StoredFile } from '../db/types';
import { buildSeed, seedFileContents } from './index';
import { CREATIVE_FILE_IDS } from './creative-files';
import { SEED_AUDIO, SEED_COMPANION, SEED_VIDEO, seedCompanionContent, seedMediaContent } from './creative-media';
import { expectEvery } from '../../src/test/expectations';
import { onDisk } from '../uploads/on-disk.testkit';

const seed = buildSeed({ scale: 'normal' });
const seedBytes = new Map(seedFileContents().map((content) => [keptBytesOf(content).hash, Buffer.from(content)]));

/** The bytes a seeded file's record names (the seed puts them into the files folder by this hash). */
const contentOf = (file: StoredFile | undefined): Buffer => {
  const content = file && seedBytes.get(file.hash);
  if (!content) throw new Error(`no seeded bytes for file ${file?.id ?? '(none)'}`);
  return content;
};

/** Every file id a campaign's creatives name. */
const fileIds = (v: CampaignVisuals): number[] => [
  ...v.banners.map((b) => b.file_id ?? -1),
  ...(v.dynamic_ad ? [...v.dynamic_ad.images, ...v.dynamic_ad.logos].map((f) => f.file_id) : []),
  ...(v.native_ad ? [...(v.native_ad.logo ? [v.native_ad.logo] : []), ...v.native_ad.images, ...(v.native_ad.video ? [v.native_ad.video] : [])].map((f) => f.file_id) : []),
  ...v.video_ads.flatMap((ad) => [...(ad.video ? [ad.video.file_id] : []), ...ad.companion_banners.map((c) => c.file_id)]),
  ...v.audio_ads.map((a) => a.file_id),
];

const decisions = (v: CampaignVisuals): CreativeServingDecision[] =>
  [...v.banners.map((b) => b.creative_serving_decision), v.native_ad?.creative_serving_decision ?? null, ...v.video_ads.map((a) => a.creative_serving_decision)].filter(
    (d): d is CreativeServingDecision => d !== null,
  );

const parts = (d: CreativeServingDecision) => [d.deals_policy_compliance, d.network_policy_compliance, d.platform_policy_compliance];
/** Spec 1 §4: all approved → approved; any disapproved → disapproved; otherwise pending review. */
const overall = (d: CreativeServingDecision): PolicyStatus => {
  const statuses = parts(d).map((p) => p.status);
  if (statuses.includes('DISAPPROVED')) return 'DISAPPROVED';
  return statuses.every((s) => s === 'APPROVED') ? 'APPROVED' : 'PENDING_REVIEW';
};

describe('seeded media creatives', () => {
  it('are real files that pass the upload checks, with the facts the records give', async () => {
    const video = await checkCreative('video', onDisk(seedMediaContent(SEED_VIDEO)));
    expect(video.ok && video.creative).toMatchObject({ format: 'video', width: SEED_VIDEO.width, height: SEED_VIDEO.height, duration: SEED_VIDEO.duration });
    const companion = await checkCreative('companion', onDisk(seedCompanionContent()));
    expect(companion.ok && companion.creative).toMatchObject({ width: SEED_COMPANION.width, height: SEED_COMPANION.height, contentType: SEED_COMPANION.contentType });
    for (const track of SEED_AUDIO) {
      const audio = await checkCreative('audio', onDisk(seedMediaContent(track)));
      expect(audio.ok && audio.creative, track.fileName).toMatchObject({ format: 'audio', duration: track.duration });
    }
  });

  it('are stored under the ids the creatives name, and every creative names a stored file', () => {
    const files = new Map(seed.files.map((f) => [f.id, f]));
    expect(contentOf(files.get(CREATIVE_FILE_IDS.video)).equals(seedMediaContent(SEED_VIDEO))).toBe(true);
    SEED_AUDIO.forEach((track, index) => expect(files.get(CREATIVE_FILE_IDS.audioFirst + index)?.content_type, track.fileName).toBe('audio/mpeg'));
    for (const campaign of seed.campaigns) {
      for (const id of fileIds(campaign.visuals)) expect(files.has(id), `campaign ${campaign.id} file ${id}`).toBe(true);
    }
  });

  it('give audio tracks their real size in MB and video ads their real video and a companion', () => {
    const tracks = seed.campaigns.flatMap((c) => c.visuals.audio_ads);
    expect(tracks.length).toBeGreaterThan(0);
    for (const track of tracks) {
      const media = SEED_AUDIO[track.file_id - CREATIVE_FILE_IDS.audioFirst];
      expect(media && track.size).toBe(media ? megabytes(seedMediaContent(media).length) : -1);
    }
    const videoAds = seed.campaigns.filter((c) => c.visuals.video_enabled).flatMap((c) => c.visuals.video_ads);
    expect(videoAds.length).toBeGreaterThan(3);
    for (const ad of videoAds) {
      expect(ad.video).toMatchObject({ file_id: CREATIVE_FILE_IDS.video, width: 640, height: 360, duration: 2, size: seedMediaContent(SEED_VIDEO).length });
      expect(ad.companion_banners).toEqual([expect.objectContaining({ width: 300, height: 250, file_id: CREATIVE_FILE_IDS.companion })]);
      expect(ad.creative_name).toMatch(/^[A-Za-z0-9._-]{1,75}$/);
    }
    expect(seed.campaigns.some((c) => c.visuals.native_ad?.video?.file_id === CREATIVE_FILE_IDS.video)).toBe(true);
    expect(seed.campaigns.some((c) => c.name.startsWith('Video Teaser') && c.visuals.video_enabled)).toBe(true);
  });

  it('carry serving decisions of every overall status, disapprovals with their policy topics, some with two', () => {
    const all = seed.campaigns.flatMap((c) => decisions(c.visuals));
    const overalls = new Set(all.map(overall));
    expect([...overalls].sort()).toEqual(['APPROVED', 'DISAPPROVED', 'PENDING_REVIEW']);
    const disapproved = all.flatMap(parts).filter((p) => p.status === 'DISAPPROVED');
    expectEvery(disapproved, (p) => p.policy_topics.length > 0);
    expect(disapproved.some((p) => p.policy_topics.length === 2)).toBe(true);
    // Each campaign's decisions agree with its creative status (the list's warning icon).
    for (const c of seed.campaigns) {
      const expected = { approved: 'APPROVED', disapproved: 'DISAPPROVED', pending_review: 'PENDING_REVIEW' }[c.creative_status ?? 'approved'];
      for (const d of decisions(c.visuals)) expect(overall(d), `campaign ${c.id}`).toBe(expected);
      // The creative status is the one the editor's tree reads from the same decisions.
      expect(c.creative_status, `campaign ${c.id}`).toBe(campaignCreativeStatus(c.visuals, c.goal === 'audio_advertising'));
    }
  });
});

describe('seeded creative files', () => {
  it('each pass the upload check they are recorded as, with the recorded facts: real PNGs of the right sizes, a zip HTML banner, mp4 and mp3', async () => {
    const creatives = seed.files.filter((file) => file.checked !== undefined);
    expect(creatives.length).toBe(BANNER_SLOTS.length + 1 + 5 + 2 + SEED_AUDIO.length);
    for (const file of creatives) {
      const { kind, slot, facts } = file.checked ?? { kind: 'image' as const, slot: null, facts: null };
      const result = await checkCreative(kind, onDisk(contentOf(file)), slot);
      expect(result.ok ? result.creative : result.refusal, `file ${file.id}`).toEqual({ ...facts, contentType: file.content_type });
      expect(file.uploaded_by, `file ${file.id}`).toBeUndefined();
    }
  });

  it('name the zip HTML banner from some 300x250 banners, as an HTML banner', () => {
    const html = seed.campaigns.flatMap((c) => c.visuals.banners).filter((banner) => banner.file_id === CREATIVE_FILE_IDS.htmlBanner);
    expect(html.length).toBeGreaterThan(0);
    expectEvery(html, (banner) => banner.key === 106 && banner.format === 'html');
    const images = seed.campaigns.flatMap((c) => c.visuals.banners).filter((banner) => banner.file_id !== CREATIVE_FILE_IDS.htmlBanner);
    expectEvery(images, (banner) => banner.format === 'image');
  });
});
