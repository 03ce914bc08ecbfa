/**
 * The one place money and numbers are formatted (ARCHITECTURE.md): currency symbols, money rounded UP
 * to 2 decimals, ratios with 2 decimals, large counts in the compact K/M/B form (spec 1 §9).
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', NGN: '₦', AMD: '֏' };

export const currencySymbol = (currency: string | null | undefined): string =>
  (currency && CURRENCY_SYMBOLS[currency.toUpperCase()]) || (currency ?? '');

/** Rounds up to cents; the small epsilon keeps binary noise (0.1 + 0.2) from adding a cent. */
// `|| 0` turns the -0 that Math.ceil gives for 0 into 0.
export const roundUpToCents = (amount: number): number => Math.ceil(Number((amount * 100).toFixed(6)) - 1e-9) / 100 || 0;

/** "1234567" → "1,234,567": the spec's one digit grouping, the same in both languages. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "1234.5" → "1,234.50": the spec's one money and ratio format, the same in both languages. Written
 * out rather than through Intl.NumberFormat, whose first use loads the number locale data (tens of
 * milliseconds on the first screen) to produce exactly this.
 */
const twoDecimals = (value: number): string => {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `${groupThousands(whole)}.${cents}`;
};

/** "$1,234.57" for USD 1234.561; negative amounts keep their sign before the symbol. */
export const formatMoney = (amount: number, currency: string): string => {
  const rounded = roundUpToCents(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${twoDecimals(Math.abs(rounded))}`;
};

/** Whole counts with thousands separators ("1,234"), the same in both languages as the money format. */
export const formatCount = (value: number): string => groupThousands(Math.round(value).toString());

/** CTR, CPM, CPC and CPA: two decimals. */
export const formatRatio = (value: number): string => twoDecimals(value);

/** CTR, CVR, win rate and shares: two decimals and the percent sign ("1.25%"). */
export const formatPercent = (value: number): string => `${twoDecimals(value)}%`;

/** An amount whose currency is not known (a pixel event's value, as the site sent it): two decimals. */
export const formatAmount = (value: number): string => twoDecimals(value);

const COMPACT_STEPS: [number, string][] = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** 950 → "950", 1,234 → "1.2K", 2,500,000 → "2.5M", 3,000,000,000 → "3B". */
export const formatCompact = (value: number): string => {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  for (const [step, suffix] of COMPACT_STEPS) {
    if (size >= step) return `${sign}${Number((size / step).toFixed(1))}${suffix}`;
  }
  return `${sign}${Number(size.toFixed(2))}`;
};
