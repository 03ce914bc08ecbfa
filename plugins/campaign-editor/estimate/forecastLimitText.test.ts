import { describe, expect, it } from 'vitest';
import { forecastLimitMessage } from './forecastLimitText';
import { formatFor } from '../../../src/format/useFormat';

const L = 'campaign-editor.estimate.forecast.limit';

describe('forecastLimitMessage', () => {
  it('names a cap by its period, amounts in the currency, ages as a span', () => {
    expect(forecastLimitMessage({ kind: 'frequency_cap', cap_key: 2, current: 10, relaxed: 49, gain_percent: 38 }, 'USD', formatFor('en'))).toEqual({
      key: `${L}.frequency_cap.2`,
      values: { current: '10', relaxed: '49', gain: '38' },
    });
    expect(forecastLimitMessage({ kind: 'daily_budget', current: 1500, relaxed: 2250.5, gain_percent: 1200 }, 'NGN', formatFor('en'))).toEqual({
      key: `${L}.daily_budget`,
      values: { current: '₦1,500.00', relaxed: '₦2,250.50', gain: '1,200' },
    });
    expect(forecastLimitMessage({ kind: 'age', current: 10, relaxed: 48, from: 25, to: 34, gain_percent: 5 }, 'USD', formatFor('en'))).toEqual({
      key: `${L}.age`,
      values: { from: '25', to: '34', gain: '5' },
    });
    expect(forecastLimitMessage({ kind: 'schedule', current: 65, relaxed: 168, gain_percent: 20 }, 'USD', formatFor('en')).key).toBe(`${L}.schedule`);
  });
});
