import { matches, password, required, type PersonalData } from '../validation/rules';

/**
 * Form-level check of a new password and its confirmation. Form-level so that changing the password
 * re-checks the confirmation too (field-level rules only re-run for the field that changed).
 */
export const validatePasswordPair =
  (fields: { password: string; confirmation: string }, personal: PersonalData = {}) =>
  (values: Record<string, unknown>): Record<string, string> => {
    const value = values[fields.password];
    const confirmation = values[fields.confirmation];
    const errors: Record<string, string> = {};
    const passwordProblem = required(value) ?? password(personal)(value);
    const confirmationProblem = required(confirmation) ?? matches(value)(confirmation);
    if (passwordProblem) errors[fields.password] = passwordProblem;
    if (confirmationProblem) errors[fields.confirmation] = confirmationProblem;
    return errors;
  };
