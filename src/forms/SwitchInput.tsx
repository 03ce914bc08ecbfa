import type { ChangeEvent } from 'react';
import { FormControlLabel, FormGroup, FormHelperText, Switch } from '@mui/material';
import { FieldTitle, useInput } from 'ra-core';
import { InputHelperText } from 'react-admin';

export interface SwitchInputProps {
  source: string;
  /** A translation key, as react-admin inputs take it. */
  label: string;
  /** A translation key; false renders no helper line (react-admin's meaning). */
  helperText?: string | false;
}

/**
 * A boolean form field shown as a switch: react-admin's BooleanInput with react-hook-form's ref on
 * the switch's <input>. BooleanInput (5.15) hands that ref to FormControlLabel's `inputRef`, which
 * MUI 9 no longer reads: it lands on the <label> as an unknown DOM prop (React's dev warning) and the
 * field has no element, so react-hook-form's setFocus and focus-on-error skip it. MUI 9 takes the
 * <input>'s props through `slotProps.input`. Same markup and classes as BooleanInput otherwise.
 */
export const SwitchInput = ({ source, label, helperText }: SwitchInputProps) => {
  const {
    id,
    field,
    isRequired,
    fieldState: { error, invalid },
  } = useInput({ source, defaultValue: false });
  const handleChange = (_event: ChangeEvent<HTMLInputElement>, checked: boolean) => {
    field.onChange(checked);
    // A click is the whole edit: the field counts as touched at once, as with BooleanInput.
    field.onBlur();
  };
  return (
    <FormGroup className={`ra-input ra-input-${source}`}>
      <FormControlLabel
        control={
          <Switch id={id} name={field.name} checked={Boolean(field.value)} onChange={handleChange} slotProps={{ input: { ref: field.ref } }} />
        }
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      />
      {helperText !== false || invalid ? (
        <FormHelperText error={invalid}>
          <InputHelperText error={error?.message} helperText={helperText} />
        </FormHelperText>
      ) : null}
    </FormGroup>
  );
};
