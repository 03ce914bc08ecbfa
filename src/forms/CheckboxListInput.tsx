import type { ChangeEvent } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { FieldTitle, useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';

export interface CheckboxChoice<Id extends string | number> {
  id: Id;
  /** A translation key (shown as it is when no message has it). */
  name: string;
}

export interface CheckboxListInputProps<Id extends string | number> {
  source: string;
  /** A translation key, as react-admin inputs take it. */
  label: string;
  choices: readonly CheckboxChoice<Id>[];
  /** A translation key; false renders no helper line (react-admin's meaning). */
  helperText?: string | false;
}

/** The same id whether the value holds it as a number or as its text (react-admin compares loosely too). */
const sameId = (held: unknown, id: string | number): boolean => String(held) === String(id);

/**
 * A list of ids chosen with one checkbox per choice: react-admin's CheckboxGroupInput for a fixed list
 * of choices, with react-hook-form's ref on the first checkbox's <input> and the field's name on every
 * checkbox. CheckboxGroupInput (5.15) hands that ref to FormControlLabel's `inputRef`, which MUI 9 no
 * longer reads: it lands on the <label> as an unknown DOM prop (React's dev warning) and the field has
 * no element, so neither react-hook-form's setFocus nor a lookup by name can focus it. The ids keep
 * their type (numbers stay numbers) since they come from the choices, not from the inputs' text.
 */
export const CheckboxListInput = <Id extends string | number>({ source, label, choices, helperText }: CheckboxListInputProps<Id>) => {
  const translate = useTranslate();
  const {
    id,
    field,
    isRequired,
    fieldState: { error, invalid },
  } = useInput({ source });
  const chosen: unknown[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (choice: Id) => (_event: ChangeEvent<HTMLInputElement>, checked: boolean) => {
    field.onChange(checked ? [...chosen, choice] : chosen.filter((held) => !sameId(held, choice)));
    // A click is the whole edit: the field counts as touched at once, as with CheckboxGroupInput.
    field.onBlur();
  };
  return (
    <FormControl component="fieldset" margin="dense" error={invalid} className={`ra-input ra-input-${source}`}>
      <FormLabel component="legend" sx={{ transform: 'translate(0, 4px) scale(0.75)', transformOrigin: (theme) => `top ${theme.direction === 'ltr' ? 'left' : 'right'}` }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <FormGroup row>
        {choices.map((choice, index) => (
          <FormControlLabel
            key={choice.id}
            label={translate(choice.name, { _: choice.name })}
            control={
              <Checkbox
                id={`${id}_${choice.id}`}
                name={field.name}
                value={String(choice.id)}
                checked={chosen.some((held) => sameId(held, choice.id))}
                onChange={toggle(choice.id)}
                sx={{ height: 32 }}
                slotProps={{ input: index === 0 ? { ref: field.ref } : {} }}
              />
            }
          />
        ))}
      </FormGroup>
      {helperText !== false || invalid ? (
        <FormHelperText error={invalid} sx={{ mx: 0 }}>
          <InputHelperText error={error?.message} helperText={helperText} />
        </FormHelperText>
      ) : null}
    </FormControl>
  );
};
