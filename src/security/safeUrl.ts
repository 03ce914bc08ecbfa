/**
 * Links fed from data (white-label terms, privacy and help URLs, later campaign URLs) may only be
 * web or mail addresses: a `javascript:` or `data:` URL in an href would run or render content when
 * clicked, so it is dropped (answered as '') and the link is not shown.
 */
const SAFE_SCHEMES = /^(https?:|mailto:)/i;

export const safeUrl = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): strip them first.
  const compact = trimmed.replace(/[\u0000-\u0020]/g, '');
  return SAFE_SCHEMES.test(compact) ? trimmed : '';
};
