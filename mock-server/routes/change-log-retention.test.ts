import { describe, expect, it } from 'vitest';
import { CAMPAIGN_RESTORE_PATHS, CAMPAIGN_STATUS, CHANGE_LOG_RETENTION, type CampaignRecord, type CampaignRevision, type Page, type RestorePreview } from '../../src/api/contract';
import { changeCampaign } from '../db/campaign-changes';
import { call, signedInMock } from '../test-support';
import { createCampaign, inputOf, isoDaysFromNow, publishCampaign, storedCampaign } from './campaign-test-support';

/** The change log past its retention, through the calls: the log view, its count, and restores. */
const t = signedInMock();

const RECENT = CHANGE_LOG_RETENTION.recent;
const AUTHOR = { email: 'advertiser@demo.test' };

const count = async (id: number): Promise<number> => (await call<number>(t.base, `/v1/campaign/revision/count/${id}`, { token: t.advertiser })).data;
const page = async (id: number, pageNum: number, token = t.advertiser): Promise<Page<CampaignRevision>> =>
  (await call<Page<CampaignRevision>>(t.base, `/v1/campaign/revision/snapshot/${id}?page-size=100&page-num=${pageNum}`, { token })).data;
const wholeLog = async (id: number, token = t.advertiser): Promise<CampaignRevision[]> => {
  const pages = [await page(id, 1, token), await page(id, 2, token), await page(id, 3, token)];
  return pages.flatMap((one) => one.data);
};

/** Budget edits made as every campaign write makes them (changeCampaign), without a request each. */
const editBudget = (id: number, budgets: readonly number[]): void =>
  t.mock.store.mutate((db) => {
    for (const budget of budgets) {
      const campaign = db.campaigns.find((c) => c.id === id);
      if (!campaign) throw new Error(`no campaign ${id}`);
      changeCampaign(db, campaign, AUTHOR, (c) => {
        c.budget = budget;
      });
    }
  });

describe('a change log past its retention', () => {
  it('lists the last revisions, the publish and one entry per folded run; a kept revision and the folded state restore', async () => {
    const created = await createCampaign(t.base, t.advertiser, { campaign_start_at: isoDaysFromNow(3), budget: 500 });
    editBudget(created.id, [501, 502]);
    const published = await publishCampaign(t.base, t.advertiser, inputOf({ ...created, version: storedCampaign(t.mock, created.id).version }, { budget: 503 }));
    expect(published.type.code, JSON.stringify(published.type)).toBe(0);
    const within = await wholeLog(created.id);
    expect(within).toHaveLength(4);
    const publishEntry = within[0];
    expect(publishEntry?.state_difference).toEqual(expect.arrayContaining([{ path: 'status_key', value: CAMPAIGN_STATUS.in_moderation }]));

    const budgets = Array.from({ length: RECENT + 20 }, (_, i) => 1000 + i);
    editBudget(created.id, budgets);
    const log = await wholeLog(created.id);
    // Oldest last: creation and two edits folded, the publish kept, 20 edits folded, the last RECENT.
    expect(await count(created.id)).toBe(RECENT + 3);
    expect(log).toHaveLength(RECENT + 3);
    const [laterRun, publish, earlyRun] = log.slice(-3);
    expect(earlyRun).toMatchObject({ state_difference: [], previous_state: {}, folded: { revisions: 3 } });
    expect(earlyRun?.current_state.budget).toBe(502);
    expect(publish).toEqual(publishEntry);
    expect(laterRun).toMatchObject({ state_difference: [], folded: { revisions: 20 } });
    expect(laterRun?.current_state.budget).toBe(1019);
    expect(log[0]?.current_state).toEqual({ budget: 1000 + RECENT + 19 });
    expect(log[RECENT - 1]?.current_state).toEqual({ budget: 1020 });

    // The advertiser reads without CAMPAIGN_ADMINISTRATION and sees the folded entries (no owner-only
    // change); an administrator sees the same entries, with the owner fields.
    const withOwner = await wholeLog(created.id, t.admin);
    expect(withOwner.map((entry) => entry.id)).toEqual(log.map((entry) => entry.id));
    expect(withOwner.at(-1)?.current_state.owner).toBeDefined();
    expect(earlyRun?.current_state.owner).toBeUndefined();

    const kept = log[RECENT - 1];
    if (!kept || !laterRun || !earlyRun) throw new Error('no entries');
    const version = storedCampaign(t.mock, created.id).version;
    const restored = await call<CampaignRecord>(t.base, CAMPAIGN_RESTORE_PATHS.restore(created.id, kept.id), { token: t.advertiser, method: 'POST', json: { version } });
    expect(restored.type.code, JSON.stringify(restored.data)).toBe(0);
    expect(restored.data.budget).toBe(1020);

    const preview = await call<RestorePreview>(t.base, CAMPAIGN_RESTORE_PATHS.preview(created.id, earlyRun.id), { token: t.advertiser });
    expect(preview.type.code).toBe(0);
    expect(preview.data.restored_state).toMatchObject({ budget: 502 });
    // The restore was one more revision: the oldest kept one (the version it restored) joined the later
    // run, whose entry now carries that revision's id and state; the run's former id is no entry now.
    expect(await count(created.id)).toBe(RECENT + 3);
    const grown = (await wholeLog(created.id)).at(-3);
    expect(grown).toMatchObject({ id: kept.id, folded: { revisions: 21 } });
    expect(grown?.current_state.budget).toBe(1020);
    const gone = await call(t.base, CAMPAIGN_RESTORE_PATHS.preview(created.id, laterRun.id), { token: t.advertiser });
    expect([gone.status, gone.type.code]).toEqual([404, 2]);

    // The folded state restores as any version: after one more edit (which folds the next kept one,
    // budget 1021, into the run), back to the budget of the run's last edit.
    editBudget(created.id, [7777]);
    const folded = (await wholeLog(created.id)).at(-3);
    expect(folded).toMatchObject({ folded: { revisions: 22 } });
    if (!folded) throw new Error('no folded entry');
    const foldedRestore = await call<CampaignRecord>(t.base, CAMPAIGN_RESTORE_PATHS.restore(created.id, folded.id), { token: t.advertiser, method: 'POST', json: { version: version + 2 } });
    expect(foldedRestore.type.code, JSON.stringify(foldedRestore.data)).toBe(0);
    expect(foldedRestore.data.budget).toBe(1021);
  });
});
