/** How a chart's time reads: the hour for hourly series, the day otherwise; UTC, as reports are. */
export type ChartGranularity = 'hour' | 'day';

export const chartTimeFormat = (locale: string, granularity: ChartGranularity, withYear = true): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    ...(granularity === 'hour' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  });

/** An hourly series summed per UTC day, for the table a screen reader reads instead of 8,760 rows. */
export const perDay = (times: ArrayLike<number>, values: ArrayLike<number>): { day: number; value: number }[] => {
  const days: { day: number; value: number }[] = [];
  for (let i = 0; i < times.length; i += 1) {
    const day = Math.floor((times[i] ?? 0) / 86_400_000) * 86_400_000;
    const last = days.at(-1);
    if (last && last.day === day) last.value += values[i] ?? 0;
    else days.push({ day, value: values[i] ?? 0 });
  }
  return days;
};
