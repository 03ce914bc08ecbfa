import { describe, expect, it } from 'vitest';
import { CREATE_ACCOUNT_LIMITS } from '../../../src/api/contract';
import { createAccountPayload, extraTextProblem, multiplierProblem, needsOtherText } from './createAccountForm';

const values = {
  companyName: ' Lagoon Outdoor ',
  country: 'NG',
  firstName: 'Chioma ',
  lastName: ' Obi',
  phone: '+234 803 555 0199',
  email: ' chioma@lagoon.example ',
  type: 'agency',
  source: 'referred',
  other: 'left over from an earlier choice',
  whitelabelId: 'ng',
  niche: '',
  position: ' CEO ',
  rewarded_ads_cpm_rate: '1.5',
} as const;

describe('create-account form', () => {
  it('sends the payload of spec 3 §3: texts trimmed, the multiplier as rewarded_ads_cpm_rate, no empty extras', () => {
    expect(createAccountPayload(values)).toEqual({
      companyName: 'Lagoon Outdoor',
      country: 'NG',
      firstName: 'Chioma',
      lastName: 'Obi',
      phone: '+234 803 555 0199',
      email: 'chioma@lagoon.example',
      type: 'agency',
      source: 'referred',
      whitelabelId: 'ng',
      position: 'CEO',
      rewarded_ads_cpm_rate: 1.5,
    });
  });

  it("sends the 'other' text only with the other source", () => {
    expect(needsOtherText('other')).toBe(true);
    expect(needsOtherText('referred')).toBe(false);
    expect(createAccountPayload({ ...values, source: 'other', other: ' trade fair ' })).toMatchObject({ source: 'other', other: 'trade fair' });
  });

  it('checks the limits the mock checks', () => {
    expect(extraTextProblem('other', '', { required: true })).toEqual({ key: 'required' });
    expect(extraTextProblem('niche', '')).toBeNull();
    expect(extraTextProblem('niche', 'x'.repeat(CREATE_ACCOUNT_LIMITS.niche + 1))).toEqual({ key: 'maxChar', max: CREATE_ACCOUNT_LIMITS.niche });
    expect(multiplierProblem('0')).toEqual({ key: 'positiveNumber' });
    expect(multiplierProblem(1)).toBeNull();
  });
});
