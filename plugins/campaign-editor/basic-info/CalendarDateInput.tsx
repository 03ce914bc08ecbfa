import { useState } from 'react';
import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';

interface CalendarDateInputProps {
  source: 'campaignStartAt' | 'campaignEndAt';
  label: string;
  /** Shown while empty (a native date input has no placeholder of its own). */
  placeholder: string;
  helperText?: string;
  /** YYYY-MM-DD: the browser's picker offers nothing earlier. */
  min?: string;
  disabled?: boolean;
}

/**
 * A calendar date kept as YYYY-MM-DD, empty as null (Immediately, no end). The form knows no time or
 * zone: the shell's mapping sends UTC with the campaign's timezone offset. Empty and unfocused, it is a
 * text input so the placeholder reads (spec 1 §4 "placeholder reads Immediately"); otherwise the native picker.
 */
export const CalendarDateInput = ({ source, label, placeholder, helperText, min, disabled }: CalendarDateInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, parse: (value: string) => (value ? value : null), format: (value: unknown) => (typeof value === 'string' ? value : '') });
  const [focused, setFocused] = useState(false);
  const showPicker = focused || field.value !== '';
  return (
    <TextField
      id={`campaign-${source}`}
      name={field.name}
      inputRef={field.ref}
      type={showPicker ? 'date' : 'text'}
      value={field.value}
      onChange={field.onChange}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        field.onBlur();
      }}
      label={translate(label)}
      placeholder={translate(placeholder)}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText ?? false} />}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
};
