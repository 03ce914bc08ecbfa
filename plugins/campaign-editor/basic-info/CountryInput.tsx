import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useCountries, type CountryRecord } from '../choices/useCountries';
import { CountryConfirmDialog } from './CountryConfirmDialog';

/**
 * The campaign's country (spec 1 §4): chosen once. A pick is held aside until the confirmation says
 * Confirm; only then do the form's country and timezone offset change, and from then on the input is
 * disabled. Change Country drops the pick and leaves the input open.
 */
export const CountryInput = ({ locked }: { locked: boolean }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { field, fieldState } = useInput({ source: 'country' });
  const { data: countries = [], isPending } = useCountries();
  const [pick, setPick] = useState<CountryRecord | null>(null);

  const code = typeof field.value === 'string' ? field.value : '';
  // A stored code the list does not know still shows (as its code) rather than an empty input.
  const stored = code ? (countries.find((country) => country.iso_code === code) ?? { id: code, iso_code: code, name: code, timezone_offset_seconds: 0 }) : null;
  const options = stored && !countries.includes(stored) ? [...countries, stored] : countries;

  const confirm = () => {
    if (!pick) return;
    field.onChange(pick.iso_code);
    setValue('timezone_offset_seconds', pick.timezone_offset_seconds, { shouldDirty: true });
    setPick(null);
  };

  return (
    <>
      <Autocomplete
        options={options}
        loading={isPending}
        value={pick ?? stored}
        onChange={(_event, country) => setPick(country)}
        getOptionLabel={(country) => country.name}
        isOptionEqualToValue={(option, value) => option.iso_code === value.iso_code}
        disabled={locked || code !== ''}
        onBlur={field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.name}
            inputRef={field.ref}
            label={translate('campaign-editor.basicInfo.fields.country')}
            error={fieldState.invalid}
            helperText={
              <InputHelperText
                error={fieldState.error?.message}
                helperText={code ? 'campaign-editor.basicInfo.hints.countryLocked' : false}
              />
            }
          />
        )}
      />
      <CountryConfirmDialog countryName={pick?.name ?? null} onChangeCountry={() => setPick(null)} onConfirm={confirm} />
    </>
  );
};
