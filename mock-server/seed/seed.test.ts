import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS_KEYS, CURRENCIES, USER_STATUS } from '../../src/api/contract';
import { balanceLevel } from '../../src/domain/balanceLevel';
import { fromMinor } from '../../src/domain/minorUnits';
import { PERSONAS } from '../personas';
import { verifyPassword } from '../security/passwords';
import { ALL_GOALS } from './campaign-factory';
import { FORMULA_CAMPAIGN_SPACE_ID, FORMULA_PROBE, LEGACY_CAMPAIGN_IDS, NO_PAYMENT_ACCOUNT, PERSONA_IDS, REGISTRATION_TOKENS, SEEDED_OWNER_PASSWORD, UNCONFIRMED_OWNERS, WHITELABELS, XSS_PROBE } from './facts';
import { buildSeed } from './index';
import { metricsFor } from './metrics';
import { dayOfDateTime, parseIsoDay, todayDayNumber } from '../dates';
import { expectEvery } from '../../src/test/expectations';

// The payment history ends on the day the seed is built: both builds name the same day, so a run
// across midnight cannot make them differ.
const today = todayDayNumber();
const seed = buildSeed({ today });

describe('seed determinism', () => {
  it('builds deep-equal data from the same seed, and different data from another', () => {
    expect(buildSeed({ today })).toEqual(seed);
    expect(buildSeed({ seed: 7 }).campaigns).not.toEqual(seed.campaigns);
  });
});

describe('seed coverage', () => {
  it('has 25+ accounts in every currency and of both types, each owned by an active user but the declared unconfirmed ones', () => {
    expect(seed.spaces.length).toBeGreaterThanOrEqual(25);
    expect(new Set(seed.spaces.map((s) => s.currency))).toEqual(new Set(CURRENCIES));
    expect(new Set(seed.spaces.map((s) => s.account_type_key))).toEqual(new Set([1, 2]));
    const unconfirmed = new Map<string, number>(UNCONFIRMED_OWNERS.map((o) => [o.email, o.status_key]));
    for (const space of seed.spaces) {
      const owner = seed.users.find((u) => u.id === space.owner_user_id);
      expect(owner).toMatchObject({ space_id: space.id, status_key: unconfirmed.get(owner?.email ?? '') ?? USER_STATUS.ACTIVE });
    }
    expect(seed.users.filter((u) => u.status_key !== USER_STATUS.ACTIVE)).toHaveLength(UNCONFIRMED_OWNERS.length);
    const levels = seed.spaces.map((s) => balanceLevel(fromMinor(s.balance_minor), s.currency));
    expect(levels.filter((level) => level === 'ok').length).toBeGreaterThan(seed.spaces.length / 2);
  });

  it.each(CURRENCIES)('shows every balance level of the billing page (dollars in any currency) in a %s account', (currency) => {
    const levels = new Set(seed.spaces.filter((s) => s.currency === currency).map((s) => balanceLevel(fromMinor(s.balance_minor), currency)));
    expect([...levels].sort()).toEqual(['lowBalance', 'noFunds', 'ok']);
  });

  it('seeds the personas with their contract permissions and passwords', async () => {
    for (const name of ['admin', 'advertiser', 'analyst'] as const) {
      const user = seed.users.find((u) => u.email === PERSONAS[name].email);
      expect(user).toMatchObject({ id: PERSONA_IDS[name].userId, space_id: PERSONA_IDS[name].spaceId, locale: 'en_US', language_key: 1 });
      expect(user?.permissions).toEqual(PERSONAS[name].permissions);
      expect(user && (await verifyPassword(PERSONAS[name].password, user))).toBe(true);
      expect(JSON.stringify(user)).not.toContain(PERSONAS[name].password);
    }
    const advertiserSpace = seed.spaces.find((s) => s.id === PERSONA_IDS.advertiser.spaceId);
    expect(advertiserSpace).toMatchObject({ currency: 'USD', account_type_key: 1 });
  });

  it('has 200+ campaigns with every status and goal, also within the demo advertiser space', () => {
    expect(seed.campaigns.length).toBeGreaterThanOrEqual(200);
    const own = seed.campaigns.filter((c) => c.space_id === PERSONA_IDS.advertiser.spaceId);
    expect(own.length).toBeGreaterThanOrEqual(25);
    for (const list of [seed.campaigns, own]) {
      expect(new Set(list.map((c) => c.status_key))).toEqual(new Set(CAMPAIGN_STATUS_KEYS));
      expect(new Set(list.map((c) => c.goal))).toEqual(new Set(ALL_GOALS));
    }
    expect(new Set(seed.campaigns.map((c) => c.creative_status))).toEqual(new Set(['approved', 'disapproved', 'pending_review']));
    const inModeration = seed.campaigns.filter((c) => c.status_key === 1 && c.space_id !== PERSONA_IDS.advertiser.spaceId);
    expect(inModeration.length).toBeGreaterThanOrEqual(3);
  });

  it('uses 7-digit campaign ids except for two legacy campaigns outside the persona accounts', () => {
    const short = seed.campaigns.filter((c) => String(c.id).length <= 5);
    expect(short.map((c) => c.id)).toEqual([...LEGACY_CAMPAIGN_IDS]);
    expectEvery(short, (c) => c.space_id > PERSONA_IDS.advertiser.spaceId);
    expect(seed.campaigns.filter((c) => String(c.id).length !== 7)).toHaveLength(2);
    expect(new Set(seed.campaigns.map((c) => c.id)).size).toBe(seed.campaigns.length);
  });

  it('keeps the documented facts: probes, the no-payment account, registration tokens', async () => {
    const probeAccount = seed.spaces.find((s) => s.name === XSS_PROBE);
    const probeCampaign = seed.campaigns.find((c) => c.name === XSS_PROBE);
    expect(probeAccount).toBeDefined();
    expect(probeCampaign?.space_id).not.toBe(probeAccount?.id);
    expect([PERSONA_IDS.admin.spaceId, PERSONA_IDS.advertiser.spaceId]).not.toContain(probeCampaign?.space_id);
    for (const scale of ['normal', 'large'] as const) {
      const formula = (scale === 'normal' ? seed : buildSeed({ scale })).campaigns.filter((c) => c.name === FORMULA_PROBE);
      expect(formula.map((c) => c.space_id)).toEqual([FORMULA_CAMPAIGN_SPACE_ID]);
    }
    expect(seed.spaces.filter((s) => !s.payment_settings.allow_payment).map((s) => s.id)).toEqual([NO_PAYMENT_ACCOUNT.spaceId]);
    const owner = seed.users.find((u) => u.email === NO_PAYMENT_ACCOUNT.ownerEmail);
    expect(owner && (await verifyPassword(SEEDED_OWNER_PASSWORD, owner))).toBe(true);
    const tokens = seed.registrations.map((r) => [r.token, r.status_key]);
    expect(tokens).toEqual(
      expect.arrayContaining([
        [REGISTRATION_TOKENS.valid, 2],
        [REGISTRATION_TOKENS.expired, 2],
        [REGISTRATION_TOKENS.used, 5],
      ]),
    );
    expect(seed.registrations.filter((r) => r.status_key === 1)).toHaveLength(3);
    expect(seed.whitelabels.map((w) => [w.whitelabel_id, w.audio_enabled])).toEqual([['dsp', false], ['ng', true]]);
    for (const w of seed.whitelabels) expect(new URL(w.term_of_service_url).hostname).toMatch(/(^|\.)example\.com$/);
    expect(seed.files.map((f) => f.id)).toEqual(expect.arrayContaining(seed.whitelabels.map((w) => w.company_logo)));
    expect(new Set(seed.files.map((f) => f.id)).size).toBe(seed.files.length);
    // It builds the large data set too (10,000 complete records): seconds on a busy machine.
  }, 30_000);
});

describe('unconfirmed account owners', () => {
  // A fixed day: the accounts are placed relative to the seed's day, whatever day that is.
  const day = parseIsoDay('2026-03-10') ?? 0;
  const fixed = buildSeed({ today: day });

  it.each([
    ['dsp', USER_STATUS.NEED_VERIFICATION],
    ['dsp', USER_STATUS.APPROVED],
    ['ng', USER_STATUS.NEED_VERIFICATION],
    ['ng', USER_STATUS.APPROVED],
  ] as const)('has %s owners of status %i, created inside the last 7 days of the seed, with an account each', (whitelabel, status) => {
    const declared = UNCONFIRMED_OWNERS.filter((o) => o.whitelabel === whitelabel && o.status_key === status);
    expect(declared.length).toBeGreaterThan(0);
    const owners = fixed.users.filter((u) => u.status_key === status && u.whitelabel_id === WHITELABELS[whitelabel].id);
    expect(owners.map((u) => u.email).sort()).toEqual(declared.map((o) => o.email).sort());
    expectEvery(owners, (u) => {
      const created = dayOfDateTime(u.created_at) ?? 0;
      const space = fixed.spaces.find((s) => s.owner_user_id === u.id);
      return created >= day - 6 && created < day && space?.id === u.space_id && space.created_at === u.created_at;
    }, 'unconfirmed owner');
  });

  it('gives them ids after every other account and leaves every other seeded record as it was', () => {
    const others = new Set<string>(UNCONFIRMED_OWNERS.map((o) => o.email));
    const otherUsers = fixed.users.filter((u) => !others.has(u.email));
    const unconfirmed = fixed.users.filter((u) => others.has(u.email));
    const lastOtherId = Math.max(...otherUsers.map((u) => u.id));
    expectEvery(unconfirmed, (u) => u.id > lastOtherId, 'unconfirmed owner');
    expect(otherUsers).toEqual(seed.users.filter((u) => !others.has(u.email)));
    expect(fixed.campaigns).toEqual(seed.campaigns);
  });
});

describe('metricsFor', () => {
  const running = seed.campaigns.find((c) => c.status_key === 3 && c.campaign_end_at === null && c.space_id === PERSONA_IDS.advertiser.spaceId);
  const draft = seed.campaigns.find((c) => c.status_key === 0);

  it('is deterministic, plausible, and zero before the start and for draft campaigns', () => {
    if (!running || !draft) throw new Error('seed lacks a running or a draft campaign');
    const day = '2026-11-01';
    const m = metricsFor(seed.meta.seed, running, day);
    expect(metricsFor(seed.meta.seed, running, day)).toEqual(m);
    expect(m.impressions).toBeGreaterThan(0);
    expect(m.spent).toBeLessThanOrEqual(running.budget);
    const ctr = m.clicks / m.impressions;
    expect(ctr).toBeGreaterThanOrEqual(0.0009);
    expect(ctr).toBeLessThanOrEqual(0.031);
    expect(metricsFor(seed.meta.seed, running, '2020-01-01')).toEqual({ impressions: 0, clicks: 0, spent: 0, conversions: 0 });
    expect(metricsFor(seed.meta.seed, draft, day).impressions).toBe(0);
  });

  it('has figures for recent days relative to today', () => {
    if (!running) throw new Error('no running campaign');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(metricsFor(seed.meta.seed, running, yesterday).impressions).toBeGreaterThan(0);
  });
});
