import { describe, expect, it } from 'vitest';
import { PROFILE_PATHS, type User } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';

const t = signedInMock();
const { advertiser: ADVERTISER, analyst: ANALYST } = PERSONA_IDS;
const OTHER = NO_PAYMENT_ACCOUNT.ownerUserId;
const put = (token: string, path: string, json: unknown) => call<User>(t.base, path, { method: 'PUT', token, json });
const getUser = (token: string, id: number) => call<User>(t.base, `/v1/user/${id}`, { token });

describe('PUT /v1/user/legal', () => {
  it('saves the company (also the legal entity) and an optional TIN, and keeps them', async () => {
    const saved = await put(t.advertiser, PROFILE_PATHS.legal, { user_id: ADVERTISER.userId, company_name: ' Demo Advertiser LLC ', tin_number: 'US-12-3456789' });
    expect(saved.data).toMatchObject({ company_name: 'Demo Advertiser LLC', legal_entity_name: 'Demo Advertiser LLC', tin_number: 'US-12-3456789' });
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { user_id: ADVERTISER.userId, company_name: 'Demo Advertiser LLC', tin_number: 123456789 })).data.tin_number).toBe('123456789');
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { user_id: ADVERTISER.userId, company_name: 'Demo Advertiser LLC', tin_number: '' })).data.tin_number).toBeNull();
    expect((await getUser(t.advertiser, ADVERTISER.userId)).data).toMatchObject({ company_name: 'Demo Advertiser LLC', tin_number: null });
  });

  it('requires the company name and bounds both texts', async () => {
    // The stored company at the bound, then as it was, with no TIN: each taken.
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { user_id: ADVERTISER.userId, company_name: 'x'.repeat(255), tin_number: '9'.repeat(32) })).type.code).toBe(0);
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { company_name: 'Demo Advertiser LLC', tin_number: '' })).type.code).toBe(0);
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { user_id: ADVERTISER.userId, company_name: '', tin_number: '9'.repeat(33) })).data).toEqual({
      errors: { company_name: 'Field is required.', tin_number: 'maximum 32 characters allowed' },
    });
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { company_name: 'x'.repeat(256) })).data).toEqual({ errors: { company_name: 'maximum 255 characters allowed' } });
  });

  it("is the caller's own, or any user's for an administrator", async () => {
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { user_id: ADVERTISER.userId, company_name: 'Demo Advertiser LLC' })).type.code).toBe(0);
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { user_id: OTHER, company_name: 'Taken Over' })).type.code).toBe(6);
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { user_id: ANALYST.userId, company_name: 'Taken Over' })).type.code).toBe(3);
    expect((await put(t.advertiser, PROFILE_PATHS.legal, { user_id: 99_999_999, company_name: 'Nobody' })).type).toEqual({ code: 6, message: 'User not found' });
    expect((await put(t.admin, PROFILE_PATHS.legal, { user_id: OTHER, company_name: 'Harbor Lane Media Ltd' })).data.legal_entity_name).toBe('Harbor Lane Media Ltd');
  });
});

describe('PUT /v1/user/rewarded/ads', () => {
  it('saves a positive rate, default 1 before', async () => {
    expect((await getUser(t.advertiser, ADVERTISER.userId)).data.rewarded_ads_cpm_rate).toBe(1);
    expect((await put(t.advertiser, PROFILE_PATHS.rewardedAds, { user_id: ADVERTISER.userId, rewarded_ads_cpm_rate: 1.25 })).data.rewarded_ads_cpm_rate).toBe(1.25);
    expect((await getUser(t.advertiser, ADVERTISER.userId)).data.rewarded_ads_cpm_rate).toBe(1.25);
  });

  it('refuses a rate that is not a positive number, and another space for a non-administrator', async () => {
    const refusal = async (rate: unknown) => (await put(t.advertiser, PROFILE_PATHS.rewardedAds, { user_id: ADVERTISER.userId, rewarded_ads_cpm_rate: rate })).data;
    // The bound itself, then the rate the first test stored, are taken.
    expect((await put(t.advertiser, PROFILE_PATHS.rewardedAds, { user_id: ADVERTISER.userId, rewarded_ads_cpm_rate: 100 })).type.code).toBe(0);
    expect((await put(t.advertiser, PROFILE_PATHS.rewardedAds, { user_id: ADVERTISER.userId, rewarded_ads_cpm_rate: 1.25 })).type.code).toBe(0);
    expect(await refusal(0)).toEqual({ errors: { rewarded_ads_cpm_rate: 'Please type a number greater than 0.' } });
    expect(await refusal(-2)).toEqual({ errors: { rewarded_ads_cpm_rate: 'Please type a number greater than 0.' } });
    expect(await refusal('1e3')).toEqual({ errors: { rewarded_ads_cpm_rate: 'Please type a valid number.' } });
    expect(await refusal(undefined)).toEqual({ errors: { rewarded_ads_cpm_rate: 'Field is required.' } });
    expect(await refusal(101)).toEqual({ errors: { rewarded_ads_cpm_rate: 'The number must be at most 100.' } });
    expect((await put(t.advertiser, PROFILE_PATHS.rewardedAds, { user_id: OTHER, rewarded_ads_cpm_rate: 2 })).type.code).toBe(6);
    expect((await put(t.analyst, PROFILE_PATHS.rewardedAds, { user_id: ADVERTISER.userId, rewarded_ads_cpm_rate: 2 })).type.code).toBe(3);
    expect((await getUser(t.advertiser, ADVERTISER.userId)).data.rewarded_ads_cpm_rate).toBe(1.25);
  });
});

describe('PUT /v1/user/payment', () => {
  it('lets an administrator set the due day and the credit limit, kept exactly', async () => {
    const saved = await put(t.admin, PROFILE_PATHS.payment, { user_id: OTHER, invoice_due_day: 31, credit_limit: 1500.1 });
    expect(saved.type.code).toBe(0);
    expect(saved.data).toMatchObject({ invoice_due_day: 31, credit_limit: 1500.1 });
    expect((await getUser(t.admin, OTHER)).data).toMatchObject({ invoice_due_day: 31, credit_limit: 1500.1 });
    expect((await put(t.admin, PROFILE_PATHS.payment, { user_id: OTHER, invoice_due_day: '1', credit_limit: '0' })).data).toMatchObject({ invoice_due_day: 1, credit_limit: 0 });
  });

  it('refuses due days 0 and 32, a fraction of a day, a negative or over-precise credit limit', async () => {
    const refusal = async (invoice_due_day: unknown, credit_limit: unknown) => (await put(t.admin, PROFILE_PATHS.payment, { user_id: OTHER, invoice_due_day, credit_limit })).data;
    expect((await put(t.admin, PROFILE_PATHS.payment, { user_id: OTHER, invoice_due_day: 1, credit_limit: 0 })).type.code).toBe(0);
    expect(await refusal(0, 10)).toEqual({ errors: { invoice_due_day: 'Choose a day from 1 to 31.' } });
    expect(await refusal(32, 10)).toEqual({ errors: { invoice_due_day: 'Choose a day from 1 to 31.' } });
    expect(await refusal(1.5, 10)).toEqual({ errors: { invoice_due_day: 'Please type a whole number.' } });
    expect(await refusal(5, -1)).toEqual({ errors: { credit_limit: 'Only positive numbers allowed !' } });
    expect(await refusal(5, 10.005)).toEqual({ errors: { credit_limit: 'Please type a valid number.' } });
    expect(await refusal(undefined, undefined)).toEqual({ errors: { invoice_due_day: 'Field is required.', credit_limit: 'Field is required.' } });
    expect((await getUser(t.admin, OTHER)).data).toMatchObject({ invoice_due_day: 1, credit_limit: 0 });
  });

  it('is for administrators only: an owner cannot set their own overdraft', async () => {
    // An administrator's same call for the advertiser, with the values they hold, is taken.
    expect((await put(t.admin, PROFILE_PATHS.payment, { user_id: ADVERTISER.userId, invoice_due_day: 1, credit_limit: 0 })).type.code).toBe(0);
    expect((await put(t.advertiser, PROFILE_PATHS.payment, { user_id: ADVERTISER.userId, invoice_due_day: 5, credit_limit: 1000 })).type.code).toBe(3);
    expect((await put(t.advertiser, PROFILE_PATHS.payment, { invoice_due_day: 5, credit_limit: 1000 })).type.code).toBe(3);
    expect((await put(t.advertiser, PROFILE_PATHS.payment, { user_id: OTHER, invoice_due_day: 5, credit_limit: 1000 })).type.code).toBe(6);
    expect((await getUser(t.advertiser, ADVERTISER.userId)).data).toMatchObject({ invoice_due_day: 1, credit_limit: 0 });
  });
});
