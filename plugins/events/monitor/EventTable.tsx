import { memo } from 'react';
import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { PixelEvent } from '../../../src/api/contract';
import { formatLocalDateTime } from '../../../src/format/dates';
import { formatFor, type Format } from '../../../src/format/useFormat';

interface EventTableProps {
  /** Translation key (or text) naming the table. */
  label: string;
  events: readonly PixelEvent[];
  openId: number | null;
  /** Opens an event's detail; the name's button takes the focus back when it closes. */
  onOpen(id: number, opener: HTMLElement): void;
}

/** A value of 0 is an event without one (a page view): shown as a dash, not as "0.00". */
export const eventValue = (value: number, format: Format): string => (value === 0 ? '—' : format.amount(value));

/**
 * Events as rows (time with the date in local time, name, device, value); each name opens the event's
 * detail panel. Every value is React text, whatever the site sent.
 */
export const EventTable = memo(({ label, events, openId, onOpen }: EventTableProps) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('events.list.time')}</TableCell>
          <TableCell>{translate('events.list.name')}</TableCell>
          <TableCell>{translate('events.list.device')}</TableCell>
          <TableCell align="right">{translate('events.list.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => {
          const time = formatLocalDateTime(event.timestamp, locale, { seconds: true, withoutYear: true });
          const open = event.id === openId;
          return (
            <TableRow key={event.id} selected={open} data-testid="event-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{time}</TableCell>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  // The open row's tint under the brand colour can fall short of 4.5:1: the open name reads as text.
                  color={open ? 'textPrimary' : 'primary'}
                  sx={open ? { fontWeight: 600 } : undefined}
                  aria-label={translate('events.list.open', { name: event.event_name, time })}
                  aria-expanded={open}
                  aria-controls={open ? 'event-detail' : undefined}
                  onClick={(click) => onOpen(event.id, click.currentTarget)}
                >
                  {event.event_name}
                </Link>
              </TableCell>
              <TableCell>{event.device_model}</TableCell>
              <TableCell align="right">{eventValue(event.value, formatFor(locale))}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
});
EventTable.displayName = 'EventTable';
