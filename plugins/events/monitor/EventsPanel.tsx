import type { ReactNode } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { PixelEvent } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { formatLocalDateTime } from '../../../src/format/dates';
import type { EventsFilter } from '../eventsApi';
import { EventsSection } from '../EventsSection';
import { EventTable } from './EventTable';
import { useSlotEvents } from './useMonitorData';

interface OpenProps {
  openId: number | null;
  /** Opens an event's detail; `opener` takes the focus back when the detail closes. */
  onOpen(id: number, opener: HTMLElement): void;
}

const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <EventsSection id="events-panel-title" title={title}>
    <Box sx={{ overflowX: 'auto' }}>{children}</Box>
  </EventsSection>
);

const Note = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 2 }}>
    {children}
  </Typography>
);

/** A selected minute's stored events (spec 3 §2: selecting a slot loads its events). */
export const SlotEventsPanel = ({ filter, slot, count, openId, onOpen }: OpenProps & { filter: EventsFilter; slot: string; count: number | undefined }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const { data, error, isPending } = useSlotEvents(filter, slot, count);
  const title = translate('events.list.slot', { time: formatLocalDateTime(slot, locale) });
  return (
    <Panel title={title}>
      {isPending && !error ? <LinearProgress aria-label={title} /> : null}
      {error ? <Alert severity="error">{errorText(error, translate('events.error'))}</Alert> : null}
      {data && data.length === 0 ? <Note>{translate('events.list.emptySlot')}</Note> : null}
      {data && data.length > 0 ? <EventTable label={title} events={data} openId={openId} onOpen={onOpen} /> : null}
    </Panel>
  );
};

/** Live with no minute selected: the incoming events, newest first (spec 3 §2). */
export const LiveEventsPanel = ({ events, error, loaded, openId, onOpen }: OpenProps & { events: readonly PixelEvent[]; error: Error | null; loaded: boolean }) => {
  const translate = useTranslate();
  const title = translate('events.list.latest');
  return (
    <Panel title={title}>
      {!loaded && !error ? <LinearProgress aria-label={title} /> : null}
      {error ? <Alert severity="error">{errorText(error, translate('events.error'))}</Alert> : null}
      {loaded && events.length === 0 ? <Note>{translate('events.list.emptyLatest')}</Note> : null}
      {events.length > 0 ? <EventTable label={title} events={events} openId={openId} onOpen={onOpen} /> : null}
    </Panel>
  );
};

/** Paused with no minute selected. */
export const PickSlotPanel = () => {
  const translate = useTranslate();
  return (
    <Panel title={translate('events.list.title')}>
      <Note>{translate('events.list.pick')}</Note>
    </Panel>
  );
};
