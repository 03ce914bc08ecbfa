/**
 * Whether a link may be saved as the white-label's terms or privacy address: http or https only, a
 * host, no spaces (spec 3 §2 customization; `javascript:` or `data:` links must never be stored).
 * Empty means "no link".
 */
export const isWebAddress = (value: string): boolean => {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  if (/\s/.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};
