/**
 * The page a redirecting vendor (ameria) answered, if it is one the browser may be sent to: a path of
 * this origin, or an https address (the bank's). Anything else (javascript:, data:, a protocol-relative
 * //host) is refused rather than followed.
 */
export const safePaymentUrl = (url: string | null, origin: string): string | null => {
  if (!url) return null;
  try {
    const resolved = new URL(url, origin);
    // A relative address must stay a path here: browsers read `//host` and `/\host` as another host.
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return url.startsWith('/') && !/^\/[/\\]/.test(url) && resolved.origin === origin ? resolved.href : null;
    return resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
};
