import { describe, expect, it } from 'vitest';
import { audienceFileProblem, badLinesMessage, dynamicAudienceErrors, isAudiencePeriod, isAudienceRecord } from './audienceRules';
import { expectEvery } from '../test/expectations';

const action = (period = '30') => ({ action: 'page_visit', period, parameters: [{ metric: 'page_url' as const, condition: 'contains' as const, value: '/cart' }] });

describe('audienceRules', () => {
  it('takes GAIDs and IDFAs in either case and full phone numbers of 8–15 digits without + or 00', () => {
    for (const ok of ['38400000-8cf0-11bd-b23e-10b96e40000d', 'EA7583CD-A667-48BC-B806-42ECB2B48606', ' 2348031234567 ', '14155550123', '37412345']) expect(isAudienceRecord(ok), ok).toBe(true);
    for (const bad of ['', '+2348031234567', '002348031234567', '08031234567', '1234567', '1234567890123456', '38400000-8cf0-11bd-b23e-10b96e40000', 'gaid', '2348 031 234']) expect(isAudienceRecord(bad), bad).toBe(false);
  });

  it('a period is 1–99 days in at most 2 characters', () => {
    expectEvery(['1', '7', '30', '99'], isAudiencePeriod);
    expect(['', '0', '00', '100', '1.5', ' 7', 'ab'].some(isAudiencePeriod)).toBe(false);
  });

  it('a block’s condition follows its number of actions: none for one, and or or for more', () => {
    expect(dynamicAudienceErrors('Shoppers', { include_condition: null, exclude_condition: null, include_actions: [action()], exclude_actions: [] })).toEqual({});
    expect(dynamicAudienceErrors('Shoppers', { include_condition: 'or', exclude_condition: null, include_actions: [action(), action('7')], exclude_actions: [action()] })).toEqual({});
    expect(dynamicAudienceErrors('', { include_condition: 'and', exclude_condition: null, include_actions: [action()], exclude_actions: [action(), action()] })).toEqual({
      name: 'required',
      'dynamic_audience.include_condition': 'conditionNone',
      'dynamic_audience.exclude_condition': 'conditionNeeded',
    });
  });

  it('names the bad lines of an upload and checks a file before it is sent', () => {
    expect(badLinesMessage(3, 17)).toBe('3 lines are not a GAID, IDFA or phone number; the first is line 17');
    expect(audienceFileProblem(null)).toBe('required');
    expect(audienceFileProblem({ name: 'ids.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 10 })).toBe('csvOnly');
    expect(audienceFileProblem({ name: 'ids.csv', type: 'text/csv', size: 300 * 1024 * 1024 })).toBe('tooLarge');
    expect(audienceFileProblem({ name: 'ids.csv', type: '', size: 0 })).toBe('empty');
    expect(audienceFileProblem({ name: 'IDS.CSV', type: 'text/csv', size: 37 })).toBeNull();
  });
});
