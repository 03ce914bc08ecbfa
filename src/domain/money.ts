/**
 * The one place money and numbers are formatted (ARCHITECTURE.md), on `Intl` in the interface
 * language: currency symbols, money rounded UP to 2 decimals, ratios with 2 decimals, large counts in
 * the compact form (spec 1 §9: K, M, B; "тыс.", "млн", "млрд" in Russian). The app reaches these through
 * `useFormat()` (src/format/useFormat.ts), which binds the UI's locale; the mock's invoice PDF passes the
 * invoice's language. Formatters are kept per locale and shape: building an Intl.NumberFormat costs far
 * more than using one, and a list formats every cell.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', NGN: '₦', AMD: '֏' };

export const currencySymbol = (currency: string | null | undefined): string =>
  (currency && CURRENCY_SYMBOLS[currency.toUpperCase()]) || (currency ?? '');

/** Rounds up to cents; the small epsilon keeps binary noise (0.1 + 0.2) from adding a cent. */
// `|| 0` turns the -0 that Math.ceil gives for 0 into 0.
export const roundUpToCents = (amount: number): number => Math.ceil(Number((amount * 100).toFixed(6)) - 1e-9) / 100 || 0;

const formats = new Map<string, Intl.NumberFormat>();

const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
};

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** A currency Intl knows by its ISO code; anything else (a malformed code) is written after the figure. */
const isIsoCurrency = (currency: string): boolean => /^[A-Z]{3}$/.test(currency);

/**
 * "$1,234.57" / "1 234,57 $" for USD 1234.561, the sign before the symbol in English ("-$12.50").
 * The narrow symbol: "₦" and "֏" rather than "NGN" and "AMD", in both languages.
 */
export const formatMoney = (amount: number, currency: string, locale: string): string => {
  const rounded = roundUpToCents(amount);
  const code = currency.toUpperCase();
  if (!isIsoCurrency(code)) return `${numberFormat(locale, TWO_DECIMALS).format(rounded)} ${currency}`.trim();
  return numberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', ...TWO_DECIMALS }).format(rounded);
};

/** Whole counts with the language's digit grouping ("1,234" / "1 234"). */
export const formatCount = (value: number, locale: string): string => numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value));

/** CTR, CPM, CPC and CPA: two decimals ("1,234.50" / "1 234,50"). */
export const formatRatio = (value: number, locale: string): string => numberFormat(locale, TWO_DECIMALS).format(value);

/**
 * CTR, CVR, win rate and shares, given in percent: two decimals (or `digits`) and the language's
 * percent sign ("1.25%" / "1,25 %"; a pace "66%" / "66 %").
 */
export const formatPercent = (value: number, locale: string, digits = 2): string =>
  numberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value / 100);

/** An amount whose currency is not known (a pixel event's value, as the site sent it): two decimals. */
export const formatAmount = (value: number, locale: string): string => formatRatio(value, locale);

/** 950 → "950", 1,234 → "1.2K" / "1,2 тыс.", 2,500,000 → "2.5M" / "2,5 млн", 3e9 → "3B" / "3 млрд". */
export const formatCompact = (value: number, locale: string): string =>
  numberFormat(locale, { notation: 'compact', maximumFractionDigits: Math.abs(value) < 1000 ? 2 : 1 }).format(value);
