import type { Validator } from 'ra-core';
import type { RuleProblem } from '../domain/profileRules';
import * as rules from '../validation/rules';

/**
 * The shared rules as react-admin validators (they answer message keys, which react-admin translates).
 * `required` carries react-admin's isRequired marker so labels get their asterisk.
 */
export const requiredField: Validator = Object.assign((value: unknown) => rules.required(value), { isRequired: true });
export const emailField: Validator = (value: unknown) => rules.email(value);
export const checkedField: Validator = Object.assign((value: unknown) => rules.checked(value), { isRequired: true });

/**
 * A shared domain rule (src/domain/profileRules.ts, read by the mock too) as a react-admin validator:
 * the problem's key under `core.validation`, with its limit as the `max` argument.
 */
export const domainRuleField = (rule: (value: unknown) => RuleProblem | null, { required = false } = {}): Validator =>
  Object.assign(
    (value: unknown) => {
      const problem = rule(value);
      if (problem === null) return undefined;
      const message = `core.validation.${problem.key}`;
      return problem.max === undefined ? message : { message, args: { max: problem.max } };
    },
    required ? { isRequired: true } : {},
  );
