import type { ReactElement } from 'react';
import { TextField } from '@mui/material';
import { FieldTitle, useInput, type Validator } from 'ra-core';
import { InputHelperText } from 'react-admin';

export interface NativeSelectInputProps {
  source: string;
  /** A translation key, as react-admin inputs take it. */
  label: string;
  /** The options' values and the text each shows (already readable: numbers, names). */
  choices: readonly { id: string | number; name: string }[];
  validate?: Validator;
  readOnly?: boolean;
  /** A translation key or an element; false renders no helper line. */
  helperText?: string | ReactElement | false;
  /** Takes the width of its container (a row that sizes it), as MUI's fields do. */
  fullWidth?: boolean;
  /** For tests: the select element's data-testid. */
  testId?: string;
}

/**
 * A form field chosen from a short fixed list, drawn by the browser (a native <select> in MUI's
 * field): keyboard and screen-reader operable with no menu machinery. The value keeps the choice's
 * type (a number stays a number).
 */
export const NativeSelectInput = ({ source, label, choices, validate, readOnly = false, helperText, fullWidth = false, testId }: NativeSelectInputProps) => {
  const {
    id,
    field,
    isRequired,
    fieldState: { error, invalid },
  } = useInput({ source, validate });
  return (
    <TextField
      id={id}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.id) === event.target.value);
        field.onChange(chosen ? chosen.id : event.target.value);
      }}
      onBlur={field.onBlur}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={invalid}
      helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText === false ? undefined : helperText} /> : undefined}
      disabled={readOnly}
      fullWidth={fullWidth}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { ref: field.ref, 'data-testid': testId } }}
    >
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
};
