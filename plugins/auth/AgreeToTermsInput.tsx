import { Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { checkedField } from '../../src/forms/validators';

/** "Agree with terms of service": a checkbox that must be ticked, linking to the white-label's terms. */
export const AgreeToTermsInput = ({ termsUrl }: { termsUrl?: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'agree_with_tos', validate: checkedField, defaultValue: false });
  const error = fieldState.invalid && fieldState.error?.message;
  return (
    <FormControl error={!!error}>
      <FormControlLabel
        control={<Checkbox checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} name={field.name} />}
        label={
          <>
            {translate('auth.signup.agreePrefix')}{' '}
            {termsUrl ? (
              <Link href={termsUrl} target="_blank" rel="noopener noreferrer">
                {translate('auth.signup.terms')}
              </Link>
            ) : (
              translate('auth.signup.terms')
            )}
          </>
        }
      />
      {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
    </FormControl>
  );
};
