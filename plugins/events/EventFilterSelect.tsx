import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

/** MUI's Select needs a string for "every value": the empty one, which the address leaves out. */
const ANY = '';

interface EventFilterSelectProps {
  /** Translation keys of the label and of the "every value" option. */
  label: string;
  all: string;
  value: string | null;
  options: readonly string[];
  onChange(value: string | null): void;
}

/**
 * One filter of the events page (spec 3 §2: a device select and an event-name select), its options
 * from the filters call. A value in the address the options lack (a shared link from another account)
 * is still offered, so the select shows what is applied.
 */
export const EventFilterSelect = ({ label, all, value, options, onChange }: EventFilterSelectProps) => {
  const translate = useTranslate();
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
