import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/campaign-editor-targeting.json';
import ru from '../../../locales/ru/campaign-editor-targeting.json';
import { TARGETING_LABELS } from './targetingLabels';
import { TARGETING_FIELDS, TARGETING_MESSAGES as M, targetingRules } from './targetingRules';
import { manualValues, newContext, newTargeting } from './targetingValues.testkit';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { newCampaignValues } from '../form/campaignDefaults';

/** The rules as Save runs them (Publish runs the same ones). */
const targetingProblems = (values: Parameters<typeof targetingRules>[0], context: Parameters<typeof targetingRules>[1]) => targetingRules(values, context, false);

type Tree = { [key: string]: string | Tree };
const textIn = (messages: Tree) => (key: string): string => {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
  if (typeof value !== 'string') throw new Error(`No text for ${key}`);
  return value;
};
const english = textIn(en as Tree);
const russian = textIn(ru as Tree);

const ctx = newContext();
const problemsOf = (...args: Parameters<typeof manualValues>) => targetingProblems(manualValues(...args), ctx);
const AGES = { min: 18, max: 65 };

describe('targeting messages', () => {
  it('give countryNeeded and every rule a text in both languages', () => {
    Object.values(M).forEach((key) => {
      expect(english(key)).not.toBe('');
      expect(russian(key)).not.toBe('');
    });
    expect(english(M.countryNeeded)).toBe("Choose the campaign's country in Basic info before changing the targeting.");
    expect(english(M.ageRange)).toBe('Age must be between %{min} and %{max}.');
  });

  it('label every field the rules name', () => {
    const named = [
      ...problemsOf({ from_age: 10, to_age: 70, similarity: 4, city_ids: [1], segment_audiences: { include_any: [1], include: [], exclude: [1] } }, ''),
    ].map((problem) => problem.field);
    named.forEach((field) => {
      expect(TARGETING_LABELS[field]).toBeDefined();
      expect(english(TARGETING_LABELS[field] ?? '')).not.toBe('');
    });
    expect(TARGETING_FIELDS).toEqual(['targeting', 'targeting_on']);
  });
});

describe('targetingRules', () => {
  it('pass a new campaign (automatic targeting) and manual targeting as the defaults give it', () => {
    expect(targetingProblems({ ...newCampaignValues(null), country: '', targeting: newTargeting() }, ctx)).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });

  it('leave automatic targeting and audio campaigns (voice targeting) alone, whatever the manual fields hold', () => {
    expect(targetingProblems({ ...newCampaignValues(null), country: '', targeting: newTargeting({ from_age: 3, similarity: 9, city_ids: [5] }) }, ctx)).toEqual([]);
    expect(targetingProblems(manualValues({ from_age: 3 }, ''), newContext({ isAudio: true }))).toEqual([]);
  });

  it('need a country for manual targeting (countryNeeded)', () => {
    // The same manual targeting in a Nigerian campaign passes, so each refusal is the missing country's doing.
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({}, '')).toEqual([{ field: 'targeting.automatic_targeting', message: M.countryNeeded }]);
    expect(problemsOf({}, '  ')).toEqual([{ field: 'targeting.automatic_targeting', message: M.countryNeeded }]);
  });

  it('keep ages whole numbers within 18–65, both ends included', () => {
    expect(problemsOf({ from_age: 18, to_age: 65 })).toEqual([]);
    expect(problemsOf({ from_age: 65, to_age: 65 })).toEqual([]);
    expect(problemsOf({ from_age: 17, to_age: 66 })).toEqual([
      { field: 'targeting.from_age', message: M.ageRange, args: AGES },
      { field: 'targeting.to_age', message: M.ageRange, args: AGES },
    ]);
    expect(problemsOf({ from_age: 20.5 })).toEqual([{ field: 'targeting.from_age', message: M.ageRange, args: AGES }]);
    // An emptied number input holds null.
    expect(problemsOf({ to_age: null as unknown as number })).toEqual([{ field: 'targeting.to_age', message: M.ageRange, args: AGES }]);
  });

  it('refuse a lower age above the upper one, and allow them equal', () => {
    expect(problemsOf({ from_age: 31, to_age: 30 })).toEqual([{ field: 'targeting.to_age', message: M.ageOrder }]);
    expect(problemsOf({ from_age: 30, to_age: 30 })).toEqual([]);
  });

  it('keep similarity a whole number within 0–3', () => {
    [0, 1, 2, 3].forEach((similarity) => expect(problemsOf({ similarity })).toEqual([]));
    [-1, 4, 1.5].forEach((similarity) =>
      expect(problemsOf({ similarity })).toEqual([{ field: 'targeting.similarity', message: M.similarityRange, args: { min: 0, max: 3 } }]),
    );
  });

  it('need a country for cities', () => {
    expect(problemsOf({ city_ids: [101] })).toEqual([]);
    expect(problemsOf({ city_ids: [101] }, '')).toEqual([
      { field: 'targeting.automatic_targeting', message: M.countryNeeded },
      { field: 'targeting.city_ids', message: M.citiesNeedCountry },
    ]);
  });

  it('refuse an audience both included (any or all) and excluded', () => {
    expect(problemsOf({ segment_audiences: { include_any: [1], include: [2], exclude: [3] } })).toEqual([]);
    const conflict = [{ field: 'targeting.segment_audiences.exclude', message: M.audienceConflict }];
    expect(problemsOf({ segment_audiences: { include_any: [1], include: [], exclude: [1] } })).toEqual(conflict);
    expect(problemsOf({ segment_audiences: { include_any: [], include: [2], exclude: [3, 2] } })).toEqual(conflict);
  });

  it('are the same on Save and Publish, read from the whole form', () => {
    const values = { ...manualValues({ from_age: 70 }), name: 'Spring' } as unknown as CampaignFormValues;
    expect(targetingRules(values, ctx, false)).toEqual(targetingRules(values, ctx, true));
    expect(targetingRules(values, ctx, true)).toHaveLength(1);
  });
});
