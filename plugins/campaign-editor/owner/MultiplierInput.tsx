import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate, ValidationError } from 'ra-core';
import { useController } from 'react-hook-form';
import { multiplierOf } from './biddingItems';

/**
 * A bid multiplier: non-negative decimals; a negative entry becomes 0 at once (spec 2 §5). Text that
 * is not a number yet ('', '1.') stays in the box and leaves the value unchanged until it is one.
 */
export const MultiplierInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: source });
  const [text, setText] = useState(() => String(field.value ?? ''));
  const [shownValue, setShownValue] = useState<unknown>(field.value);
  if (!Object.is(field.value, shownValue)) {
    setShownValue(field.value);
    if (multiplierOf(text) !== field.value) setText(String(field.value ?? ''));
  }
  const change = (typed: string) => {
    const value = multiplierOf(typed);
    if (value === undefined) {
      setText(typed);
      return;
    }
    setText(value === 0 && typed.trim().startsWith('-') ? '0' : typed);
    setShownValue(value);
    field.onChange(value);
  };
  const error = fieldState.error?.message;
  return (
    <TextField
      inputRef={field.ref}
      name={field.name}
      label={translate('campaign-editor.owner.bidding.multiplier')}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ? <ValidationError error={error} /> : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      size="small"
      sx={{ width: 140 }}
    />
  );
};
