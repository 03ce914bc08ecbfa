import { Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { NumberInput, RadioButtonGroupInput } from 'react-admin';
import { AGE_RANGE, GENDER } from '../../../src/api/contract';

const F = 'campaign-editor.targeting.fields';

export const GENDER_CHOICES = (Object.keys(GENDER) as (keyof typeof GENDER)[]).map((name) => ({
  id: GENDER[name],
  name: `campaign-editor.targeting.genders.${name}`,
}));

/** Age 18–65 (spec 2 §5) as two whole numbers; targetingRules names a value outside or a reversed range. */
export const AgeRangeInputs = () => {
  const translate = useTranslate();
  const hint = translate('campaign-editor.targeting.hints.age', { min: AGE_RANGE.min, max: AGE_RANGE.max });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <NumberInput source="targeting.from_age" label={`${F}.fromAge`} min={AGE_RANGE.min} max={AGE_RANGE.max} step={1} helperText={hint} />
      <NumberInput source="targeting.to_age" label={`${F}.toAge`} min={AGE_RANGE.min} max={AGE_RANGE.max} step={1} helperText={hint} />
    </Stack>
  );
};

/** Gender (spec 2 §9): 1 all, 2 male, 3 female, kept as the number the record holds (radios give text). */
export const GenderInput = () => (
  <RadioButtonGroupInput source="targeting.gender" label={`${F}.gender`} choices={GENDER_CHOICES} parse={Number} row helperText={false} />
);
