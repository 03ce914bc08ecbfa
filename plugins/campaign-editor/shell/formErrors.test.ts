import { describe, expect, it } from 'vitest';
import { todayIn } from './editorContext';
import { errorMessageOf, toFieldErrors } from './formErrors';

describe('form errors from section problems', () => {
  it('nests errors by path, keeps the first problem of a field, and carries arguments in react-admin\'s format', () => {
    const errors = toFieldErrors([
      { field: 'name', message: 'core.validation.required' },
      { field: 'name', message: 'second' },
      { field: 'attribution.1.value', message: 'core.validation.required' },
      { field: 'owner.margin', message: 'campaign-editor.owner.errors.marginRange', args: { max: 40 } },
    ]);
    expect(errors).toEqual({
      name: { type: 'rule', message: 'core.validation.required' },
      attribution: { 1: { value: { type: 'rule', message: 'core.validation.required' } } },
      owner: { margin: { type: 'rule', message: '@@react-admin@@{"message":"campaign-editor.owner.errors.marginRange","args":{"max":40}}' } },
    });
    expect(errorMessageOf({ message: 'plain' })).toBe('plain');
  });

  it("gives today's date in the campaign's timezone", () => {
    const lateUtc = Date.parse('2026-05-01T23:30:00Z');
    expect(todayIn(0, lateUtc)).toBe('2026-05-01');
    expect(todayIn(3600, lateUtc)).toBe('2026-05-02');
    expect(todayIn(-18000, Date.parse('2026-05-02T02:00:00Z'))).toBe('2026-05-01');
  });
});
