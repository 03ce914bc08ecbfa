import { describe, expect, it } from 'vitest';
import { defaultScheduling, defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import { audienceSizeBody } from './estimateBodies';
import { forecastBody } from './forecastBody';

const audience = { targeting: { ...defaultTargeting(), automatic_targeting: false, from_age: 25, to_age: 34 }, country: 'NG', cpm: 0.5 };
const grid = { ...defaultScheduling(), '0': [] };

describe('forecastBody', () => {
  it('is the audience estimate’s body plus the delivery settings, the caps and schedule only while the switch is on', () => {
    const on = forecastBody(audience, { budget: 40, scheduling: grid, frequencyCap: [{ key: 1, value: 3 }], freqAndSchedulingOn: true, currency: 'NGN' });
    expect(on).toEqual({ ...audienceSizeBody(audience), currency: 'NGN', daily_budget: 40, scheduling: grid, frequency_cap: [{ key: 1, value: 3 }] });
    const off = forecastBody(audience, { budget: 40, scheduling: grid, frequencyCap: [{ key: 1, value: 3 }], freqAndSchedulingOn: false, currency: undefined });
    expect(off).toEqual({ ...audienceSizeBody(audience), daily_budget: 40, scheduling: null, frequency_cap: [] });
  });

  it('names the account a new campaign is made in, and only while it has no currency of its own', () => {
    const delivery = { budget: 40, scheduling: undefined, frequencyCap: [], freqAndSchedulingOn: false, spaceId: 2003 };
    expect(forecastBody(audience, { ...delivery, currency: undefined })).toMatchObject({ space_id: 2003 });
    expect(forecastBody(audience, { ...delivery, currency: 'USD' })).not.toHaveProperty('space_id');
    expect(forecastBody(audience, { ...delivery, currency: undefined, spaceId: null })).not.toHaveProperty('space_id');
  });

  it('forecasts a cleared budget without a daily limit, and leaves out caps the rules refuse or repeat', () => {
    const body = forecastBody(audience, {
      budget: null,
      scheduling: undefined,
      frequencyCap: [{ key: 1, value: 0 }, { key: 2, value: 2.5 }, { key: 3, value: 20 }, { key: 3, value: 40 }],
      freqAndSchedulingOn: true,
      currency: undefined,
    });
    expect(body).toMatchObject({ daily_budget: null, scheduling: null, frequency_cap: [{ key: 3, value: 20 }] });
  });
});
