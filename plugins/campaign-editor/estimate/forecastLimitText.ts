import type { CurrencyCode, ForecastLimit } from '../../../src/api/contract';
import { formatCount, formatMoney } from '../../../src/domain/money';

const L = 'campaign-editor.estimate.forecast.limit';

/**
 * The limiting constraint as a message key and its values: amounts in the answer's currency, counts
 * grouped as everywhere else. A frequency cap's key depends on its period (per day, week or month).
 */
export const forecastLimitMessage = (limit: ForecastLimit, currency: CurrencyCode): { key: string; values: Record<string, string> } => {
  const gain = formatCount(limit.gain_percent);
  switch (limit.kind) {
    case 'frequency_cap':
      return { key: `${L}.frequency_cap.${limit.cap_key ?? 1}`, values: { current: formatCount(limit.current), relaxed: formatCount(limit.relaxed), gain } };
    case 'bid':
    case 'daily_budget':
      return { key: `${L}.${limit.kind}`, values: { current: formatMoney(limit.current, currency), relaxed: formatMoney(limit.relaxed, currency), gain } };
    case 'age':
      return { key: `${L}.age`, values: { from: formatCount(limit.from ?? 0), to: formatCount(limit.to ?? 0), gain } };
    default:
      return { key: `${L}.${limit.kind}`, values: { current: formatCount(limit.current), relaxed: formatCount(limit.relaxed), gain } };
  }
};
