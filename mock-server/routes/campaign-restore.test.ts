import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PERMISSIONS, CAMPAIGN_RESTORE_PATHS, CAMPAIGN_STATUS, type CampaignInput, type CampaignRecord, type CampaignRevision, type Page, type RestorePreview } from '../../src/api/contract';
import { PERSONA_IDS } from '../seed/facts';
import { call, login, signedInMock } from '../test-support';
import { createCampaign, foreignCampaign, getCampaign, inputOf, isoDaysFromNow, publishCampaign, saveCampaign, storedCampaign } from './campaign-test-support';

/** Restore a past version: the preview and the restore through the save's own checks. */
const t = signedInMock();

const preview = (token: string, id: number, revisionId: number) => call<RestorePreview>(t.base, CAMPAIGN_RESTORE_PATHS.preview(id, revisionId), { token });
const restore = (token: string, id: number, revisionId: number, version: number) =>
  call<CampaignRecord>(t.base, CAMPAIGN_RESTORE_PATHS.restore(id, revisionId), { token, method: 'POST', json: { version } });
const log = async (token: string, id: number): Promise<CampaignRevision[]> =>
  (await call<Page<CampaignRevision>>(t.base, `/v1/campaign/revision/snapshot/${id}?page-size=100`, { token })).data.data;

/** What the second save of a draft changes: by default budget 250 and a new name (the setup section). */
type SecondSave = (created: CampaignRecord) => Partial<CampaignInput>;
const renamedAt250: SecondSave = (created) => ({ budget: 250, name: `${created.name} renamed` });

/** A draft saved twice: revision 1 (budget 100, the creation), revision 2 (`changes`, budget 250 and renamed by default). */
const draftWithTwoVersions = async (changes = renamedAt250): Promise<{ created: CampaignRecord; saved: CampaignRecord; first: CampaignRevision }> => {
  const created = await createCampaign(t.base, t.advertiser, { campaign_start_at: isoDaysFromNow(3) });
  const saved = await saveCampaign(t.base, t.advertiser, inputOf(created, changes(created)));
  expect(saved.type.code).toBe(0);
  const [, first] = await log(t.advertiser, created.id);
  if (!first) throw new Error('no creation entry');
  return { created, saved: saved.data, first };
};

/**
 * The positive control of each refusal: the persona previews (nothing refused) and restores the first
 * version of a fresh draft, accepted, so a refusal that follows is its own input's doing and never the
 * persona, the route or a base campaign that no longer restores.
 */
const expectRestoreAccepted = async (token: string, changes = renamedAt250): Promise<void> => {
  const { created, saved, first } = await draftWithTwoVersions(changes);
  const previewed = await preview(token, created.id, first.id);
  expect([previewed.type.code, previewed.data.refusals]).toEqual([0, []]);
  expect((await restore(token, created.id, first.id, saved.version)).type.code).toBe(0);
};

describe('the preview', () => {
  it('answers the difference from the current campaign to that version, and nothing changes', async () => {
    const { created, saved, first } = await draftWithTwoVersions();
    const answer = await preview(t.advertiser, created.id, first.id);
    expect(answer.type.code).toBe(0);
    expect(answer.data).toMatchObject({ campaign_id: created.id, revision_id: first.id, version: saved.version, sends_to_moderation: false, refusals: [] });
    expect(answer.data.difference).toEqual(expect.arrayContaining([{ path: 'budget', value: 100 }, { path: 'name', value: created.name }]));
    expect(answer.data.difference).toHaveLength(2);
    expect(answer.data.current_state).toEqual({ name: saved.name, budget: 250 });
    expect(answer.data.restored_state).toEqual({ name: created.name, budget: 100 });
    expect((await getCampaign(t.base, t.advertiser, created.id)).data).toEqual(saved);
  });

  it('says an approved campaign goes back to moderation when its moderated fields change', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const edited = (await saveCampaign(t.base, t.advertiser, inputOf(created, { product_url: 'https://shop.example.com/summer' }))).data;
    const published = (await publishCampaign(t.base, t.advertiser, inputOf(edited))).data;
    const approved = await call(t.base, '/v1/campaign/moderation/approve', {
      token: t.admin,
      json: { campaign_id: created.id, category_keys: [], exchange_id: [1], traffic_sources: [], moderation_start_at: published.moderation_start_at },
    });
    expect(approved.type.code).toBe(0);
    const entries = await log(t.advertiser, created.id);
    const creation = entries[entries.length - 1];
    if (!creation) throw new Error('no creation entry');
    const answer = (await preview(t.advertiser, created.id, creation.id)).data;
    expect(answer.sends_to_moderation).toBe(true);
    expect(answer.refusals).toEqual([]);
    expect(answer.difference).toEqual([{ path: 'product_url', value: 'https://shop.example.com/spring' }]);

    const restored = await restore(t.advertiser, created.id, creation.id, answer.version);
    expect(restored.type.code).toBe(0);
    expect(restored.data).toMatchObject({ product_url: 'https://shop.example.com/spring', status_key: CAMPAIGN_STATUS.in_moderation, version: answer.version + 1 });
  });
});

describe('the restore', () => {
  it('appends a new revision naming the restored one, and leaves the history as it was', async () => {
    const { created, saved, first } = await draftWithTwoVersions();
    const before = await log(t.advertiser, created.id);
    expect((await preview(t.advertiser, created.id, first.id)).data.refusals).toEqual([]);
    const restored = await restore(t.advertiser, created.id, first.id, saved.version);
    expect(restored.type.code).toBe(0);
    expect(restored.data).toMatchObject({ name: created.name, budget: 100, version: saved.version + 1, status_key: CAMPAIGN_STATUS.draft });
    const after = await log(t.advertiser, created.id);
    expect(after).toHaveLength(before.length + 1);
    // History is never rewritten: the earlier entries answer exactly as before.
    expect(after.slice(1)).toEqual(before);
    const [newest] = after;
    expect(newest).toMatchObject({ restored_from: first.id, restored_from_date: first.commit_date, author: { email: 'advertiser@demo.test' } });
    expect(newest?.state_difference).toEqual(expect.arrayContaining([{ path: 'budget', value: 100 }, { path: 'name', value: created.name }]));
    // Restoring it again changes nothing: refused, with the reason.
    const again = (await preview(t.advertiser, created.id, first.id)).data;
    expect(again.refusals).toEqual([{ code: 2, message: 'The campaign already matches this version: there is nothing to restore.' }]);
  });

  it('refuses a stale version (1320) and applies nothing', async () => {
    await expectRestoreAccepted(t.advertiser);
    const { created, saved, first } = await draftWithTwoVersions();
    const stale = await restore(t.advertiser, created.id, first.id, saved.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.type.code).toBe(1320);
    expect((await getCampaign(t.base, t.advertiser, created.id)).data).toEqual(saved);
  });

  it('refuses a version whose start date is now in the past (1304), in the preview and the restore', async () => {
    await expectRestoreAccepted(t.advertiser);
    const { created, saved, first } = await draftWithTwoVersions();
    // The version was saved days ago: its start is yesterday now (set in the stored entry, as time would).
    t.mock.store.mutate((db) => {
      const entry = db.revisions.find((r) => r.id === first.id);
      if (!entry || !('created_state' in entry) || !entry.created_state) throw new Error('no creation entry');
      entry.created_state.campaign_start_at = isoDaysFromNow(-1);
    });
    const answer = (await preview(t.advertiser, created.id, first.id)).data;
    expect(answer.refusals).toEqual([expect.objectContaining({ code: 1304, field: 'campaign_start_at' })]);
    expect(answer.refusals[0]?.message).toMatch(/start/i);
    const refused = await restore(t.advertiser, created.id, first.id, saved.version);
    expect(refused.type.code).toBe(1304);
    expect((await getCampaign(t.base, t.advertiser, created.id)).data).toEqual(saved);
    expect(await log(t.advertiser, created.id)).toHaveLength(2);
  });

  it('refuses a version whose creative file is gone (132) and applies nothing', async () => {
    await expectRestoreAccepted(t.advertiser);
    const original = storedCampaign(t.mock, (await createCampaign(t.base, t.advertiser)).id);
    const bannerFile = original.visuals.banners[0]?.file_id;
    // A file of the account's own, used by the first version only, then removed from the store.
    const copyId = Math.max(...t.mock.store.state().files.map((f) => f.id)) + 1;
    t.mock.store.mutate((db) => {
      const file = db.files.find((f) => f.id === bannerFile);
      if (!file) throw new Error('no banner file');
      db.files.push({ ...structuredClone(file), id: copyId, key: `${file.key ?? ''}restore`.slice(-32) });
    });
    const created = await getCampaign(t.base, t.advertiser, original.id);
    const banner = created.data.visuals.banners[0];
    if (!banner) throw new Error('no banner');
    const withCopy = (await saveCampaign(t.base, t.advertiser, inputOf(created.data, { visuals: { ...created.data.visuals, banners: [{ ...banner, file_id: copyId }] } }))).data;
    expect(withCopy.visuals.banners[0]?.file_id).toBe(copyId);
    const moved = (await saveCampaign(t.base, t.advertiser, inputOf(withCopy, { visuals: created.data.visuals }))).data;
    t.mock.store.mutate((db) => {
      db.files = db.files.filter((f) => f.id !== copyId);
    });
    const [, usingCopy] = await log(t.advertiser, original.id);
    if (!usingCopy) throw new Error('no entry');
    const answer = (await preview(t.advertiser, original.id, usingCopy.id)).data;
    expect(answer.refusals).toEqual([{ code: 132, field: 'visuals.banners.0.file_id', message: 'The file was not found: upload it again.' }]);
    const refused = await restore(t.advertiser, original.id, usingCopy.id, moved.version);
    expect(refused.type.code).toBe(132);
    expect((await getCampaign(t.base, t.advertiser, original.id)).data).toEqual(moved);
  });

  it('refuses another account’s campaign', async () => {
    await expectRestoreAccepted(t.advertiser);
    const foreign = foreignCampaign(t.mock);
    const revision = t.mock.store.state().revisions.find((r) => r.campaign_id === foreign.id);
    const before = structuredClone(foreign);
    expect((await preview(t.advertiser, foreign.id, revision?.id ?? 1)).type.code).toBe(3);
    const refused = await restore(t.advertiser, foreign.id, revision?.id ?? 1, foreign.version);
    expect(refused.type.code).toBe(3);
    expect(storedCampaign(t.mock, foreign.id)).toEqual(before);
  });

  it('refuses a revision of another campaign', async () => {
    await expectRestoreAccepted(t.advertiser);
    const { created, saved } = await draftWithTwoVersions();
    const other = await createCampaign(t.base, t.advertiser);
    const [otherEntry] = await log(t.advertiser, other.id);
    const refused = await restore(t.advertiser, created.id, otherEntry?.id ?? 0, saved.version);
    expect(refused.status).toBe(404);
    expect((await getCampaign(t.base, t.advertiser, created.id)).data).toEqual(saved);
  });

  it('refuses a sub-user without the permission of a section the restore changes', async () => {
    const { created, saved, first } = await draftWithTwoVersions();
    // The analyst (a sub-user of the advertiser's account) may edit everything but the setup section
    // (name and budget); permissions take effect at the next sign-in.
    t.mock.store.mutate((db) => {
      const analyst = db.users.find((u) => u.id === PERSONA_IDS.analyst.userId);
      if (!analyst) throw new Error('no analyst');
      analyst.permissions = ['PAGE_REPORTS', ...CAMPAIGN_PERMISSIONS.filter((p) => p !== 'CAMPAIGN_SETUP' && p !== 'CAMPAIGN_ADMINISTRATION')];
    });
    const token = (await login(t.base, 'analyst@demo.test', 'Analyst#2026')).data.access_token;
    // A version that differs in targeting alone, which the analyst may change, is restored.
    await expectRestoreAccepted(token, (created) => ({ targeting: { ...created.targeting, interests: [3, 9] } }));
    const answer = (await preview(token, created.id, first.id)).data;
    expect(answer.refusals[0]).toEqual({ code: 3, message: expect.stringContaining('may not change') });
    const refused = await restore(token, created.id, first.id, saved.version);
    expect(refused.status).toBe(403);
    expect(refused.type.code).toBe(3);
    expect((await getCampaign(t.base, t.advertiser, created.id)).data).toEqual(saved);
  });
});
