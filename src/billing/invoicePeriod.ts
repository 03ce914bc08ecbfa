/**
 * An invoice's period, "1 Nov 2026 – 30 Nov 2026", in the interface language; both days are included
 * (UTC: the server's days). Shared by the billing history and the administrator's invoice lists.
 */
export const formatPeriod = (from: string, to: string, locale: string): string => {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = (iso: string) => {
    const at = Date.parse(`${iso}T00:00:00Z`);
    return Number.isNaN(at) ? iso : format.format(at);
  };
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
};
