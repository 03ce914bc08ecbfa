import { type FormEvent, useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { type DateRange, addDays, displayedEnd, isIsoDay } from '../../domain/dateRange';

export interface DateRangeCustomFormProps {
  value: DateRange;
  onApply(next: DateRange): void;
  onCancel(): void;
}

/**
 * From and To as native date inputs. To is the DISPLAYED (inclusive) end: people pick the last day they
 * want to see, and the exclusive end the API stores is only added on Apply. The min/max attributes keep
 * the browser's calendar from offering a reversed range; a typed one is flagged and cannot be applied.
 */
export const DateRangeCustomForm = ({ value, onApply, onCancel }: DateRangeCustomFormProps) => {
  const translate = useTranslate();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(() => (isIsoDay(value.to) ? displayedEnd(value) : ''));
  const complete = isIsoDay(from) && isIsoDay(to);
  const reversed = complete && from > to;
  const canApply = complete && !reversed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canApply) onApply({ from, to: addDays(to, 1) });
  };

  const title = translate('widgets.dateRange.customLabel');
  return (
    // noValidate: our own check flags a reversed range with the spec's message instead of the browser's.
    <Stack component="form" noValidate onSubmit={submit} aria-label={title} spacing={2} sx={{ p: 2, minWidth: 240 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <TextField
        type="date"
        size="small"
        label={translate('widgets.dateRange.from')}
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={reversed}
        helperText={reversed ? translate('widgets.dateRange.fromAfterTo') : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: isIsoDay(to) ? to : undefined } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('widgets.dateRange.to')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={reversed}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: isIsoDay(from) ? from : undefined } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{translate('widgets.dateRange.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!canApply}>
          {translate('widgets.dateRange.apply')}
        </Button>
      </Stack>
    </Stack>
  );
};
