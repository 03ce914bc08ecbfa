import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, PROFILE_MESSAGES, PROFILE_PATHS, type User } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { PERSONAS } from '../personas';
import { call, login, signedInMock } from '../test-support';

const t = signedInMock();
const { advertiser: ADVERTISER, analyst: ANALYST, admin: ADMIN } = PERSONA_IDS;
const put = <T = User>(token: string, path: string, json: unknown) => call<T>(t.base, path, { method: 'PUT', token, json });
const getUser = (token: string, id: number) => call<User>(t.base, `/v1/user/${id}`, { token });
/** The advertiser's personal info as the first save below stores it: the refusal tests' valid body, which changes nothing once saved. */
const SAM = { first_name: 'Sam', last_name: 'Carter-Lee', phone: '+1 202 555 0199', email: PERSONAS.advertiser.email };

describe('GET /v1/user/{id}', () => {
  it('carries the profile and settings fields with their defaults, and never a hash or the stored minor units', async () => {
    const { data, type } = await getUser(t.advertiser, ADVERTISER.userId);
    expect(type.code).toBe(0);
    expect(data).toMatchObject({
      tin_number: null,
      legal_entity_name: data.company_name,
      rewarded_ads_cpm_rate: 1,
      credit_limit: 0,
      invoice_due_day: 1,
      settings: DEFAULT_NOTIFICATION_SETTINGS,
      profile_picture: null,
    });
    expect(typeof data.updated_at).toBe('string');
    for (const hidden of ['password_hash', 'password_salt', 'credit_limit_minor']) expect(data).not.toHaveProperty(hidden);
  });

  it("answers a user of another space only to an administrator (to anyone else it is unknown: 6)", async () => {
    expect((await getUser(t.advertiser, ADVERTISER.userId)).type.code).toBe(0);
    expect((await getUser(t.advertiser, NO_PAYMENT_ACCOUNT.ownerUserId)).type.code).toBe(6);
    expect((await getUser(t.admin, NO_PAYMENT_ACCOUNT.ownerUserId)).type.code).toBe(0);
  });
});

describe('PUT /v1/user (personal info)', () => {
  it('saves first name, last name and phone, trimmed, answers the User and keeps it', async () => {
    const saved = await put(t.advertiser, PROFILE_PATHS.personal, { first_name: '  Sam ', last_name: 'Carter-Lee', phone: '+1 202 555 0199', email: PERSONAS.advertiser.email, id: ADVERTISER.userId });
    expect(saved.type.code).toBe(0);
    expect(saved.data).toMatchObject({ id: ADVERTISER.userId, first_name: 'Sam', last_name: 'Carter-Lee', phone: '+1 202 555 0199', email: PERSONAS.advertiser.email });
    expect((await getUser(t.advertiser, ADVERTISER.userId)).data).toMatchObject({ first_name: 'Sam', last_name: 'Carter-Lee', phone: '+1 202 555 0199' });
  });

  it('requires the three fields and refuses a changed email, changing nothing', async () => {
    expect((await put(t.advertiser, PROFILE_PATHS.personal, SAM)).type.code).toBe(0);
    const refused = await put(t.advertiser, PROFILE_PATHS.personal, { first_name: ' ', last_name: { text: 'L' }, email: 'someone@else.test' });
    expect(refused.type.code).toBe(2);
    expect(refused.data).toEqual({
      errors: { first_name: 'Field is required.', last_name: 'Field is required.', phone: 'Field is required.', email: PROFILE_MESSAGES.emailReadOnly },
    });
    expect((await getUser(t.advertiser, ADVERTISER.userId)).data.email).toBe(PERSONAS.advertiser.email);
  });

  it("refuses a name over registration's limit, and a 9 MB name with a clean error", async () => {
    expect((await put(t.advertiser, PROFILE_PATHS.personal, { ...SAM, first_name: 'x'.repeat(255) })).type.code).toBe(0);
    expect((await put(t.advertiser, PROFILE_PATHS.personal, SAM)).type.code).toBe(0);
    const long = await put(t.advertiser, PROFILE_PATHS.personal, { first_name: 'x'.repeat(256), last_name: 'L', phone: '1' });
    expect(long.data).toEqual({ errors: { first_name: 'maximum 255 characters allowed' } });
    const huge = await call(t.base, PROFILE_PATHS.personal, { method: 'PUT', token: t.advertiser, json: { first_name: 'x'.repeat(9 * 1024 * 1024), last_name: 'L', phone: '1' } });
    expect(huge.status).toBe(413);
    expect(huge.type).toEqual({ code: 2, message: 'Invalid argument provided' });
    expect(JSON.stringify(huge.data ?? null)).not.toMatch(/at .*\.ts|Error/);
    expect((await getUser(t.advertiser, ADVERTISER.userId)).data.first_name).toBe('Sam');
  });

  it("lets an owner edit their space's sub-user, but not a sub-user without PAGE_SETTINGS nor anyone another space's user", async () => {
    const body = { first_name: 'Ivy', last_name: 'Chen', phone: '+1 202 555 0102' };
    expect((await put(t.advertiser, PROFILE_PATHS.personal, { ...body, id: ANALYST.userId })).type.code).toBe(0);
    // The analyst saves their own, so their refusal below is the other user's, not the token's.
    expect((await put(t.analyst, PROFILE_PATHS.personal, { ...body, id: ANALYST.userId })).type.code).toBe(0);
    expect((await put(t.analyst, PROFILE_PATHS.personal, { ...body, id: ADVERTISER.userId })).type.code).toBe(3);
    expect((await put(t.advertiser, PROFILE_PATHS.personal, { ...body, id: ADMIN.userId })).type.code).toBe(6);
    expect((await put(t.advertiser, PROFILE_PATHS.personal, { ...body, id: 'abc' })).data).toEqual({ errors: { id: 'A user id: a whole number above 0.' } });
    const byAdmin = await put(t.admin, PROFILE_PATHS.personal, { ...body, first_name: 'Grace', last_name: 'Okafor', id: NO_PAYMENT_ACCOUNT.ownerUserId });
    expect(byAdmin.data.first_name).toBe('Grace');
  });
});

describe('PUT /v1/user/change-language', () => {
  it('keeps the language on the user for the next sign-in', async () => {
    const saved = await put(t.analyst, PROFILE_PATHS.language, { language_key: 2 });
    expect(saved.data).toMatchObject({ language_key: 2, locale: 'ru_US' });
    const { data } = await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password);
    expect((await getUser(data.access_token, ANALYST.userId)).data).toMatchObject({ language_key: 2, locale: 'ru_US' });
    expect((await put(t.analyst, PROFILE_PATHS.language, { language_key: 1 })).data.locale).toBe('en_US');
  });

  it("refuses another user's language, even for an administrator", async () => {
    for (const token of [t.advertiser, t.admin]) expect((await put(token, PROFILE_PATHS.language, { language_key: 1 })).type.code).toBe(0);
    expect((await put(t.advertiser, PROFILE_PATHS.language, { language_key: 2, user_id: ANALYST.userId })).type.code).toBe(3);
    expect((await put(t.admin, PROFILE_PATHS.language, { language_key: 2, user_id: NO_PAYMENT_ACCOUNT.ownerUserId })).type.code).toBe(3);
    expect((await put(t.advertiser, PROFILE_PATHS.language, { language_key: 1, user_id: ADVERTISER.userId })).type.code).toBe(0);
  });

  it('refuses a key other than 1 or 2', async () => {
    expect((await put(t.analyst, PROFILE_PATHS.language, { language_key: 1 })).type.code).toBe(0);
    for (const language_key of [0, 3, 'ru', null]) {
      expect((await put(t.analyst, PROFILE_PATHS.language, { language_key })).data).toEqual({ errors: { language_key: PROFILE_MESSAGES.languageKey } });
    }
  });
});

describe('PUT /v1/user/account/settings', () => {
  it('saves the flags sent, keeps the others, and answers them in GET /v1/user/{id}', async () => {
    const saved = await put(t.advertiser, PROFILE_PATHS.notificationSettings, {
      settings: { campaign_is_rejected: { enabled: true, email: false }, space_balance_close_to_end: { enabled: false, email: false } },
    });
    expect(saved.type.code).toBe(0);
    const expected = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      campaign_is_rejected: { enabled: true, email: false },
      space_balance_close_to_end: { enabled: false, email: false },
    };
    expect(saved.data.settings).toEqual(expected);
    expect((await getUser(t.advertiser, ADVERTISER.userId)).data.settings).toEqual(expected);
  });

  it('refuses unknown keys and malformed flags, and another space for a non-administrator', async () => {
    // The advertiser's own flag, sent as it stands, is taken: each refusal below is its input's doing.
    const own = (await getUser(t.advertiser, ADVERTISER.userId)).data.settings.campaign_is_approved;
    expect((await put(t.advertiser, PROFILE_PATHS.notificationSettings, { user_id: ADVERTISER.userId, settings: { campaign_is_approved: own } })).type.code).toBe(0);
    expect((await put(t.advertiser, PROFILE_PATHS.notificationSettings, { settings: { nope: { enabled: true, email: true } } })).data).toEqual({
      errors: { settings: PROFILE_MESSAGES.unknownSetting },
    });
    expect((await put(t.advertiser, PROFILE_PATHS.notificationSettings, { settings: { campaign_is_approved: { enabled: 'yes', email: true } } })).data).toEqual({
      errors: { 'settings.campaign_is_approved': PROFILE_MESSAGES.notificationSetting },
    });
    expect((await put(t.advertiser, PROFILE_PATHS.notificationSettings, {})).data).toEqual({ errors: { settings: PROFILE_MESSAGES.notificationSetting } });
    const other = { user_id: NO_PAYMENT_ACCOUNT.ownerUserId, settings: { campaign_is_approved: { enabled: false, email: false } } };
    expect((await put(t.advertiser, PROFILE_PATHS.notificationSettings, other)).type.code).toBe(6);
    expect((await put(t.admin, PROFILE_PATHS.notificationSettings, other)).type.code).toBe(0);
  });
});
