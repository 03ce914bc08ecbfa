import { describe, expect, it } from 'vitest';
import {
  BULK_IDS_MAX,
  CAMPAIGN_BULK_PATHS,
  CAMPAIGN_STATUS as S,
  type CampaignBulkAnswer,
  type CampaignBulkRequest,
  type CampaignRecord,
  type CampaignRevision,
  type CampaignStatusKey,
  type Page,
} from '../../src/api/contract';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { createCampaign, foreignCampaign, getCampaign, inputOf, isoDaysFromNow, saveCampaign, storedCampaign } from './campaign-test-support';

/** The inline bulk edit: one request per batch, each row atomic, answers per row, and the undo. */
const t = signedInMock();

const bulk = (token: string, body: CampaignBulkRequest | Record<string, unknown>) => call<CampaignBulkAnswer>(t.base, CAMPAIGN_BULK_PATHS.bulk, { token, json: body });
const undo = (token: string, undoId: string | null) => call<CampaignBulkAnswer>(t.base, CAMPAIGN_BULK_PATHS.undo, { token, json: { undo_id: undoId } });
const logLength = async (id: number): Promise<number> =>
  (await call<Page<CampaignRevision>>(t.base, `/v1/campaign/revision/snapshot/${id}?page-size=100`, { token: t.advertiser })).data.data.length;

const setStatus = (id: number, status_key: CampaignStatusKey) => t.mock.store.mutate(() => Object.assign(storedCampaign(t.mock, id), { status_key }));

/** A fresh campaign of the demo advertiser in this status (created as a draft, then set as serving would). */
const campaignIn = async (status: CampaignStatusKey): Promise<CampaignRecord> => {
  const created = await createCampaign(t.base, t.advertiser, { campaign_start_at: null });
  if (status !== S.draft) setStatus(created.id, status);
  return (await getCampaign(t.base, t.advertiser, created.id)).data;
};

describe('a bulk pause', () => {
  it('pauses the running rows and refuses the draft alone, which keeps its version and log', async () => {
    const running = await Promise.all([S.running, S.running, S.running_daily_budget_reached, S.running].map(campaignIn));
    const draft = await campaignIn(S.draft);
    const draftLog = await logLength(draft.id);
    const ids = [...running.map((c) => c.id), draft.id];
    const answer = await bulk(t.advertiser, { ids, change: { status: 'pause' } });
    expect(answer.type.code).toBe(0);
    expect(answer.data.rows.map((r) => r.id)).toEqual(ids);
    for (const [index, campaign] of running.entries()) {
      expect(answer.data.rows[index]).toMatchObject({ ok: true, version: campaign.version + 1, status_key: S.paused, changes: [{ field: 'status', old: campaign.status_key, new: S.paused }] });
      expect(storedCampaign(t.mock, campaign.id).status_key).toBe(S.paused);
    }
    expect(answer.data.rows[4]).toEqual({ id: draft.id, ok: false, changes: [], code: 134, message: 'Campaign status does not match the action', version: draft.version, field: 'status' });
    expect((await getCampaign(t.base, t.advertiser, draft.id)).data).toEqual(draft);
    expect(await logLength(draft.id)).toBe(draftLog);
    expect(answer.data.undo_id).toEqual(expect.any(String));
  });

  it("refuses another account's and unknown ids for their row only, and leaves them untouched", async () => {
    const own = await campaignIn(S.running);
    const foreign = foreignCampaign(t.mock);
    const foreignBefore = structuredClone(foreign);
    const answer = await bulk(t.advertiser, { ids: [foreign.id, 99_999_999, own.id], change: { status: 'pause' } });
    expect(answer.data.rows).toEqual([
      { id: foreign.id, ok: false, changes: [], code: 3, message: 'Illegal action' },
      { id: 99_999_999, ok: false, changes: [], code: 130, message: 'Campaign is not found' },
      expect.objectContaining({ id: own.id, ok: true }),
    ]);
    expect(storedCampaign(t.mock, foreign.id)).toEqual(foreignBefore);
  });

  it("refuses, for an administrator acting in one account, a row of another account", async () => {
    const own = await campaignIn(S.running);
    const foreign = foreignCampaign(t.mock);
    const answer = await bulk(t.admin, { space_id: PERSONA_IDS.advertiser.spaceId, ids: [own.id, foreign.id], change: { status: 'pause' } });
    expect(answer.data.rows.map((r) => [r.ok, r.code])).toEqual([[true, undefined], [false, 3]]);
  });

  it('treats pausing a paused campaign as no change', async () => {
    const paused = await campaignIn(S.paused);
    const answer = await bulk(t.advertiser, { ids: [paused.id], change: { status: 'pause' } });
    expect(answer.data.rows).toEqual([{ id: paused.id, ok: true, changes: [], version: paused.version, sends_to_moderation: false }]);
    expect(answer.data.undo_id).toBeNull();
  });
});

describe('a bulk run', () => {
  it('runs a paused campaign and refuses one the balance cannot fund for a day (1330)', async () => {
    const paused = await campaignIn(S.paused);
    const costly = await createCampaign(t.base, t.advertiser, { campaign_start_at: null, budget: 900_000_000 });
    setStatus(costly.id, S.paused);
    const answer = await bulk(t.advertiser, { ids: [paused.id, costly.id], change: { status: 'run' } });
    expect(answer.data.rows[0]).toMatchObject({ ok: true, status_key: S.running });
    expect(answer.data.rows[1]).toMatchObject({ ok: false, code: 1330, field: 'status' });
    expect(storedCampaign(t.mock, costly.id).status_key).toBe(S.paused);
  });
});

describe('a bulk budget and end date', () => {
  it('raises each budget by a percent, rounded to the cent, and sets another', async () => {
    const a = await createCampaign(t.base, t.advertiser, { budget: 100 });
    const b = await createCampaign(t.base, t.advertiser, { budget: 33.33 });
    const raised = await bulk(t.advertiser, { ids: [a.id, b.id], change: { budget: { percent: 10 } } });
    expect(raised.data.rows.map((r) => r.changes)).toEqual([[{ field: 'budget', old: 100, new: 110 }], [{ field: 'budget', old: 33.33, new: 36.66 }]]);
    const set = await bulk(t.advertiser, { ids: [a.id], change: { budget: { set: 250 } } });
    expect(set.data.rows[0]?.changes).toEqual([{ field: 'budget', old: 110, new: 250 }]);
    expect(storedCampaign(t.mock, a.id).budget).toBe(250);
  });

  it('refuses a budget the rules refuse for that row (above the ceiling) with no partial write', async () => {
    const created = await createCampaign(t.base, t.advertiser, { budget: 50 });
    // The same row takes a budget within the rules first, so the refusal is the amount's doing.
    expect((await bulk(t.advertiser, { ids: [created.id], change: { budget: { set: 100 } } })).data.rows[0]).toMatchObject({ ok: true, changes: [{ field: 'budget', old: 50, new: 100 }] });
    const a = (await getCampaign(t.base, t.advertiser, created.id)).data;
    const answer = await bulk(t.advertiser, { ids: [a.id], change: { budget: { set: 1e12 } } });
    expect(answer.data.rows[0]).toMatchObject({ ok: false, code: 2, field: 'budget', version: a.version, changes: [{ field: 'budget', old: 100, new: 1e12 }] });
    expect((await getCampaign(t.base, t.advertiser, a.id)).data).toEqual(a);
  });

  it('sets the end date as the last second of that day in the campaign timezone, and refuses one before the start (1303)', async () => {
    const later = await createCampaign(t.base, t.advertiser, { campaign_start_at: isoDaysFromNow(20) });
    const soon = await createCampaign(t.base, t.advertiser, { campaign_start_at: null });
    const day = isoDaysFromNow(10).slice(0, 10);
    const answer = await bulk(t.advertiser, { ids: [later.id, soon.id], change: { end_date: day } });
    expect(answer.data.rows[0]).toMatchObject({ ok: false, code: 1303, version: later.version });
    expect(answer.data.rows[1]).toMatchObject({ ok: true, changes: [{ field: 'end_date', old: null, new: day }] });
    // US Eastern (-5 h): the day's last second is 04:59:59 UTC the next day.
    expect(storedCampaign(t.mock, soon.id).campaign_end_at).toMatch(/T04:59:59Z$/);
    expect(storedCampaign(t.mock, later.id).campaign_end_at).toBeNull();
  });

  it('a dry run plans every row and writes nothing', async () => {
    const a = await campaignIn(S.running);
    const answer = await bulk(t.advertiser, { ids: [a.id], change: { status: 'pause' }, dry_run: true });
    expect(answer.data).toEqual({ rows: [{ id: a.id, ok: true, changes: [{ field: 'status', old: S.running, new: S.paused }], version: a.version, sends_to_moderation: false }], undo_id: null });
    expect((await getCampaign(t.base, t.advertiser, a.id)).data).toEqual(a);
  });
});

describe('the undo', () => {
  it('puts every row back, one revision each, and refuses (1320) a row changed since', async () => {
    const [a, b] = await Promise.all([campaignIn(S.running), campaignIn(S.running_daily_budget_reached)]);
    if (!a || !b) throw new Error('no campaigns');
    const paused = await bulk(t.advertiser, { ids: [a.id, b.id], change: { status: 'pause' } });
    // Someone renames b after the batch: its undo must not overwrite that.
    const renamed = await saveCampaign(t.base, t.advertiser, inputOf((await getCampaign(t.base, t.advertiser, b.id)).data, { name: `${b.name} renamed` }));
    expect(renamed.type.code).toBe(0);
    const undone = await undo(t.advertiser, paused.data.undo_id);
    expect(undone.type.code).toBe(0);
    expect(undone.data.rows).toEqual([
      { id: a.id, ok: true, changes: [{ field: 'status', old: S.paused, new: S.running }], version: a.version + 2, status_key: S.running, sends_to_moderation: false },
      { id: b.id, ok: false, changes: [], code: 1320, message: expect.stringContaining('changed by someone else'), version: b.version + 2 },
    ]);
    expect(storedCampaign(t.mock, b.id)).toMatchObject({ status_key: S.paused, name: `${b.name} renamed` });
    // An undo id is used once.
    expect((await undo(t.advertiser, paused.data.undo_id)).type.code).toBe(2);
  });

  it("is the batch author's own: another user cannot use its id", async () => {
    // The administrator undoes a batch of their own, so the refusal below is the id's owner, not the persona.
    const adminsBatch = await bulk(t.admin, { space_id: PERSONA_IDS.advertiser.spaceId, ids: [(await campaignIn(S.running)).id], change: { status: 'pause' } });
    expect((await undo(t.admin, adminsBatch.data.undo_id)).data.rows[0]).toMatchObject({ ok: true, status_key: S.running });
    const a = await campaignIn(S.running);
    const paused = await bulk(t.advertiser, { ids: [a.id], change: { status: 'pause' } });
    expect((await undo(t.admin, paused.data.undo_id)).type.code).toBe(2);
    expect((await undo(t.advertiser, paused.data.undo_id)).data.rows[0]).toMatchObject({ ok: true, status_key: S.running });
  });

  it('runs a campaign again only while the balance still covers a day (1330 otherwise, left paused)', async () => {
    // A campaign the balance funds runs again, so the refusal below is the budget's doing.
    const funded = await bulk(t.advertiser, { ids: [(await campaignIn(S.running)).id], change: { status: 'pause' } });
    expect((await undo(t.advertiser, funded.data.undo_id)).data.rows[0]).toMatchObject({ ok: true, status_key: S.running });
    const costly = await createCampaign(t.base, t.advertiser, { campaign_start_at: null, budget: 900_000_000 });
    setStatus(costly.id, S.running);
    const paused = await bulk(t.advertiser, { ids: [costly.id], change: { status: 'pause' } });
    expect(paused.data.rows[0]).toMatchObject({ ok: true, status_key: S.paused });
    const undone = await undo(t.advertiser, paused.data.undo_id);
    expect(undone.data.rows[0]).toMatchObject({ ok: false, code: 1330 });
    expect(storedCampaign(t.mock, costly.id).status_key).toBe(S.paused);
  });

  it('restores a budget changed by a percent exactly', async () => {
    const a = await createCampaign(t.base, t.advertiser, { budget: 33.33 });
    const cut = await bulk(t.advertiser, { ids: [a.id], change: { budget: { percent: -50 } } });
    expect(cut.data.rows[0]?.changes).toEqual([{ field: 'budget', old: 33.33, new: 16.67 }]);
    await undo(t.advertiser, cut.data.undo_id);
    expect(storedCampaign(t.mock, a.id).budget).toBe(33.33);
  });
});

describe('the request', () => {
  it('is bounded: 1..100 ids, one change, a percent in range, a real end day', async () => {
    // Campaign 1 is no one's: a valid change is accepted (its row alone refused), so each refusal below is its field's doing.
    const valid = await bulk(t.advertiser, { ids: [1], change: { status: 'pause' } });
    expect([valid.type.code, valid.data.rows.map((r) => r.code)]).toEqual([0, [130]]);
    const ids = Array.from({ length: BULK_IDS_MAX + 1 }, (_, i) => i + 1);
    expect((await bulk(t.advertiser, { ids, change: { status: 'pause' } })).data).toEqual({ errors: { ids: 'Between 1 and 100 campaign ids.' } });
    expect((await bulk(t.advertiser, { ids: [], change: { status: 'pause' } })).type.code).toBe(2);
    expect((await bulk(t.advertiser, { ids: ['1; drop'], change: { status: 'pause' } })).type.code).toBe(2);
    expect((await bulk(t.advertiser, { ids: [1], change: { status: 'archive' } })).type.code).toBe(2);
    expect((await bulk(t.advertiser, { ids: [1], change: { status: 'pause', end_date: null } })).type.code).toBe(2);
    expect((await bulk(t.advertiser, { ids: [1], change: { budget: { percent: 1001 } } })).data).toEqual({ errors: { 'change.budget.percent': 'Must be between -90 and 1000.' } });
    expect((await bulk(t.advertiser, { ids: [1], change: { budget: { percent: -91 } } })).type.code).toBe(2);
    expect((await bulk(t.advertiser, { ids: [1], change: { budget: { set: 'lots' } } })).type.code).toBe(2);
    const badDay = await bulk(t.advertiser, { ids: [1], change: { end_date: '2026-02-30' } });
    expect([badDay.status, badDay.type.code]).toEqual([400, 11]);
  });

  it('needs CAMPAIGN_EDIT (the analyst may not)', async () => {
    // The advertiser's same request for a twin campaign is accepted, so the refusal is the persona's doing.
    const twin = await campaignIn(S.running);
    expect((await bulk(t.advertiser, { ids: [twin.id], change: { status: 'pause' } })).data.rows[0]).toMatchObject({ ok: true, status_key: S.paused });
    const a = await campaignIn(S.running);
    expect((await bulk(t.analyst, { ids: [a.id], change: { status: 'pause' } })).type.code).toBe(3);
  });

  it('answers an unknown undo id with code 2', async () => {
    const paused = await bulk(t.advertiser, { ids: [(await campaignIn(S.running)).id], change: { status: 'pause' } });
    expect((await undo(t.advertiser, paused.data.undo_id)).type.code).toBe(0);
    expect((await undo(t.advertiser, 'nope')).data).toEqual({ errors: { undo_id: 'This undo is unknown or has expired.' } });
  });
});
