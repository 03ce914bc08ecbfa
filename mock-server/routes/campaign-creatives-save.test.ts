import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS,
  CREATIVE_UPLOAD_PATHS as PATHS,
  fileCachePath,
  type AudioAd,
  type BannerCreative,
  type CampaignListRow,
  type CampaignRecord,
  type CampaignVisuals,
  type CreativeServingDecision,
  type Page,
  type UploadedCreativeFile,
} from '../../src/api/contract';
import { overallDecision } from '../../src/domain/servingDecision';
import { refreshCreativeStatus } from '../creative-decisions';
import { defaultDynamicAd, defaultNativeAd, emptyVideoAd } from '../seed/campaign-defaults';
import { CREATIVE_FILE_IDS } from '../seed/creative-files';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { fixture } from '../uploads/fixture-files';
import { createCampaign, getCampaign, inputOf, publishableInput, publishCampaign, saveCampaign, storedCampaign } from './campaign-test-support';
import { upload } from './files-test-support';

/**
 * The campaign save checks the creatives against the stored, checked uploads (the file, its account,
 * its kind and slot, its facts), never takes a serving decision from the body, holds the count limits,
 * keeps one video ad at least; the list's creative status follows the creatives' decisions.
 */
const t = signedInMock();

const uploaded = async (path: string, name: string, fields: Record<string, string>, token = t.advertiser): Promise<UploadedCreativeFile> => {
  const answer = await upload<UploadedCreativeFile>(t.base, path, { token, content: fixture(name), fileName: name, fields });
  if (answer.type.code !== 0) throw new Error(`upload of ${name} refused: ${JSON.stringify(answer.data)}`);
  return answer.data;
};
const bannerKind = (width: number, height: number) => ({ kind: 'banner', width: String(width), height: String(height) });

const part = (status: 'APPROVED' | 'DISAPPROVED') => ({ status, policy_topics: status === 'DISAPPROVED' ? ['Self-approved'] : [] });
const decisionOf = (status: 'APPROVED' | 'DISAPPROVED'): CreativeServingDecision => ({
  deals_policy_compliance: part(status),
  network_policy_compliance: part(status),
  platform_policy_compliance: part(status),
});

const bannerOf = (file: UploadedCreativeFile, overrides: Partial<BannerCreative> = {}): BannerCreative => ({
  width: 300,
  height: 250,
  type_key: 1,
  key: 106,
  file_id: file.file_id,
  url: file.file_url,
  format: 'image',
  creative_name: 'spring_300x250',
  creative_serving_decision: null,
  ...overrides,
});

const withVisuals = (visuals: Partial<CampaignVisuals>) => publishableInput({ visuals: { ...publishableInput().visuals, ...visuals } });

/** An audio campaign (goal audio_advertising, type other) holding these tracks. */
const audioCampaign = (tracks: AudioAd[]) => {
  const input = publishableInput();
  return {
    ...input,
    campaign_type: 'other' as const,
    goal: 'audio_advertising' as const,
    bidding_strategy: { ...input.bidding_strategy, type: 'other' as const, goal: 'audio_advertising' as const, click_url: '' },
    visuals: { ...input.visuals, banners: [], audio_enabled: true, audio_ads: tracks },
  };
};

/** Saves `input` as the advertiser and asserts it is taken: the positive control before a refused save. */
const expectSaved = async (input: unknown): Promise<void> => {
  const saved = await saveCampaign(t.base, t.advertiser, input);
  expect(saved.type.code, JSON.stringify(saved.data)).toBe(0);
};

/**
 * The positive control of the file refusals: the same save, its banners and video ad holding the
 * advertiser's own files checked for their slot and kind, is taken.
 */
const expectOwnCheckedFilesSaved = async (): Promise<void> => {
  const banner = await uploaded(PATHS.upload3, 'banner-300x250.png', bannerKind(300, 250));
  const square = await uploaded(PATHS.upload3, 'responsive-250x250.png', bannerKind(250, 250));
  const clip = await uploaded(PATHS.video, 'video-640x360.mp4', { kind: 'video' });
  const video = { ...emptyVideoAd(), creative_name: 'teaser', video: { file_id: clip.file_id, name: 'x.mp4', url: clip.file_url, size: 1, duration: 2, width: 640, height: 360 } };
  await expectSaved(withVisuals({ banners: [bannerOf(banner), bannerOf(square, { key: 105, width: 250, height: 250, creative_name: 'spring_250x250' })], video_enabled: true, video_ads: [video] }));
};

const listRow = async (id: number, name: string): Promise<CampaignListRow | undefined> => {
  const found = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', {
    token: t.advertiser,
    json: { from_date: '2026-10-01', to_date: '2026-11-01', page: 1, pageSize: 10, space_id: PERSONA_IDS.advertiser.spaceId, name },
  });
  return found.data.data.find((row) => row.id === id);
};

describe('the save checks each creative against its stored upload', () => {
  it("takes a banner's address, size and format from the stored file and its slot, never from the body", async () => {
    const file = await uploaded(PATHS.upload3, 'banner-600x500.png', bannerKind(300, 250));
    const saved = await saveCampaign(t.base, t.advertiser, withVisuals({ banners: [bannerOf(file, { url: 'https://evil.example/x.png', width: 600, height: 500, format: 'html' })] }));
    expect(saved.type.code).toBe(0);
    expect(saved.data.visuals.banners).toEqual([bannerOf(file, { url: file.file_url })]);
  });

  it("refuses a file that does not exist or is another account's (code 132), storing nothing", async () => {
    await expectOwnCheckedFilesSaved();
    const before = t.mock.store.state().campaigns.length;
    const missing = await saveCampaign(t.base, t.advertiser, withVisuals({ banners: [bannerOf({ file_id: 99_999_999, file_url: fileCachePath(99_999_999) } as UploadedCreativeFile)] }));
    expect(missing.status).toBe(404);
    expect(missing.type.code).toBe(132);
    expect(missing.data).toEqual({ errors: { 'visuals.banners.0.file_id': 'The file was not found: upload it again.' } });
    const theirs = await uploaded(PATHS.upload3, 'banner-300x250.png', bannerKind(300, 250), t.admin);
    const foreign = await saveCampaign(t.base, t.advertiser, withVisuals({ banners: [bannerOf(theirs)] }));
    expect(foreign.type.code).toBe(132);
    expect(t.mock.store.state().campaigns).toHaveLength(before);
  });

  it('refuses a file checked for another kind or slot (code 2, on the file)', async () => {
    await expectOwnCheckedFilesSaved();
    const leaderboard = await uploaded(PATHS.upload3, 'html-banner.zip', bannerKind(728, 90));
    const responsive = await uploaded(PATHS.upload3, 'responsive-250x250.png', { kind: 'dynamic_image' });
    const track = await uploaded(PATHS.audio, 'audio-20s.mp3', { kind: 'audio' });
    const wrongSlot = await saveCampaign(t.base, t.advertiser, withVisuals({ banners: [bannerOf(leaderboard)] }));
    expect(wrongSlot.type.code).toBe(2);
    expect(wrongSlot.data).toEqual({ errors: { 'visuals.banners.0.file_id': 'The file was not uploaded for the 300x250 banner slot.' } });
    const wrongKind = await saveCampaign(t.base, t.advertiser, withVisuals({ banners: [bannerOf(responsive, { key: 105, width: 250, height: 250 })] }));
    expect(wrongKind.data).toEqual({ errors: { 'visuals.banners.0.file_id': 'The file was not uploaded for the 250x250 banner slot.' } });
    const video = { ...emptyVideoAd(), creative_name: 'teaser', video: { file_id: track.file_id, name: 'x.mp4', url: track.file_url, size: 1, duration: 2, width: 640, height: 360 } };
    const audioAsVideo = await saveCampaign(t.base, t.advertiser, withVisuals({ video_enabled: true, video_ads: [video] }));
    expect(audioAsVideo.data).toEqual({ errors: { 'visuals.video_ads.0.video.file_id': 'The file was not uploaded for a video ad.' } });
  });

  it('refuses an upload that names no kind, so no file escapes its rule', async () => {
    for (const [path, name, kind] of [
      [PATHS.upload3, 'logo-128x128.png', 'dynamic_logo'],
      [PATHS.native, 'logo-128x128.png', 'logo'],
      [PATHS.video, 'companion-300x250.jpg', 'companion'],
      [PATHS.audio, 'audio-20s.mp3', 'audio'],
    ] as const) {
      // The same upload naming its kind, with a file right for it, is taken.
      const taken = await upload(t.base, path, { token: t.advertiser, content: fixture(name), fileName: name, fields: { kind } });
      expect(taken.type.code, path).toBe(0);
      const refused = await upload(t.base, path, { token: t.advertiser, content: fixture('logo-128x96.png'), fileName: 'logo.png' });
      expect(refused.type.code, path).toBe(2);
      expect(refused.data.reason, path).toBe('kind');
    }
  });

  it("takes a track's size and duration from its stored file", async () => {
    const track = await uploaded(PATHS.audio, 'audio-20s.mp3', { kind: 'audio' });
    const body: AudioAd = { file_id: track.file_id, name: 'spot.mp3', url: '/elsewhere', size: 99, duration: 1, extension: 'mp3' };
    const saved = await saveCampaign(t.base, t.advertiser, audioCampaign([body]));
    expect(saved.type.code, JSON.stringify(saved.data)).toBe(0);
    expect(saved.data.visuals.audio_ads).toEqual([{ ...body, url: track.file_url, size: 0.04, duration: 20 }]);
  });
});

describe('serving decisions are the server’s', () => {
  it('starts a new creative pending review whatever the body says, keeps an unchanged one’s and resets a changed one’s', async () => {
    const file = await uploaded(PATHS.upload3, 'banner-300x250.png', bannerKind(300, 250));
    const created = await createCampaign(t.base, t.advertiser, withVisuals({ banners: [bannerOf(file, { creative_serving_decision: decisionOf('APPROVED') })] }));
    expect(created.visuals.banners[0]?.creative_serving_decision).toBeNull();

    // The stored decision (as moderation would have set it) stays through a save that sends another.
    t.mock.store.mutate(() => {
      const campaign = storedCampaign(t.mock, created.id);
      const [first] = campaign.visuals.banners;
      if (first) first.creative_serving_decision = decisionOf('DISAPPROVED');
      refreshCreativeStatus(campaign);
    });
    const loaded = (await getCampaign(t.base, t.advertiser, created.id)).data;
    const [banner] = loaded.visuals.banners;
    if (!banner) throw new Error('no banner');
    const resaved = await saveCampaign(t.base, t.advertiser, inputOf(loaded, { visuals: { ...loaded.visuals, banners: [{ ...banner, creative_serving_decision: decisionOf('APPROVED') }] } }));
    expect(resaved.data.visuals.banners[0]?.creative_serving_decision).toEqual(decisionOf('DISAPPROVED'));
    expect(resaved.data.version).toBe(loaded.version);

    const renamed = await saveCampaign(t.base, t.advertiser, inputOf(loaded, { visuals: { ...loaded.visuals, banners: [{ ...banner, creative_name: 'renamed' }] } }));
    expect(renamed.data.visuals.banners[0]).toMatchObject({ creative_name: 'renamed', creative_serving_decision: null });
  });

  it("takes a video ad's exchange facts from no body either", async () => {
    const claimed = { ...emptyVideoAd(), creative_name: 'teaser', exchange_id: 1, google_status: 'APPROVED', creative_serving_decision: decisionOf('APPROVED') };
    const saved = await saveCampaign(t.base, t.advertiser, withVisuals({ video_ads: [claimed] }));
    expect(saved.data.visuals.video_ads).toEqual([{ ...claimed, exchange_id: null, google_status: null, creative_serving_decision: null }]);
  });
});

describe('the count limits hold on save', () => {
  it('refuses more than 5 tracks, titles or descriptions, two responsive images, two native images of one size or two companions (code 2)', async () => {
    const tracks = Array.from({ length: 6 }, (_, index): AudioAd => ({ file_id: CREATIVE_FILE_IDS.audioFirst, name: `t${index}.mp3`, url: '', size: 0, duration: 15, extension: 'mp3' }));
    // Each refusal below first has the same save at the limit taken.
    await expectSaved(audioCampaign(tracks.slice(0, 5)));
    const audio = await saveCampaign(t.base, t.advertiser, audioCampaign(tracks));
    expect(audio.type.code).toBe(2);
    // The editor's own English for the same rule (src/domain/campaign-rules).
    expect(audio.data).toEqual({ errors: { 'visuals.audio_ads': 'Keep at most 5 tracks.' } });

    const texts = Array.from({ length: 6 }, (_, index) => ({ key: index + 1, value: `Line ${index + 1}` }));
    const image = { key: 1, file_id: CREATIVE_FILE_IDS.dynamicImage, url: '' };
    // The rest of a servable responsive ad, so each refusal is its list's doing.
    const responsive = { ...defaultDynamicAd(), call_to_action: 'Shop now', company_name: 'Harbor', creative_name: 'spring_dynamic', logos: [{ key: 1, file_id: CREATIVE_FILE_IDS.dynamicLogo, url: '' }] };
    await expectSaved(withVisuals({ dynamic_enabled: true, dynamic_ad: { ...responsive, titles: texts.slice(0, 5), descriptions: texts.slice(0, 5), images: [image] } }));
    const dynamic = await saveCampaign(
      t.base,
      t.advertiser,
      withVisuals({ dynamic_enabled: true, dynamic_ad: { ...responsive, titles: texts, descriptions: texts, images: [image, { ...image, key: 2 }] } }),
    );
    expect(dynamic.data).toEqual({ errors: { 'visuals.dynamic_ad.images': 'At most one image allowed.' } });
    const wordy = await saveCampaign(t.base, t.advertiser, withVisuals({ dynamic_enabled: true, dynamic_ad: { ...responsive, titles: texts, descriptions: texts, images: [image] } }));
    expect(wordy.type.code).toBe(2);
    expect(wordy.data).toMatchObject({ errors: { 'visuals.dynamic_ad.titles': 'At most 5.', 'visuals.dynamic_ad.descriptions': 'At most 5.' } });

    const square = { file_id: CREATIVE_FILE_IDS.nativeSquare, url: '', width: 600, height: 600, file_name: 'a.png' };
    const nativeText = { creative_name: 'spring_native', headline: 'Spring sale', body: 'Fresh picks', call_to_action: 'Shop' };
    await expectSaved(withVisuals({ native_enabled: true, native_ad: { ...defaultNativeAd(), ...nativeText, images: [square] } }));
    const native = await saveCampaign(t.base, t.advertiser, withVisuals({ native_enabled: true, native_ad: { ...defaultNativeAd(), ...nativeText, images: [square, square] } }));
    expect(native.type.code).toBe(2);
    expect(native.data).toMatchObject({ errors: { 'visuals.native_ad.images': 'At most one image of each size (1200x627 and 600x600).' } });

    const companion = { width: 300, height: 250, creative_name: 'c', file_id: CREATIVE_FILE_IDS.companion, url: '' };
    await expectSaved(withVisuals({ video_ads: [{ ...emptyVideoAd(), companion_banners: [companion] }] }));
    const videos = await saveCampaign(t.base, t.advertiser, withVisuals({ video_ads: [{ ...emptyVideoAd(), companion_banners: [companion, companion] }] }));
    expect(videos.data).toEqual({ errors: { 'visuals.video_ads.0.companion_banners': 'At most one companion banner allowed.' } });
  });
});

describe('the video list always holds one item', () => {
  it('stores an empty video list as one empty video ad', async () => {
    const saved = await saveCampaign(t.base, t.advertiser, withVisuals({ video_ads: [] }));
    expect(saved.type.code).toBe(0);
    expect(saved.data.visuals.video_ads).toEqual([emptyVideoAd()]);
  });
});

describe("the list's creative status follows the creatives' decisions", () => {
  const moderate = (action: 'approve' | 'reject', campaign: CampaignRecord) =>
    call<CampaignRecord>(t.base, `/v1/campaign/moderation/${action}`, {
      token: t.admin,
      json:
        action === 'approve'
          ? { campaign_id: campaign.id, category_keys: [], exchange_id: [1], traffic_sources: [], moderation_start_at: campaign.moderation_start_at }
          : { campaign_id: campaign.id, comment: 'Landing page mismatch', moderation_start_at: campaign.moderation_start_at },
    });

  it('pending review after publish, approved with its creatives on approval, and a rejection disapproves no creative', async () => {
    const file = await uploaded(PATHS.upload3, 'banner-300x250.png', bannerKind(300, 250));
    const published = await publishCampaign(t.base, t.advertiser, withVisuals({ banners: [bannerOf(file)] }));
    expect(published.data.creative_status).toBe('pending_review');
    expect((await listRow(published.data.id, published.data.name))?.creative_status).toBe('pending_review');

    const approved = await moderate('approve', published.data);
    expect(approved.data.creative_status).toBe('approved');
    expect(approved.data.visuals.banners[0]?.creative_serving_decision).toEqual(decisionOf('APPROVED'));
    expect((await listRow(published.data.id, published.data.name))?.creative_status).toBe('approved');

    // A new banner goes back to review; the moderator then rejects the campaign, not its creatives.
    const loaded = (await getCampaign(t.base, t.advertiser, published.data.id)).data;
    const second = await uploaded(PATHS.upload3, 'banner-728x90.gif', bannerKind(728, 90));
    const republished = await publishCampaign(t.base, t.advertiser, inputOf(loaded, { visuals: { ...loaded.visuals, banners: [...loaded.visuals.banners, bannerOf(second, { key: 103, width: 728, height: 90, creative_name: 'leader' })] } }));
    expect(republished.data.status_key).toBe(CAMPAIGN_STATUS.in_moderation);
    expect(republished.data.creative_status).toBe('pending_review');
    const rejected = await moderate('reject', republished.data);
    expect(rejected.data.status_key).toBe(CAMPAIGN_STATUS.rejected);
    expect(rejected.data.creative_status).toBe('pending_review');
    expect((await listRow(published.data.id, published.data.name))?.creative_status).toBe('pending_review');
  });

  it('disapproved in the list exactly when the editor warns: a disapproved banner of a seeded campaign, until it is replaced', async () => {
    const disapproved = (banner: BannerCreative) => overallDecision(banner.creative_serving_decision).status === 'disapproved';
    const seeded = t.mock.store
      .state()
      .campaigns.find((c) => c.space_id === PERSONA_IDS.advertiser.spaceId && c.status_key === CAMPAIGN_STATUS.rejected && c.visuals.banners.some(disapproved));
    if (!seeded) throw new Error('no seeded rejected campaign with a disapproved banner');
    expect((await listRow(seeded.id, seeded.name))?.creative_status).toBe('disapproved');
    const loaded = (await getCampaign(t.base, t.advertiser, seeded.id)).data;
    const file = await uploaded(PATHS.upload3, 'banner-300x250.png', bannerKind(300, 250));
    const replaced = await saveCampaign(t.base, t.advertiser, inputOf(loaded, { visuals: { ...loaded.visuals, native_enabled: false, video_enabled: false, banners: [bannerOf(file)] } }));
    expect(replaced.type.code, JSON.stringify(replaced.data)).toBe(0);
    expect((await listRow(seeded.id, seeded.name))?.creative_status).toBe('pending_review');
  });
});
