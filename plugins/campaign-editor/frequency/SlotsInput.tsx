import type { ChangeEvent } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { SLOT_COUNT } from '../../../src/api/contract';

const F = 'campaign-editor.frequency.fields';

/**
 * The slots (spec 2 §3, §9: 12 on/off values) as one checkbox each. The spec names their count and
 * nothing else (not what a slot is), so each is labelled by its number; each checkbox carries its form
 * path (`slots.<index>`) for the checklist's focus, and react-hook-form's focus goes to the first.
 */
export const SlotsInput = () => {
  const translate = useTranslate();
  const { id, field } = useInput<boolean[]>({ source: 'slots' });
  const slots: boolean[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (index: number) => (_event: ChangeEvent<HTMLInputElement>, checked: boolean) => {
    field.onChange(Array.from({ length: Math.max(SLOT_COUNT, slots.length) }, (_, position) => (position === index ? checked : Boolean(slots[position]))));
    field.onBlur();
  };
  return (
    <FormControl component="fieldset" className="ra-input ra-input-slots">
      <FormLabel component="legend" id={`${id}-legend`}>
        {translate(`${F}.slots`)}
      </FormLabel>
      <FormGroup row>
        {Array.from({ length: SLOT_COUNT }, (_, index) => (
          <FormControlLabel
            key={index}
            label={translate(`${F}.slot`, { number: index + 1 })}
            control={
              <Checkbox
                checked={Boolean(slots[index])}
                onChange={toggle(index)}
                slotProps={{ input: { name: `slots.${index}`, ref: index === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
};
