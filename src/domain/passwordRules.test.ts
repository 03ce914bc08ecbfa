import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES, passwordProblems } from './passwordRules';

describe('password rules (spec 1 §5, spec 3 §5), one declaration for the forms and the mock', () => {
  it('lists every broken rule in the order to fix them', () => {
    expect(passwordProblems('Strong#2026')).toEqual([]);
    expect(passwordProblems('short')).toEqual(['passwordLength', 'upperCase', 'number', 'symbol']);
  });

  it('counts Unicode uppercase letters and symbols, and a letter of another script is no symbol', () => {
    expect(passwordProblems('Пароль#2026')).toEqual([]);
    expect(passwordProblems('Парольный2026')).toEqual(['symbol']);
    expect(passwordProblems('пароль#2026')).toEqual(['upperCase']);
  });

  it('refuses the first name, last name or company name in any case; initials are not checked', () => {
    const personal = { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Acme Ltd' };
    // A password free of them passes the same check, so each refusal is its name's doing.
    expect(passwordProblems('xBobx#2026Z', personal)).toEqual([]);
    expect(passwordProblems('xADAx#2026Z', personal)).toEqual(['noPersonalData']);
    expect(passwordProblems('acme ltd#2026X', personal)).toEqual(['noPersonalData']);
    expect(passwordProblems('A#2026bcdef', { firstName: 'A' })).toEqual([]);
  });

  it("words each rule as the app's English locale does", () => {
    expect(PASSWORD_RULE_MESSAGES.passwordLength).toBe('Password must be at least 8 characters long.');
    expect(PASSWORD_RULE_MESSAGES.noPersonalData).toBe('Password must not contain your first name, last name or company name.');
  });
});
