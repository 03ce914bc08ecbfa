import { type MouseEvent, useId, useState } from 'react';
import { Button, Divider, Popover, Stack } from '@mui/material';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { useLocaleState, useTranslate } from 'ra-core';
import { type DatePresetId, type DateRange, LIST_PRESETS, formatRangeLabel, matchPreset, presetRange, todayIso } from '../../domain/dateRange';
import { DateRangePresetList } from './DateRangePresetList';
import { DateRangeCustomForm } from './DateRangeCustomForm';

export interface DateRangePickerProps {
  /** `to` exclusive, as stored (see src/domain/dateRange.ts). */
  value: DateRange;
  onChange(next: DateRange): void;
  presets?: readonly DatePresetId[];
  /** A translation key naming the control. */
  label?: string;
}

/**
 * The shared date-range picker (spec 3 "Shared widgets"): a button showing the range, opening presets
 * that apply at once and a custom From/To form. The popover unmounts its content on close, so an
 * unapplied custom range is dropped and the form starts from the current value each time.
 */
export const DateRangePicker = ({ value, onChange, presets = LIST_PRESETS, label = 'widgets.dateRange.label' }: DateRangePickerProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const open = anchor !== null;
  const today = todayIso();
  const text = formatRangeLabel(value, locale);
  const name = translate(label);

  const close = () => setAnchor(null);
  const apply = (next: DateRange) => {
    close();
    onChange(next);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DateRangeIcon />}
        aria-label={translate('widgets.dateRange.buttonLabel', { label: name, range: text })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {text}
      </Button>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': name } }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} divider={<Divider flexItem orientation="vertical" />}>
          <DateRangePresetList
            presets={presets}
            selected={matchPreset(value, today, presets)}
            onSelect={(id) => apply(presetRange(id, today))}
          />
          <DateRangeCustomForm value={value} onApply={apply} onCancel={close} />
        </Stack>
      </Popover>
    </>
  );
};
