import { describe, expect, it } from 'vitest';
import { cpmRateProblem, creditLimitProblem, invoiceDueDayProblem, legalInfoProblems, personalInfoProblems, ruleMessage, textProblem } from './profileRules';

describe('profile and settings rules (spec 3 §5)', () => {
  it('requires first name, last name and phone, each within its limit', () => {
    expect(personalInfoProblems({ first_name: 'Sam', last_name: 'Carter', phone: '+1 202' })).toEqual({});
    expect(personalInfoProblems({ first_name: ' ', phone: '1'.repeat(33) })).toEqual({
      first_name: { key: 'required' },
      last_name: { key: 'required' },
      phone: { key: 'maxChar', max: 32 },
    });
    // Characters, not UTF-16 units: 255 emoji fit.
    expect(textProblem('first_name', '😀'.repeat(255), { required: true })).toBeNull();
  });

  it('requires the company name; the TIN is optional', () => {
    expect(legalInfoProblems({ company_name: 'Acme' })).toEqual({});
    expect(legalInfoProblems({ company_name: '', tin_number: 'x'.repeat(33) })).toEqual({ company_name: { key: 'required' }, tin_number: { key: 'maxChar', max: 32 } });
  });

  it('takes a CPM rate above 0 and at most 100', () => {
    expect(cpmRateProblem(1)).toBeNull();
    expect(cpmRateProblem('0.5')).toBeNull();
    expect(cpmRateProblem(0)).toEqual({ key: 'positiveNumber' });
    expect(cpmRateProblem('')).toEqual({ key: 'required' });
    expect(cpmRateProblem('0x10')).toEqual({ key: 'validNumber' });
    expect(cpmRateProblem(Number.POSITIVE_INFINITY)).toEqual({ key: 'validNumber' });
    expect(cpmRateProblem(100.5)).toEqual({ key: 'maxNumber', max: 100 });
  });

  it("refuses a negative overdraft with the spec's words, and more than 2 decimals", () => {
    expect(creditLimitProblem(0)).toBeNull();
    expect(creditLimitProblem(0.29)).toBeNull();
    expect(creditLimitProblem(-0.01)).toEqual({ key: 'onlyPositive' });
    expect(ruleMessage({ key: 'onlyPositive' })).toBe('Only positive numbers allowed !');
    expect(creditLimitProblem(1.005)).toEqual({ key: 'validNumber' });
  });

  it('takes an invoice due day from 1 to 31', () => {
    expect(invoiceDueDayProblem(1)).toBeNull();
    expect(invoiceDueDayProblem('31')).toBeNull();
    expect(invoiceDueDayProblem(0)).toEqual({ key: 'invoiceDueDay' });
    expect(invoiceDueDayProblem(32)).toEqual({ key: 'invoiceDueDay' });
    expect(invoiceDueDayProblem(2.5)).toEqual({ key: 'wholeNumber' });
    expect(ruleMessage({ key: 'invoiceDueDay' })).toBe('Choose a day from 1 to 31.');
  });
});
