import { describe, expect, it } from 'vitest';
import type { CampaignFrequencyCap } from '../../../src/api/contract';
import { newCampaignValues } from '../form/campaignDefaults';
import type { SectionContext } from '../sections/sectionContract';
import { FREQUENCY_LABELS } from './frequencyLabels';
import { FREQUENCY_MESSAGES, frequencyRules } from './frequencyRules';
import en from '../../../locales/en/campaign-editor-frequency.json';

const context: SectionContext = { isNew: false, isAudio: false, today: '2030-05-15' };
const withCaps = (frequencyCap: CampaignFrequencyCap[]) => ({ ...newCampaignValues(null), frequencyCap });
const both = (caps: CampaignFrequencyCap[]) => {
  const onSave = frequencyRules(withCaps(caps), context, false);
  expect(frequencyRules(withCaps(caps), context, true)).toEqual(onSave);
  return onSave;
};
const daily = (value: number): CampaignFrequencyCap => ({ key: 1, value });
const weekly = (value: number): CampaignFrequencyCap => ({ key: 2, value });
const monthly = (value: number): CampaignFrequencyCap => ({ key: 3, value });
const order = (index: number) => ({ field: `frequencyCap.${index}.value`, message: FREQUENCY_MESSAGES.order });

describe('frequency rules: each cap', () => {
  it("accepts a new campaign's caps (daily 7) and no caps at all", () => {
    expect(both(newCampaignValues(null).frequencyCap)).toEqual([]);
    expect(newCampaignValues(null).frequencyCap).toEqual([daily(7)]);
    expect(both([])).toEqual([]);
  });

  it('accepts 1 and refuses 0, negatives and fractions, naming the period', () => {
    expect(both([daily(1), weekly(2), monthly(3)])).toEqual([]);
    expect(both([daily(0)])).toEqual([{ field: 'frequencyCap.0.value', message: FREQUENCY_MESSAGES.wholeNumber.daily }]);
    expect(both([daily(5), weekly(-1)])).toEqual([{ field: 'frequencyCap.1.value', message: FREQUENCY_MESSAGES.wholeNumber.weekly }]);
    expect(both([monthly(1.5)])).toEqual([{ field: 'frequencyCap.0.value', message: FREQUENCY_MESSAGES.wholeNumber.monthly }]);
    expect(both([{ key: 1, value: Number.NaN }])).toEqual([{ field: 'frequencyCap.0.value', message: FREQUENCY_MESSAGES.wholeNumber.daily }]);
  });

  it('reports a cap at its position in the list, whatever the order of the list', () => {
    expect(both([monthly(0), daily(7)])).toEqual([{ field: 'frequencyCap.0.value', message: FREQUENCY_MESSAGES.wholeNumber.monthly }]);
  });
});

describe('frequency rules: monthly > weekly > daily (1315)', () => {
  it('needs each longer period to allow strictly more, on the longer one', () => {
    expect(both([daily(7), weekly(8), monthly(9)])).toEqual([]);
    expect(both([daily(7), weekly(7)])).toEqual([order(1)]);
    expect(both([daily(7), weekly(6)])).toEqual([order(1)]);
    expect(both([weekly(20), monthly(20)])).toEqual([order(1)]);
    expect(both([weekly(20), monthly(21)])).toEqual([]);
  });

  it('compares monthly with daily when weekly is not set', () => {
    expect(both([daily(7), monthly(7)])).toEqual([order(1)]);
    expect(both([daily(7), monthly(8)])).toEqual([]);
  });

  it('reports both longer caps when both are too small', () => {
    expect(both([daily(10), weekly(5), monthly(8)])).toEqual([order(1), order(2)]);
  });

  it('leaves an invalid cap out of the comparison (it has its own message)', () => {
    expect(both([daily(0), weekly(1)])).toEqual([{ field: 'frequencyCap.0.value', message: FREQUENCY_MESSAGES.wholeNumber.daily }]);
  });

  it("words the order message as the server's 1315", () => {
    expect(en['campaign-editor'].frequency.validation.order).toBe('Frequency cap invalid: monthly > weekly > daily');
  });
});

describe('frequency labels', () => {
  it('labels every position of the caps, the schedule and the slots for the checklist', () => {
    expect(FREQUENCY_LABELS['frequencyCap.*.value']).toBe('campaign-editor.frequency.fields.cap');
    expect(FREQUENCY_LABELS['scheduling.*']).toBe('campaign-editor.frequency.fields.schedule');
  });
});
