import { memo } from 'react';
import { List, ListItem, ListItemButton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { EventMinuteSlot } from '../../../src/api/contract';
import { formatLocalDateTime } from '../../../src/format/dates';
import { useFormat } from '../../../src/format/useFormat';
import { VISUALLY_HIDDEN } from '../../../src/layout/admin-panel/visuallyHidden';
import { EventsSection } from '../EventsSection';

interface SlotListProps {
  slots: readonly EventMinuteSlot[];
  selected: string | null;
  onSelect(timeSlot: string): void;
}

/** Spaces that hold between the visible and the hidden parts of a name (a plain one at a span's edge may be dropped). */
const NBSP = '\u00a0';

const sameMinute = (a: string, b: string | null) => b !== null && Date.parse(a) === Date.parse(b);

/**
 * The per-minute slots with their counts, newest first (spec 3 §2). A minute without events is an
 * empty row: its time with no count, and nothing to select. Each other minute is a button selecting it.
 */
export const SlotList = memo(({ slots, selected, onSelect }: SlotListProps) => {
  const figures = useFormat();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <EventsSection id="event-slots-title" title={translate('events.slots.title')}>
      {/* Scrolls on its own (an hour is 60 rows); focusable, so the keyboard scrolls it even when every minute is empty. */}
      <List dense aria-labelledby="event-slots-title" tabIndex={0} sx={{ overflowY: 'auto', maxHeight: 560 }}>
        {slots.map((slot) => {
          const time = formatLocalDateTime(slot.time_slot, locale, { withoutYear: true });
          if (slot.events_count === 0) {
            return (
              <ListItem key={slot.time_slot} data-testid="event-slot" data-empty="true" sx={{ color: 'text.secondary', py: 0.75 }}>
                {time}
                <span style={VISUALLY_HIDDEN}>
                  ,{NBSP}
                  {translate('events.slots.none')}
                </span>
              </ListItem>
            );
          }
          const current = sameMinute(slot.time_slot, selected);
          return (
            <ListItem key={slot.time_slot} disablePadding data-testid="event-slot">
              {/* Named by what it shows ("Nov 24, 2:05 PM, 12 events"), the words only a listener needs hidden. */}
              <ListItemButton selected={current} aria-current={current ? 'true' : undefined} onClick={() => onSelect(slot.time_slot)} sx={{ justifyContent: 'space-between', gap: 2 }}>
                <span>
                  {time}
                  <span style={VISUALLY_HIDDEN}>,{NBSP}</span>
                </span>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {figures.count(slot.events_count)}
                  <span style={VISUALLY_HIDDEN}>
                    {NBSP}
                    {translate('events.slots.unit', { smart_count: slot.events_count })}
                  </span>
                </Typography>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </EventsSection>
  );
});
SlotList.displayName = 'SlotList';
