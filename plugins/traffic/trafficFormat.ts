import { useMemo } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'ra-core';
import { EXCHANGES, TRAFFIC_MONEY_METRICS, type TrafficDimension, type TrafficMetric } from '../../src/api/contract';
import { formatFor, type Format } from '../../src/format/useFormat';
import { countryName } from '../../src/format/countries';

/** Dimensions whose values are codes the interface names in its language (traffic.values.*). */
const NAMED_VALUES: ReadonlySet<TrafficDimension> = new Set(['environment', 'position', 'interstitial', 'creative_type', 'os']);
/** What a figure the server has none for reads as. */
export const NO_VALUE = '—';

/** Countries are named by the shared formatter (the browser's names in the interface language). */
export { countryName };

/** A dimension's value as the table, the chips and the filters show it. */
export const dimensionText = (dimension: TrafficDimension, value: string, translate: TranslateFunction, locale: string): string => {
  if (dimension === 'country') return countryName(value, locale);
  if (NAMED_VALUES.has(dimension)) return translate(`traffic.values.${dimension}.${value}`, { _: value });
  return value;
};

/**
 * A metric's value as the table shows it (spec 3 §9 and spec 1 §9): money in US dollars rounded up to
 * the cent, CTR a percentage with two decimals, counts whole, the exchange by its name.
 */
export const metricText = (metric: TrafficMetric, value: string | number | null | undefined, translate: TranslateFunction, format: Format): string => {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'string') return value;
  if (metric === 'exchange_id') {
    const exchange = EXCHANGES.find((entry) => entry.id === value);
    return exchange ? translate(`traffic.exchanges.${exchange.name}`) : String(value);
  }
  if (TRAFFIC_MONEY_METRICS.has(metric)) return format.money(value, 'USD');
  if (metric === 'ctr') return format.percent(value);
  return format.count(value);
};

/** Both, bound to the interface language. */
export const useTrafficFormat = () => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return useMemo(
    () => ({
      dimension: (dimension: TrafficDimension, value: string) => dimensionText(dimension, value, translate, locale),
      metric: (metric: TrafficMetric, value: string | number | null | undefined) => metricText(metric, value, translate, formatFor(locale)),
    }),
    [translate, locale],
  );
};
