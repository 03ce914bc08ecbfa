import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, IconButton, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useLocaleState, useTranslate } from 'ra-core';
import type { PixelEventDetail } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { formatLocalDateTime } from '../../../src/format/dates';
import { EVENTS_RESOURCE } from '../eventsApi';
import { readEventData } from './eventData';
import { formatFor } from '../../../src/format/useFormat';
import { eventValue } from './EventTable';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1.5, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);

/** A table inside the field's `dd` (flow content): one row per parameter, in the order the site sent them. */
const Parameters = ({ parameters }: { parameters: [string, string][] }) => {
  const translate = useTranslate();
  if (parameters.length === 0) return <>{translate('events.detail.noParameters')}</>;
  return (
    <Table size="small" aria-label={translate('events.detail.parameters')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('events.detail.parameter')}</TableCell>
          <TableCell>{translate('events.detail.parameterValue')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {parameters.map(([key, value]) => (
          <TableRow key={key} data-testid="event-parameter">
            <TableCell>{key}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const DetailFields = ({ event }: { event: PixelEventDetail }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const data = readEventData(event.event_data);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Field label={translate('events.detail.name')}>{event.event_name}</Field>
      <Field label={translate('events.detail.time')}>{formatLocalDateTime(event.timestamp, locale, { seconds: true })}</Field>
      <Field label={translate('events.detail.value')}>{eventValue(event.value, formatFor(locale))}</Field>
      <Field label={translate('events.detail.device')}>{event.device_model}</Field>
      {data ? (
        <>
          <Field label={translate('events.detail.url')}>{data.url ?? '—'}</Field>
          <Field label={translate('events.detail.userAgent')}>{data.userAgent ?? '—'}</Field>
          <Field label={translate('events.detail.parameters')}>
            <Parameters parameters={data.parameters} />
          </Field>
        </>
      ) : (
        <Alert severity="warning">{translate('events.detail.unreadable')}</Alert>
      )}
    </Box>
  );
};

/**
 * The event detail panel (spec 3 §2): name, time, value, device model, URL, custom parameters (and
 * the user agent), read with the event call. Whatever the site sent is shown as text.
 */
export const EventDetail = ({ id, onClose }: { id: number; onClose(): void }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useInvokeQuery<PixelEventDetail>(EVENTS_RESOURCE, 'event', { id }, { staleTime: Infinity });
  return (
    <Paper variant="outlined" component="section" id="event-detail" aria-labelledby="event-detail-title" sx={{ p: 2, alignSelf: 'start', position: { md: 'sticky' }, top: { md: 80 }, maxHeight: { md: 'calc(100vh - 96px)' }, overflowY: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="subtitle1" id="event-detail-title">
          {translate('events.detail.title')}
        </Typography>
        <IconButton size="small" onClick={onClose} aria-label={translate('events.detail.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {error ? <Alert severity="error">{errorText(error, translate('events.error'))}</Alert> : null}
      {isPending && !error ? <CircularProgress size={24} aria-label={translate('events.detail.title')} /> : null}
      {data ? <DetailFields event={data} /> : null}
    </Paper>
  );
};
