/** A timezone offset as people read it: 3600 → "UTC+01:00", -12600 → "UTC−03:30", 0 → "UTC". */
export const utcOffsetLabel = (offsetSeconds: number): string => {
  if (!Number.isFinite(offsetSeconds) || offsetSeconds === 0) return 'UTC';
  const minutes = Math.round(Math.abs(offsetSeconds) / 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  // U+2212 MINUS SIGN, as time zones are printed (a hyphen reads as a dash).
  return `UTC${offsetSeconds < 0 ? '\u2212' : '+'}${hh}:${mm}`;
};
