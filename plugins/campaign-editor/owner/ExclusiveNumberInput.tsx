import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate, ValidationError } from 'ra-core';
import { useController, useWatch } from 'react-hook-form';
import { useFlashMessage } from './useFlashMessage';

interface Props {
  source: 'owner.margin' | 'owner.fixed_cpm';
  /** The field this one excludes: while it holds a value, this one cannot be filled (spec 1 §5). */
  other: 'owner.margin' | 'owner.fixed_cpm';
  /** Translation key of the label. */
  label: string;
  /** Translation key of the message shown for 3 s when filling is blocked. */
  blockedMessage: string;
  /** Margin is an integer, fixed CPM a decimal. */
  integer: boolean;
  helperText?: string;
}

const format = (value: unknown): string => (typeof value === 'number' && !Number.isNaN(value) ? String(value) : '');

/**
 * A number that may be empty (null), blocked while `other` holds a value: the keystroke is refused
 * and the spec's message shows under the field for 3 s. What the user types stays as typed (a
 * half-typed '1.' or a wrong '1.5' margin), the value is its number (NaN when it is no number,
 * which the rules then name), so nothing typed is silently dropped.
 */
export const ExclusiveNumberInput = ({ source, other, label, blockedMessage, integer, helperText }: Props) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: source });
  const otherValue: unknown = useWatch({ name: other });
  const [blocked, showBlocked] = useFlashMessage();
  const [text, setText] = useState(() => format(field.value));
  const [shownValue, setShownValue] = useState<unknown>(field.value);

  // The value changed under the field (a load, a reset, the server's answer): show it.
  if (!Object.is(field.value, shownValue)) {
    setShownValue(field.value);
    if (!Object.is(field.value, text === '' ? null : Number(text))) setText(format(field.value));
  }

  const change = (typed: string) => {
    const otherFilled = otherValue !== null && otherValue !== undefined && otherValue !== '';
    if (typed.trim() !== '' && otherFilled) {
      showBlocked(translate(blockedMessage));
      return;
    }
    const normalised = integer ? typed : typed.replace(',', '.');
    const value = normalised.trim() === '' ? null : Number(normalised);
    setText(typed);
    setShownValue(value);
    field.onChange(value);
  };

  const error = fieldState.error?.message;
  return (
    <TextField
      inputRef={field.ref}
      name={field.name}
      label={translate(label)}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      error={!!blocked || !!error}
      helperText={blocked ?? (error ? <ValidationError error={error} /> : helperText)}
      slotProps={{ htmlInput: { inputMode: integer ? 'numeric' : 'decimal' } }}
      size="small"
      fullWidth
    />
  );
};
