import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, checked, email, firstProblem, matches, password, passwordProblems, required } from './rules';

describe('email pattern (spec 1 §5)', () => {
  it.each(['a@b.co', "o'brien+ads@mail.example.com", 'x_y.z%1-2@sub.domain.museum', 'A9@ex.ng'])('accepts %s', (value) =>
    expect(EMAIL_PATTERN.test(value)).toBe(true),
  );
  it.each(['plain', 'a@b', 'a@b.c', 'a@b.abcdefghijk', 'a b@c.com', 'a@b.c0m', '@b.com', 'a@.com', 'a!@b.com'])(
    'rejects %s',
    (value) => {
      // The same pattern takes a well-formed address, so each refusal is its value's doing.
      expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
      expect(EMAIL_PATTERN.test(value)).toBe(false);
    },
  );
  it('answers the spec message key, and leaves emptiness to `required`', () => {
    expect(email('nope')).toBe('core.validation.email');
    expect(email('')).toBeUndefined();
    expect(email(' advertiser@demo.test ')).toBeUndefined();
  });
});

describe('required and checkbox', () => {
  it('flags blank values', () => {
    expect(required('')).toBe('core.validation.required');
    expect(required('   ')).toBe('core.validation.required');
    expect(required(null)).toBe('core.validation.required');
    expect(required('x')).toBeUndefined();
  });
  it('requires a ticked checkbox', () => {
    expect(checked(false)).toBe('core.validation.checkbox');
    expect(checked(undefined)).toBe('core.validation.checkbox');
    expect(checked(true)).toBeUndefined();
  });
});

describe('password rules (8+ chars, digit, uppercase, symbol, no personal data)', () => {
  it('accepts a strong password', () => expect(passwordProblems('Strong#2026')).toEqual([]));
  it('lists each broken rule', () => {
    expect(passwordProblems('short')).toEqual([
      'core.validation.passwordLength',
      'core.validation.upperCase',
      'core.validation.number',
      'core.validation.symbol',
    ]);
    expect(passwordProblems('alllowercase1!')).toEqual(['core.validation.upperCase']);
    expect(passwordProblems('NoDigitsHere!')).toEqual(['core.validation.number']);
    expect(passwordProblems('NoSymbol2026')).toEqual(['core.validation.symbol']);
  });
  it('refuses the first name, last name or company name in any case', () => {
    const personal = { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Acme' };
    expect(passwordProblems('ADA#secure99X', personal)).toContain('core.validation.noPersonalData');
    expect(passwordProblems('Lovelace#2026', personal)).toContain('core.validation.noPersonalData');
    expect(passwordProblems('My-acme-2026X', personal)).toContain('core.validation.noPersonalData');
    expect(passwordProblems('Zebra#2026xyz', personal)).toEqual([]);
  });
  it('shows the first problem and checks the confirmation', () => {
    expect(password()('abc')).toBe('core.validation.passwordLength');
    expect(matches('Strong#2026')('Strong#2027')).toBe('core.validation.matchPassword');
    expect(matches('Strong#2026')('Strong#2026')).toBeUndefined();
    expect(firstProblem('', required, email)).toBe('core.validation.required');
    expect(firstProblem('bad', required, email)).toBe('core.validation.email');
  });
});
