import { useState } from 'react';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { betaScheduleWeek } from './betaScheduling';

const B = 'campaign-editor.frequency.beta';

/** A calendar date or an instant as its UTC day in the interface language (the spec's clock is UTC). */
const utcDay = (locale: string, date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date));

/**
 * The beta-scheduling rule (spec 2 §4) as the advertiser reads it, and what it means for a change
 * saved now: the week it applies to and its first processing (betaScheduling.ts). The moment is the
 * tab's opening; the note is read there and then.
 */
export const BetaSchedulingNote = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [openedAt] = useState(() => new Date());
  const { week, start, end, processedAt } = betaScheduleWeek(openedAt);
  const day = (date: string) => utcDay(locale, date, { dateStyle: 'medium' });
  return (
    // A standing note, not news: role note instead of Alert's default "alert", which would be announced.
    <Alert severity="info" role="note" aria-labelledby="frequency-beta-title">
      <AlertTitle id="frequency-beta-title">{translate(`${B}.title`)}</AlertTitle>
      <Typography variant="body2">{translate(`${B}.rule`)}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate(`${B}.${week}`, { start: day(start), end: day(end) })}{' '}
        {translate(`${B}.processed`, { date: utcDay(locale, processedAt, { weekday: 'long', day: 'numeric', month: 'long' }) })}
      </Typography>
    </Alert>
  );
};
