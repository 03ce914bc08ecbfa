import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/campaign-editor-voice.json';
import ru from '../../../locales/ru/campaign-editor-voice.json';
import { CONNECTION_TYPES, CUSTOMER_ATTRIBUTES, REGIONS, VOICE_LANGUAGES, type CampaignTargeting } from '../../../src/api/contract';
import { newCampaignValues } from '../form/campaignDefaults';
import { newContext, newTargeting } from '../targeting/targetingValues.testkit';
import { VOICE_LABELS } from './voiceLabels';
import { VOICE_FIELDS, VOICE_MESSAGES as M, voiceRules } from './voiceRules';

/** The rules as Save runs them (Publish runs the same ones). */
const voiceProblems = (values: Parameters<typeof voiceRules>[0], context: Parameters<typeof voiceRules>[1]) => voiceRules(values, context, false);

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const english = flatten(en as Tree);
const russian = flatten(ru as Tree);

const audio = newContext({ isAudio: true });
const problemsOf = (targeting: Partial<CampaignTargeting>, country = 'NG') => voiceProblems({ ...newCampaignValues(null), country, targeting: newTargeting(targeting) }, audio);

describe('voice messages', () => {
  it('have every key in both languages, none empty', () => {
    expect(Object.keys(russian).sort()).toEqual(Object.keys(english).sort());
    Object.entries({ ...english, ...russian }).forEach(([key, text]) => expect(text.trim(), key).not.toBe(''));
  });

  it('count the spots with English and Russian plural forms', () => {
    const forms = (text: string | undefined) => (text ?? '').split('||||').length;
    expect(forms(english['campaign-editor.voice.spot.spots'])).toBe(2);
    expect(forms(russian['campaign-editor.voice.spot.spots'])).toBe(3);
  });

  it("name every choice of the spec's lists readably, and label every field the rules name", () => {
    const names = (group: string, ids: readonly string[]) => ids.map((id) => english[`campaign-editor.voice.${group}.${id}`]);
    expect(names('regionNames', REGIONS)).toEqual(['Lagos', 'West', 'North West', 'North East', 'South South', 'South East']);
    expect(names('languageNames', VOICE_LANGUAGES)).toEqual(['English', 'Hausa']);
    expect(names('connectionTypeNames', CONNECTION_TYPES)).toEqual(['2G', '3G', '4G', '5G', 'Other']);
    expect(names('customerAttributeNames', CUSTOMER_ATTRIBUTES)).toEqual(['Super gold', 'Gold', 'New ultra', 'New', 'Silver', 'Ivory']);
    Object.values(M).forEach((key) => expect(english[key]).toBeDefined());
    VOICE_FIELDS.forEach((field) => expect(english[VOICE_LABELS[field]]).toBeDefined());
    expect(english[VOICE_LABELS['targeting.regions']]).toBe('Regions');
  });
});

describe('voiceRules', () => {
  it('own exactly the four voice lists', () => {
    expect(VOICE_FIELDS).toEqual(['targeting.regions', 'targeting.target_languages', 'targeting.connection_types', 'targeting.customer_attributes']);
  });

  it('need no region, language or other choice, on Save or on Publish', () => {
    const values = { ...newCampaignValues(null), country: 'NG', targeting: newTargeting() };
    expect(voiceRules(values, audio, false)).toEqual([]);
    expect(voiceRules(values, audio, true)).toEqual([]);
  });

  it("pass every value of the spec's lists", () => {
    expect(
      problemsOf({ regions: [...REGIONS], target_languages: [...VOICE_LANGUAGES], connection_types: [...CONNECTION_TYPES], customer_attributes: [...CUSTOMER_ATTRIBUTES] }),
    ).toEqual([]);
  });

  it('name a value outside its list on the list it is in', () => {
    expect(problemsOf({ regions: ['lagos', 'abuja'], target_languages: ['en'], connection_types: ['6g'], customer_attributes: ['platinum'] })).toEqual([
      { field: 'targeting.regions', message: M.unknownChoice, args: { value: 'abuja' } },
      { field: 'targeting.target_languages', message: M.unknownChoice, args: { value: 'en' } },
      { field: 'targeting.connection_types', message: M.unknownChoice, args: { value: '6g' } },
      { field: 'targeting.customer_attributes', message: M.unknownChoice, args: { value: 'platinum' } },
    ]);
  });

  it("keep regions to a Nigerian campaign, and leave a campaign with no country yet to basic info's rules", () => {
    expect(problemsOf({ regions: ['lagos'] }, 'GH')).toEqual([{ field: 'targeting.regions', message: M.regionsNeedNigeria }]);
    expect(problemsOf({ regions: ['lagos'] }, 'ng')).toEqual([]);
    expect(problemsOf({ regions: ['lagos'] }, '')).toEqual([]);
    expect(problemsOf({ target_languages: ['hausa'] }, 'GH')).toEqual([]);
  });

  it('leave campaigns that are not audio (the standard targeting tab) alone', () => {
    expect(voiceProblems({ ...newCampaignValues(null), country: 'GH', targeting: newTargeting({ regions: ['x'], target_languages: ['en'] }) }, newContext())).toEqual([]);
  });
});
