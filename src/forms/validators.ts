import type { Validator } from 'ra-core';
import * as rules from '../validation/rules';

/**
 * The shared rules as react-admin validators (they answer message keys, which react-admin translates).
 * `required` carries react-admin's isRequired marker so labels get their asterisk.
 */
export const requiredField: Validator = Object.assign((value: unknown) => rules.required(value), { isRequired: true });
export const emailField: Validator = (value: unknown) => rules.email(value);
export const checkedField: Validator = Object.assign((value: unknown) => rules.checked(value), { isRequired: true });
export const passwordField =
  (personal: rules.PersonalData = {}): Validator =>
  (value: unknown) =>
    rules.password(personal)(value);
/** Equal to another field of the same form. */
export const sameAs =
  (field: string): Validator =>
  (value: unknown, values: Record<string, unknown>) =>
    rules.matches(values[field])(value);
