import { Box, Button, Chip, Stack } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslate } from 'ra-core';
import type { EventFilterOptions } from '../../../src/api/contract';
import { VISUALLY_HIDDEN } from '../../../src/layout/admin-panel/visuallyHidden';
import { EventFilterSelect } from '../EventFilterSelect';
import type { EventsAddress } from '../eventsAddress';
import { RefreshRing } from './RefreshRing';

interface MonitorToolbarProps {
  address: EventsAddress;
  options: EventFilterOptions | undefined;
  updatedAt: number;
  periodMs: number;
  newCount: number;
  onLive(live: boolean): void;
  onShowNew(): void;
  onFilter(patch: Pick<Partial<EventsAddress>, 'device' | 'eventName'>): void;
}

/**
 * The monitor's controls: play/pause, the ring to the next refresh, the count of new events (a button
 * that shows them), and the device and event-name filters. The count is also said once per change in a
 * polite live region, never on the ring's ticks.
 */
export const MonitorToolbar = ({ address, options, updatedAt, periodMs, newCount, onLive, onShowNew, onFilter }: MonitorToolbarProps) => {
  const translate = useTranslate();
  const { live } = address;
  const newText = translate('events.newEvents', { smart_count: newCount });
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant={live ? 'outlined' : 'contained'} startIcon={live ? <PauseIcon /> : <PlayArrowIcon />} onClick={() => onLive(!live)}>
        {translate(live ? 'events.mode.pause' : 'events.mode.goLive')}
      </Button>
      <RefreshRing live={live} updatedAt={updatedAt} periodMs={periodMs} />
      <Chip size="small" color={live ? 'success' : 'default'} label={translate(live ? 'events.mode.live' : 'events.mode.paused')} data-testid="events-mode" />
      {live && newCount > 0 ? (
        <Button size="small" variant="contained" color="secondary" startIcon={<ArrowUpwardIcon />} onClick={onShowNew}>
          {newText}
        </Button>
      ) : null}
      <Box aria-live="polite" sx={VISUALLY_HIDDEN} data-testid="new-events-announcer">
        {live && newCount > 0 ? newText : ''}
      </Box>
      <Box sx={{ flex: 1 }} />
      {/* Wrapped below each other when a phone has no room for both filters side by side. */}
      <Stack direction="row" spacing={1.5} useFlexGap role="search" aria-label={translate('events.filters.label')} sx={{ flexWrap: 'wrap', maxWidth: '100%' }}>
        <EventFilterSelect filter="device" value={address.device} options={options?.devices ?? []} onChange={(device) => onFilter({ device })} />
        <EventFilterSelect filter="event" value={address.eventName} options={options?.event_names ?? []} onChange={(eventName) => onFilter({ eventName })} />
      </Stack>
    </Stack>
  );
};
