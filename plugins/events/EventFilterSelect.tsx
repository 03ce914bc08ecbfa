import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

/** MUI's Select needs a string for "every value": the empty one, which the address leaves out. */
const ANY = '';

/** The label and the "every value" option of each filter. */
const KEYS = {
  device: { label: 'events.filters.device', all: 'events.filters.allDevices' },
  event: { label: 'events.filters.event', all: 'events.filters.allEvents' },
} as const;

interface EventFilterSelectProps {
  filter: keyof typeof KEYS;
  value: string | null;
  options: readonly string[];
  onChange(value: string | null): void;
}

/**
 * One filter of the events page (spec 3 §2: a device select and an event-name select), its options
 * from the filters call. A value in the address the options lack (a shared link from another account)
 * is still offered, so the select shows what is applied.
 */
export const EventFilterSelect = ({ filter, value, options, onChange }: EventFilterSelectProps) => {
  const translate = useTranslate();
  const { label, all } = KEYS[filter];
  const choices = value !== null && !options.includes(value) ? [value, ...options] : options;
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value ?? ANY}
      onChange={(event) => onChange(event.target.value === ANY ? null : event.target.value)}
      sx={{ width: 200 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value={ANY}>{translate(all)}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
};
