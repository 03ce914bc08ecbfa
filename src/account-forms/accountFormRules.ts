import type { Validator } from 'ra-core';
import { textProblem, type LimitedText } from '../domain/profileRules';
import { domainRuleField } from '../forms/validators';

/**
 * The text fields' validators of the shared sections, from the rules the mock checks with
 * (src/domain/profileRules.ts): required or not, and the field's length limit.
 */
export const textField = (field: LimitedText, { required }: { required: boolean }): Validator =>
  domainRuleField((value) => textProblem(field, value, { required }), { required });
