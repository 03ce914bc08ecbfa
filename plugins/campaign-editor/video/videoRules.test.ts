import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/campaign-editor-video.json';
import ru from '../../../locales/ru/campaign-editor-video.json';
import type { VideoAd } from '../../../src/api/contract';
import { defaultVisuals, emptyVideoAd } from '../../../src/api/contract/campaign-defaults';
import { newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { VIDEO_MESSAGES, videoRules } from './videoRules';

const context = { isNew: false, isAudio: false, today: '2030-05-15' };
const video = { file_id: 1, name: 'v.mp4', url: '/v1/file/cache/1', size: 1000, duration: 2, width: 640, height: 360 };
const ad = (creative_name: string, withVideo = true): VideoAd => ({ ...emptyVideoAd(), creative_name, video: withVideo ? video : null });
const values = (video_enabled: boolean, video_ads: VideoAd[]): CampaignFormValues => {
  const base = newCampaignValues(null);
  return { ...base, visuals: { ...defaultVisuals(), video_enabled, video_ads } };
};
const keys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

describe('videoRules', () => {
  it('while on, asks each item for its video and its name (spec 2 §5), on every save', () => {
    expect(videoRules(values(true, [ad('Teaser'), ad('', false), ad('no spaces!')]), context, false)).toEqual([
      { field: 'visuals.video_ads.1.video', message: VIDEO_MESSAGES.videoRequired },
      { field: 'visuals.video_ads.1.creative_name', message: 'campaign-editor.creatives.validation.creativeNameRequired' },
      { field: 'visuals.video_ads.2.creative_name', message: 'campaign-editor.creatives.validation.creativeNameCharacters' },
    ]);
    expect(videoRules(values(true, [ad('Teaser'), ad('Teaser.v2')]), context, true)).toEqual([]);
  });

  it('while off, asks nothing of the kept items but a filled name within the rule (the server checks names anyway)', () => {
    expect(videoRules(values(false, [emptyVideoAd()]), context, true)).toEqual([]);
    expect(videoRules(values(false, [ad('x'.repeat(76), false)]), context, false)).toEqual([
      { field: 'visuals.video_ads.0.creative_name', message: 'campaign-editor.creatives.validation.creativeNameLength' },
    ]);
  });

  it('has every message in both languages', () => {
    expect(keys(ru)).toEqual(keys(en));
    expect(keys(en)).toContain(VIDEO_MESSAGES.videoRequired);
  });
});
