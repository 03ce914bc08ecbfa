import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { EventFilterOptions } from '../../src/api/contract';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { EventsDebugView } from './debug/EventsDebugView';
import { useEventsAddress, type EventsView } from './eventsAddress';
import { EVENTS_RESOURCE } from './eventsApi';
import { EventsMonitor } from './monitor/EventsMonitor';

const VIEWS: readonly EventsView[] = ['monitor', 'debug'];

/**
 * /events (PAGE_EVENTS, spec 3 §2 "Events monitor"): the monitor and the debug view as two tabs, every
 * choice in the address. The account is the one the session acts on (`adv-id`), so an administrator
 * sees its own events, or those of the account it switched to.
 */
const EventsPage = () => {
  const translate = useTranslate();
  const [address, update] = useEventsAddress();
  // The filters' options change with the account's pixel setup, not minute by minute.
  const { data: options } = useInvokeQuery<EventFilterOptions>(EVENTS_RESOURCE, 'filters', {}, { staleTime: 10 * 60_000 });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('events.titles.events')} />
      <Typography variant="h5" component="h1">
        {translate('events.titles.events')}
      </Typography>
      <Tabs value={address.view} onChange={(_event, view: EventsView) => update({ view })} aria-label={translate('events.views.label')}>
        {VIEWS.map((view) => (
          <Tab key={view} value={view} label={translate(`events.views.${view}`)} id={`events-tab-${view}`} aria-controls="events-tab-panel" />
        ))}
      </Tabs>
      <div role="tabpanel" id="events-tab-panel" aria-labelledby={`events-tab-${address.view}`}>
        {address.view === 'debug' ? (
          <EventsDebugView address={address} update={update} options={options} />
        ) : (
          <EventsMonitor address={address} update={update} options={options} />
        )}
      </div>
    </Stack>
  );
};

export default EventsPage;
