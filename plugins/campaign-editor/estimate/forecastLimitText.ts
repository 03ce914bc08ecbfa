import type { CurrencyCode, ForecastLimit } from '../../../src/api/contract';
import type { Format } from '../../../src/format/useFormat';

const L = 'campaign-editor.estimate.forecast.limit';

/**
 * The limiting constraint as a message key and its values: amounts in the answer's currency, counts
 * grouped as everywhere else. A frequency cap's key depends on its period (per day, week or month).
 */
export const forecastLimitMessage = (limit: ForecastLimit, currency: CurrencyCode, format: Format): { key: string; values: Record<string, string> } => {
  const gain = format.count(limit.gain_percent);
  switch (limit.kind) {
    case 'frequency_cap':
      return { key: `${L}.frequency_cap.${limit.cap_key ?? 1}`, values: { current: format.count(limit.current), relaxed: format.count(limit.relaxed), gain } };
    case 'bid':
    case 'daily_budget':
      return { key: `${L}.${limit.kind}`, values: { current: format.money(limit.current, currency), relaxed: format.money(limit.relaxed, currency), gain } };
    case 'age':
      return { key: `${L}.age`, values: { from: format.count(limit.from ?? 0), to: format.count(limit.to ?? 0), gain } };
    default:
      return { key: `${L}.${limit.kind}`, values: { current: format.count(limit.current), relaxed: format.count(limit.relaxed), gain } };
  }
};
