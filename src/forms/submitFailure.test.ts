import { describe, expect, it } from 'vitest';
import { createApiError } from '../api/HttpError';
import { submitFailure } from './submitFailure';

describe('submitFailure', () => {
  const refusal = (errors?: Record<string, string>) => createApiError('Invalid argument provided', 400, 2, errors ? { errors } : undefined);

  it('puts field errors under the fields the form holds and shows no general message for them', () => {
    expect(submitFailure(refusal({ currentPassword: 'The current password is not correct.' }), ['currentPassword', 'newPassword'])).toEqual({
      fields: { currentPassword: 'The current password is not correct.' },
      unplaced: false,
    });
    // A nested path sits under its top-level field.
    expect(submitFailure(refusal({ 'settings.campaign_is_rejected': 'Both flags, true or false.' }), ['settings']).unplaced).toBe(false);
  });

  it('shows the general message as well when a problem has no field of the form to sit under, or there are no field errors', () => {
    expect(submitFailure(refusal({ currentPassword: 'Wrong.', company: 'Taken.' }), ['currentPassword']).unplaced).toBe(true);
    expect(submitFailure(refusal(), ['currentPassword'])).toEqual({ fields: {}, unplaced: true });
    expect(submitFailure(new Error('Network down'), ['currentPassword'])).toEqual({ fields: {}, unplaced: true });
  });
});
