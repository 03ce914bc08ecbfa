import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PERMISSIONS, GENDER, type Permission } from '../../src/api/contract';
import type { Caller } from '../context';
import { PERSONA_IDS } from '../seed/facts';
import { signedInMock } from '../test-support';
import { createCampaign, isoDaysFromNow, storedCampaign } from '../routes/campaign-test-support';
import { planRowChange, type EngineContext } from './row-change';

/** The per-row engine on its own: several fields in one row, all or nothing; sections; stale commits. */
const t = signedInMock();

/** The demo advertiser as the auth middleware makes it, with the permissions a test gives. */
const advertiser = (permissions: readonly Permission[] = CAMPAIGN_PERMISSIONS.filter((p) => p !== 'CAMPAIGN_ADMINISTRATION')): Caller => {
  const state = t.mock.store.state();
  const user = state.users.find((u) => u.id === PERSONA_IDS.advertiser.userId);
  const space = state.spaces.find((s) => s.id === PERSONA_IDS.advertiser.spaceId);
  if (!user || !space) throw new Error('no demo advertiser');
  return { user, space, permissions, sessionId: 'test', outsideWhitelabel: () => false };
};

const ctx = (): EngineContext => ({ store: t.mock.store });

describe('planRowChange', () => {
  it('plans several fields of a row, old → new, and commits them as one version', async () => {
    const created = await createCampaign(t.base, t.advertiser, { budget: 100, campaign_start_at: null });
    const plan = planRowChange(ctx(), advertiser(), created.id, { name: `${created.name} B`, budget: 120, bid: 0.5, from_age: 25, to_age: 40, gender: GENDER.female, end_date: isoDaysFromNow(30).slice(0, 10) });
    expect(plan.result.ok).toBe(true);
    expect(plan.result.changes.map((c) => c.field)).toEqual(['name', 'end_date', 'budget', 'bid', 'from_age', 'to_age', 'gender']);
    expect(plan.result.changes).toContainEqual({ field: 'bid', old: null, new: 0.5 });
    // The plan wrote nothing.
    expect(storedCampaign(t.mock, created.id).version).toBe(created.version);
    const committed = plan.commit?.();
    expect(committed?.result).toMatchObject({ ok: true, version: created.version + 1 });
    expect(storedCampaign(t.mock, created.id)).toMatchObject({ budget: 120, manual_cpx: true, user_cpx: 0.5, targeting: expect.objectContaining({ from_age: 25, to_age: 40, gender: GENDER.female }) });
    expect(committed?.undo?.fields).toMatchObject({ name: created.name, budget: 100, manual_cpx: false });
  });

  it('refuses the whole row when one of its fields is refused: a taken name leaves the budget unchanged', async () => {
    const other = await createCampaign(t.base, t.advertiser);
    const created = await createCampaign(t.base, t.advertiser, { budget: 100 });
    const plan = planRowChange(ctx(), advertiser(), created.id, { name: other.name, budget: 150 });
    expect(plan.result).toMatchObject({ ok: false, code: 1312, field: 'name', version: created.version });
    expect(plan.commit).toBeUndefined();
    expect(storedCampaign(t.mock, created.id).budget).toBe(100);
  });

  it('refuses a field of a section the caller may not change (code 3, naming the section)', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const plan = planRowChange(ctx(), advertiser(['CAMPAIGN_EDIT', 'CAMPAIGN_SETUP']), created.id, { gender: GENDER.male });
    expect(plan.result).toMatchObject({ ok: false, code: 3, message: expect.stringMatching(/may not change the .+ section/) });
  });

  it('refuses a country other than the fixed one, a date that is no day (11) and a budget type other than daily (1307)', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    expect(planRowChange(ctx(), advertiser(), created.id, { country: 'FR' }).result).toMatchObject({ ok: false, code: 2, field: 'country' });
    expect(planRowChange(ctx(), advertiser(), created.id, { start_date: '31/12/2026' }).result).toMatchObject({ ok: false, code: 11, field: 'start_date' });
    expect(planRowChange(ctx(), advertiser(), created.id, { budget_type: 1 }).result).toMatchObject({ ok: false, code: 1307, field: 'budget_type' });
  });

  it('answers the same values as no change, and a stale plan is never committed over a newer version (1320)', async () => {
    const created = await createCampaign(t.base, t.advertiser, { budget: 100 });
    expect(planRowChange(ctx(), advertiser(), created.id, { budget: 100, country: 'US' }).result).toMatchObject({ ok: true, changes: [] });
    const first = planRowChange(ctx(), advertiser(), created.id, { budget: 110 });
    const second = planRowChange(ctx(), advertiser(), created.id, { budget: 120 });
    second.commit?.();
    expect(first.commit?.().result).toMatchObject({ ok: false, code: 1320 });
    expect(storedCampaign(t.mock, created.id).budget).toBe(120);
    expect(planRowChange(ctx(), advertiser(), created.id, { budget: 130 }, { expectedVersion: created.version }).result).toMatchObject({ ok: false, code: 1320 });
  });
});
