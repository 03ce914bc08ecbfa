/**
 * The page a redirecting vendor (ameria) answered, if it is one the browser may be sent to: a path of
 * this origin, or an https address (the bank's). Anything else (javascript:, data:, a protocol-relative
 * //host) is refused rather than followed.
 */
export const safePaymentUrl = (url: string | null, origin: string): string | null => {
  if (!url) return null;
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin === origin && url.startsWith('/') && !url.startsWith('//')) return resolved.href;
    return resolved.protocol === 'https:' && !url.startsWith('//') ? resolved.href : null;
  } catch {
    return null;
  }
};
