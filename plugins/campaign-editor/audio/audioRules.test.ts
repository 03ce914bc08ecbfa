import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/campaign-editor-audio.json';
import ru from '../../../locales/ru/campaign-editor-audio.json';
import type { AudioAd } from '../../../src/api/contract';
import { defaultVisuals } from '../../../src/api/contract/campaign-defaults';
import { newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { AUDIO_LABELS, AUDIO_MESSAGES, audioRules } from './audioRules';

const context = { isNew: false, isAudio: true, today: '2030-05-15' };
const track = (n: number): AudioAd => ({ file_id: n, name: `spot_${n}.mp3`, url: `/v1/file/cache/${n}`, size: 0.03, duration: 20, extension: 'mp3' });
const values = (count: number): CampaignFormValues => {
  const base = newCampaignValues({ type: 'other' });
  return { ...base, visuals: { ...defaultVisuals(), audio_enabled: true, audio_ads: Array.from({ length: count }, (_, index) => track(index + 1)) } };
};
const keys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

describe('audioRules', () => {
  it('keeps at most 5 tracks (spec 2 §5), on every save', () => {
    expect(audioRules(values(5), context, false)).toEqual([]);
    expect(audioRules(values(6), context, false)).toEqual([{ field: 'visuals.audio_ads', message: AUDIO_MESSAGES.tooMany, args: { max: 5 } }]);
  });

  it('asks for no track at publish: spec 1 §5 exempts audio advertising', () => {
    expect(audioRules(values(0), context, true)).toEqual([]);
  });

  it('has every message and label in both languages', () => {
    expect(keys(ru)).toEqual(keys(en));
    expect(keys(en)).toContain(AUDIO_MESSAGES.tooMany);
    for (const label of Object.values(AUDIO_LABELS)) expect(keys(en)).toContain(label);
  });
});
