import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'ra-core';
import en from '../../locales/en/traffic.json';
import ru from '../../locales/ru/traffic.json';
import { countryName, dimensionText, metricText, NO_VALUE } from './trafficFormat';
import { formatFor } from '../../src/format/useFormat';

/** The real messages, looked up as polyglot does (a missing key gives its `_` default). */
const translator =
  (messages: object): TranslateFunction =>
  (key, options) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
    return typeof found === 'string' ? found : String(options?._ ?? key);
  };

describe('traffic figures as shown', () => {
  it('names countries in the interface language, and shows an unknown code as it is', () => {
    expect(countryName('NG', 'en')).toBe('Nigeria');
    expect(countryName('NG', 'ru')).toBe('Нигерия');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });

  it("names coded values in the interface language and shows the others as the server sends them", () => {
    expect(dimensionText('environment', 'app', translator(en), 'en')).toBe('App');
    expect(dimensionText('interstitial', 'true', translator(ru), 'ru')).toBe('Полноэкранная вставка');
    expect(dimensionText('os', 'tizen', translator(en), 'en')).toBe('tizen');
    expect(dimensionText('site_or_app', '=HYPERLINK("x")', translator(en), 'en')).toBe('=HYPERLINK("x")');
    expect(dimensionText('country', 'KE', translator(en), 'en')).toBe('Kenya');
  });

  it('shows money in dollars rounded up, CTR as a percentage, counts whole, the exchange by name', () => {
    const t = translator(en);
    expect(metricText('spend', 1234.561, t, formatFor('en'))).toBe('$1,234.57');
    expect(metricText('cpm', 0.001, t, formatFor('en'))).toBe('$0.01');
    expect(metricText('ctr', 1.234, t, formatFor('en'))).toBe('1.23%');
    expect(metricText('request_count', 1234567, t, formatFor('en'))).toBe('1,234,567');
    expect(metricText('exchange_id', 1, t, formatFor('en'))).toBe('Google AdX');
    expect(metricText('exchange_id', 99, t, formatFor('en'))).toBe('99');
    expect(metricText('category', 'News', t, formatFor('en'))).toBe('News');
    expect(metricText('category_secondary', null, t, formatFor('en'))).toBe(NO_VALUE);
  });
});
