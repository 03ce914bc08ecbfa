import { useTranslate } from 'ra-core';
import { useFormState } from 'react-hook-form';
import { LoadingButton } from '../../src/forms/LoadingButton';

/**
 * Submit for the sign-in forms: disabled while sending (no double submits) and, when `untilValid`,
 * until every rule passes.
 */
export const SubmitButton = ({
  label,
  untilValid = false,
  disabled = false,
}: {
  label: string;
  untilValid?: boolean;
  /** Extra condition from outside the form, e.g. the human-verification step not done yet. */
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const { isSubmitting, isValid } = useFormState();
  return (
    <LoadingButton type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} disabled={disabled || (untilValid && !isValid)}>
      {translate(label)}
    </LoadingButton>
  );
};
