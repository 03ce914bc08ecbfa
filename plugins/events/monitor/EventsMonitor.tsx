import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { EventFilterOptions } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { EVENTS_RESOURCE, type EventsFilter } from '../eventsApi';
import type { EventsAddress } from '../eventsAddress';
import { EventDetail } from './EventDetail';
import { LiveEventsPanel, PickSlotPanel, SlotEventsPanel } from './EventsPanel';
import { MonitorToolbar } from './MonitorToolbar';
import { SlotList } from './SlotList';
import { refreshPeriodMs, useEventSlots, useLiveEvents } from './useMonitorData';

interface EventsMonitorProps {
  address: EventsAddress;
  update(patch: Partial<EventsAddress>): void;
  options: EventFilterOptions | undefined;
}

/**
 * The events monitor (spec 3 §2): the per-minute slots beside the events of the selected minute (or,
 * live with none selected, the incoming events), and the detail panel of the event opened.
 * Live/paused: pausing freezes the view and keeps the selected minute with its stored events; going
 * live again resets the selection (the spec's "toggling off resets the selection", read as the pause
 * being toggled off: live shows the incoming events, not a minute) and asks everything afresh.
 */
export const EventsMonitor = ({ address, update, options }: EventsMonitorProps) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const filter: EventsFilter = useMemo(() => ({ device: address.device, eventName: address.eventName }), [address.device, address.eventName]);
  const slots = useEventSlots(filter, address.live);
  const periodMs = refreshPeriodMs(slots.data);
  const incoming = useLiveEvents(filter, address.live, periodMs);
  const [openId, setOpenId] = useState<number | null>(null);
  // The event name's button that opened the detail: it takes the focus back when the detail closes.
  const opener = useRef<HTMLElement | null>(null);
  const openEvent = useCallback((id: number, from: HTMLElement) => {
    opener.current = from;
    setOpenId(id);
  }, []);
  const closeEvent = useCallback(() => {
    setOpenId(null);
    if (opener.current?.isConnected) opener.current.focus();
  }, []);
  const list = slots.data?.slots;
  const selectedCount = useMemo(() => list?.find((slot) => address.slot !== null && Date.parse(slot.time_slot) === Date.parse(address.slot))?.events_count, [list, address.slot]);
  const select = useCallback((slot: string) => update({ slot }), [update]);

  const onLive = (live: boolean) => {
    if (!live) {
      update({ live: false });
      return;
    }
    update({ live: true, slot: null });
    // The incoming events start from what is there now: the answer kept from before the pause would
    // count every event of the paused minutes as new. The filters' options and an event's detail do
    // not change, so only the minutes are asked again.
    void queryClient.resetQueries({ queryKey: [EVENTS_RESOURCE, 'debugList'] });
    void queryClient.invalidateQueries({ queryKey: [EVENTS_RESOURCE, 'slots'] });
  };
  const onShowNew = () => {
    incoming.reveal();
    update({ slot: null });
  };

  return (
    <Stack spacing={2}>
      <MonitorToolbar
        address={address}
        options={options}
        updatedAt={slots.dataUpdatedAt}
        periodMs={periodMs}
        newCount={incoming.newCount}
        onLive={onLive}
        onShowNew={onShowNew}
        onFilter={update}
      />
      {slots.error ? (
        <Alert severity="error" action={<Button onClick={() => void slots.refetch()}>{translate('events.retry')}</Button>}>
          {errorText(slots.error, translate('events.error'))}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: openId === null ? '240px minmax(0, 1fr)' : '240px minmax(0, 1fr) 340px' } }}>
        <SlotList slots={list ?? []} selected={address.slot} onSelect={select} />
        {address.slot !== null ? (
          <SlotEventsPanel filter={filter} slot={address.slot} count={selectedCount} openId={openId} onOpen={openEvent} />
        ) : address.live ? (
          <LiveEventsPanel events={incoming.shown} error={incoming.error} loaded={incoming.loaded} openId={openId} onOpen={openEvent} />
        ) : (
          <PickSlotPanel />
        )}
        {openId !== null ? <EventDetail id={openId} onClose={closeEvent} /> : null}
      </Box>
    </Stack>
  );
};
