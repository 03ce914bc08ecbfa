import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACCOUNT_PATHS,
  AUDIENCE_PATHS,
  PAYMENT_METHOD_PATHS,
  PROFILE_PATHS,
  REPORT_PATHS,
  TARGETING_LOOKUP_PATHS,
  TEST_CARD_NUMBERS,
  type AdminAccountRow,
  type Audience,
  type PendingResource,
  type SavedView,
  type TestVendorAnswer,
  type User,
} from '../../src/api/contract';
import { FIRST_CAMPAIGN_ID, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { upload } from './files-test-support';
import { validSignUp } from '../sign-up.testkit';

/**
 * Every stored name goes through the one normaliser (src/domain/safeText.ts): the probes
 * (U+0001, U+202E, BEL, ESC, U+200B, U+2063, U+E0020, U+206A, U+2800) are never kept, and a name that
 * differs from a taken one only by them is the taken one. Each path first stores a plain name (the
 * positive control), then the hostile one.
 */
const t = signedInMock();

const SPACE = PERSONA_IDS.advertiser.spaceId;
let counter = 0;
const unique = (stem: string): string => `${stem} ${process.pid}-${++counter}`;
/** The name with the probes around and inside it, as the issue sent them. */
const hostile = (name: string): string => `\u202e\u0001${name.replace(' ', ' \u200b\u2063')}\u0007\u001b\u{E0020}\u206a\u2800`;

const VISITORS = { include_condition: null, exclude_condition: null, include_actions: [{ action: 'page_visit', period: '7', parameters: [] }], exclude_actions: [] };

describe('audience names', () => {
  const uploadNamed = (name: string) =>
    upload<Audience>(t.base, AUDIENCE_PATHS.upload, { token: t.advertiser, content: new TextEncoder().encode(randomUUID()), fileName: 'a.csv', type: 'text/csv', fields: { name, user: String(SPACE) } });
  const createDynamic = (name: string) => call<Audience>(t.base, AUDIENCE_PATHS.dynamic, { token: t.advertiser, json: { user_id: SPACE, name, type: 'dynamic', dynamic_audience: VISITORS } });

  it('stores an uploaded audience name without controls, overrides or invisible characters, and finds its twin taken (183)', async () => {
    const name = unique('Newsletter');
    const plain = await uploadNamed(name);
    expect(plain.type.code).toBe(0);
    for (const twin of [`${name}\u200b`, hostile(name), name.toUpperCase()]) expect({ twin, code: (await uploadNamed(twin)).type.code }).toEqual({ twin, code: 183 });
    const other = unique('Loyalty');
    const stored = await uploadNamed(hostile(other));
    expect(stored.type.code).toBe(0);
    expect(stored.data.name).toBe(other);
  });

  it('does the same for a dynamic audience, created and renamed', async () => {
    const name = unique('Visitors');
    const plain = await createDynamic(name);
    expect(plain.type.code).toBe(0);
    expect((await createDynamic(hostile(name))).type.code).toBe(183);
    const other = unique('Buyers');
    const stored = await createDynamic(hostile(other));
    expect(stored.data.name).toBe(other);
    const rename = (to: string) => call<Audience>(t.base, AUDIENCE_PATHS.dynamic, { method: 'PUT', token: t.advertiser, json: { id: stored.data.id, user_id: SPACE, name: to, type: 'dynamic', dynamic_audience: VISITORS } });
    // A rename to a free name is taken; to the taken one behind the probes, refused.
    const free = unique('Browsers');
    expect((await rename(free)).data.name).toBe(free);
    const renamed = await rename(hostile(name));
    expect(renamed.type.code).toBe(183);
    expect((await createDynamic('\u200b\u202e\u0007\u2800')).data).toEqual({ errors: { name: 'required field' } });
  });
});

describe("a card holder's name", () => {
  const saveCard = async (name: string) => {
    const secret = await (await fetch(`${t.base}${PAYMENT_METHOD_PATHS.clientToken}`, { headers: { Authorization: `Bearer ${t.advertiser}` } })).text();
    return call<TestVendorAnswer>(t.base, PAYMENT_METHOD_PATHS.testVendorConfirm, {
      token: t.advertiser,
      json: { client_secret: secret, number: TEST_CARD_NUMBERS.visa, exp_month: 4, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', name },
    });
  };

  it('is stored without U+0001, U+202E or invisible characters', async () => {
    const plain = await saveCard('Ada Lovelace');
    expect(plain.data.status === 'succeeded' && plain.data.payment_method.client_name).toBe('Ada Lovelace');
    const saved = await saveCard(hostile('Grace Hopper'));
    expect(saved.data.status === 'succeeded' && saved.data.payment_method.client_name).toBe('Grace Hopper');
    expect((await saveCard('\u0001\u202e\u200b')).data).toMatchObject({ status: 'failed', error: { code: 'invalid_name' } });
  });
});

describe('a sign-up', () => {
  const signUp = (overrides: Record<string, unknown>) =>
    call(t.base, '/v1/registration', { json: validSignUp({ email: `kate+${process.pid}-${++counter}@kestrel-kites.example`, ...overrides }) });
  const stored = (email: unknown) => t.mock.store.state().registrations.find((r) => r.email === email);

  it('keeps its company and person names without U+0001, U+202E or invisible characters', async () => {
    const email = `plain+${process.pid}@kestrel-kites.example`;
    expect((await signUp({ email })).type.code).toBe(0);
    expect(stored(email)).toMatchObject({ company_name: 'Kestrel Kites', first_name: 'Kate' });
    const hostileEmail = `hostile+${process.pid}@kestrel-kites.example`;
    expect((await signUp({ email: hostileEmail, company_name: hostile('Kestrel Kites'), first_name: '\u0001Kate\u202e', last_name: '\u2063Brien\u2800' })).type.code).toBe(0);
    expect(stored(hostileEmail)).toMatchObject({ company_name: 'Kestrel Kites', first_name: 'Kate', last_name: 'Brien' });
    const blank = await signUp({ first_name: '\u200b\u202e', last_name: '\u2800' });
    expect(blank.data).toMatchObject({ errors: { first_name: 'Field is required.', last_name: 'Field is required.' } });
  });
});

describe('names an administrator, a user or a report types', () => {
  it("keeps a created account's company and owner names clean", async () => {
    const email = `chioma+${process.pid}@lagoon.example`;
    const body = { country: 'NG', phone: '+234 803 555 0199', type: 'agency', source: 'referred', whitelabelId: 'ng', niche: 'Outdoor', position: 'CEO' };
    const plain = await call<AdminAccountRow>(t.base, ADMIN_ACCOUNT_PATHS.create, { token: t.admin, json: { ...body, email, companyName: 'Lagoon Outdoor', firstName: 'Chioma', lastName: 'Obi' } });
    expect(plain.type.code).toBe(0);
    const created = await call<AdminAccountRow>(t.base, ADMIN_ACCOUNT_PATHS.create, {
      token: t.admin,
      json: { ...body, email: `x${email}`, companyName: hostile('Lagoon Outdoor'), firstName: '\u202eChioma\u0001', lastName: 'Obi\u2063' },
    });
    expect(created.type.code).toBe(0);
    const space = t.mock.store.state().spaces.find((s) => s.id === created.data.id);
    const owner = t.mock.store.state().users.find((u) => u.id === space?.owner_user_id);
    expect([space?.name, owner?.company_name, owner?.first_name, owner?.last_name]).toEqual(['Lagoon Outdoor', 'Lagoon Outdoor', 'Chioma', 'Obi']);
  });

  it("keeps a profile's names clean", async () => {
    const body = { first_name: 'Sam', last_name: 'Reed', phone: '+1 202 555 0101' };
    expect((await call(t.base, PROFILE_PATHS.personal, { method: 'PUT', token: t.advertiser, json: body })).type.code).toBe(0);
    const saved = await call<User>(t.base, PROFILE_PATHS.personal, { method: 'PUT', token: t.advertiser, json: { ...body, first_name: '\u202eSam\u0001\u200b', last_name: '\u2063Reed\u2800' } });
    expect([saved.data.first_name, saved.data.last_name]).toEqual(['Sam', 'Reed']);
  });

  it("keeps a saved report view's name and a research request's name clean", async () => {
    const filters = { from: '2026-10-01', to: '2026-11-01', granularity: 'day', tab: 'publishers' };
    const view = (name: string) => call<SavedView>(t.base, REPORT_PATHS.views, { token: t.advertiser, json: { campaign_id: FIRST_CAMPAIGN_ID, name, filters } });
    expect((await view('Last month')).data.name).toBe('Last month');
    expect((await view(hostile('Last month'))).data.name).toBe('Last month');

    const research = (name: string) => call<PendingResource>(t.base, TARGETING_LOOKUP_PATHS.pendingResources, { token: t.advertiser, json: { name } });
    const name = unique('com.example.app');
    const first = await research(name);
    expect(first.data.name).toBe(name);
    // The same request again, behind invisible characters: answered the first, nothing stored.
    expect((await research(`${name}\u200b\u2063`)).data).toEqual(first.data);
  });
});
