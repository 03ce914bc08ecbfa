import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { EVENTS_DEBUG_POLL_MS, EVENTS_TOP_COUNT, type EventFilterOptions, type EventMinuteSlot, type TopEvent } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { formatLocalDateTime } from '../../../src/format/dates';
import { useFormat } from '../../../src/format/useFormat';
import { EventFilterSelect } from '../EventFilterSelect';
import { EventsSection } from '../EventsSection';
import type { EventsAddress } from '../eventsAddress';
import { EVENTS_RESOURCE } from '../eventsApi';

/** Spec 3 §2, §9: polled every 3 s (react-query skips a poll while the tab is hidden, and asks at once when it is shown). */
const POLLING = { refetchInterval: EVENTS_DEBUG_POLL_MS, keepPrevious: true } as const;

const MinuteCounts = ({ counts }: { counts: readonly EventMinuteSlot[] }) => {
  const figures = useFormat();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const most = Math.max(1, ...counts.map((slot) => slot.events_count));
  return (
    // An hour is 60 rows: the table scrolls on its own, focusable so the keyboard scrolls it.
    <Box tabIndex={0} role="region" aria-labelledby="debug-counts-title" sx={{ maxHeight: 560, overflowY: 'auto' }}>
      <Table size="small" stickyHeader aria-labelledby="debug-counts-title">
        <TableHead>
          <TableRow>
            <TableCell>{translate('events.debug.minute')}</TableCell>
            <TableCell align="right">{translate('events.debug.count')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {counts.map((slot) => (
            <TableRow key={slot.time_slot} data-testid="debug-count">
              <TableCell>{formatLocalDateTime(slot.time_slot, locale, { withoutYear: true })}</TableCell>
              <TableCell align="right" sx={{ minWidth: 140 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
                  <Box aria-hidden sx={{ height: 8, borderRadius: 1, bgcolor: 'primary.main', width: `${(slot.events_count / most) * 80}px` }} />
                  <span>{figures.count(slot.events_count)}</span>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const TopEvents = ({ top }: { top: readonly TopEvent[] }) => {
  const figures = useFormat();
  const translate = useTranslate();
  if (top.length === 0) return <Typography sx={{ color: 'text.secondary', px: 2, pb: 2 }}>{translate('events.debug.emptyTop')}</Typography>;
  return (
    <Table size="small" aria-labelledby="debug-top-title">
      <TableHead>
        <TableRow>
          <TableCell>{translate('events.debug.rank')}</TableCell>
          <TableCell>{translate('events.list.name')}</TableCell>
          <TableCell align="right">{translate('events.debug.count')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {top.map((event, index) => (
          <TableRow key={event.event_name} data-testid="debug-top-event">
            <TableCell>{index + 1}</TableCell>
            <TableCell>{event.event_name}</TableCell>
            <TableCell align="right">{figures.count(event.count)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

interface EventsDebugViewProps {
  address: EventsAddress;
  update(patch: Partial<EventsAddress>): void;
  options: EventFilterOptions | undefined;
}

/**
 * The debug view (spec 3 §2): polls every 3 seconds, filters by event name, and shows the last hour's
 * per-minute counts and the top events (the 100 most frequent names).
 */
export const EventsDebugView = ({ address, update, options }: EventsDebugViewProps) => {
  const translate = useTranslate();
  const filter = { eventName: address.eventName };
  const counts = useInvokeQuery<EventMinuteSlot[]>(EVENTS_RESOURCE, 'debugCount', filter, POLLING);
  const top = useInvokeQuery<TopEvent[]>(EVENTS_RESOURCE, 'debugTopEvents', { ...filter, count: EVENTS_TOP_COUNT }, POLLING);
  const error = counts.error ?? top.error;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box role="search" aria-label={translate('events.filters.label')}>
          <EventFilterSelect filter="event" value={address.eventName} options={options?.event_names ?? []} onChange={(eventName) => update({ eventName })} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('events.debug.hint')}
        </Typography>
      </Stack>
      {error ? <Alert severity="error">{errorText(error, translate('events.error'))}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <EventsSection id="debug-counts-title" title={translate('events.debug.counts')}>
          <MinuteCounts counts={counts.data ?? []} />
        </EventsSection>
        <EventsSection id="debug-top-title" title={translate('events.debug.top')}>
          {top.data ? <TopEvents top={top.data} /> : null}
        </EventsSection>
      </Box>
    </Stack>
  );
};
