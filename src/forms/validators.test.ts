import { describe, expect, it } from 'vitest';
import { creditLimitProblem, textProblem } from '../domain/profileRules';
import { domainRuleField } from './validators';

describe('domainRuleField', () => {
  it("answers the shared rule's message key, with its limit as an argument", () => {
    const overdraft = domainRuleField(creditLimitProblem, { required: true });
    expect(overdraft(-1, {}, {})).toBe('core.validation.onlyPositive');
    expect(overdraft('12.50', {}, {})).toBeUndefined();
    expect((overdraft as { isRequired?: boolean }).isRequired).toBe(true);
    const firstName = domainRuleField((value) => textProblem('first_name', value, { required: true }));
    expect(firstName('x'.repeat(256), {}, {})).toEqual({ message: 'core.validation.maxChar', args: { max: 255 } });
  });
});
