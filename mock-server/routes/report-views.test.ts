import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS, REPORT_PATHS, type CampaignListRow, type Page, type SavedView, type SavedViewInput } from '../../src/api/contract';
import { FORMULA_CAMPAIGN_SPACE_ID, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { VIEW_NOT_FOUND } from './report-views';

const t = signedInMock();

const firstCampaign = async (token: string, spaceId: number): Promise<CampaignListRow> => {
  const page = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token, json: { space_id: spaceId, name: '', status_filter: [CAMPAIGN_STATUS.running], page: 1, pageSize: 1 } });
  const row = page.data.data[0];
  if (!row) throw new Error('no campaign');
  return row;
};

const input = (campaignId: number, name = 'Last month, Android'): SavedViewInput => ({
  name,
  campaign_id: campaignId,
  filters: { from: '2026-10-01', to: '2026-11-01', source: 'news', size: 1, device: 3, granularity: 'day', tab: 'publishers' },
});

/** Saves a view as the advertiser on a campaign of their own and asserts it is taken: the positive control of a refused save. */
const savedOwnView = async (name?: string): Promise<SavedView> => {
  const campaign = await firstCampaign(t.advertiser, PERSONA_IDS.advertiser.spaceId);
  const saved = await call<SavedView>(t.base, REPORT_PATHS.views, { token: t.advertiser, json: input(campaign.id, name) });
  expect(saved.type.code).toBe(0);
  return saved.data;
};

describe('saved report views', () => {
  it('saves a view, lists it for its owner only, opens it for anyone who may read its campaign, and deletes it for its owner only', async () => {
    const campaign = await firstCampaign(t.advertiser, PERSONA_IDS.advertiser.spaceId);
    const saved = await call<SavedView>(t.base, REPORT_PATHS.views, { token: t.advertiser, json: input(campaign.id, '  Last month, Android  ') });
    expect(saved.type.code).toBe(0);
    expect(saved.data).toMatchObject({ name: 'Last month, Android', campaign_id: campaign.id, user_id: PERSONA_IDS.advertiser.userId, filters: input(campaign.id).filters });

    const own = await call<SavedView[]>(t.base, REPORT_PATHS.views, { token: t.advertiser });
    expect(own.data.map((view) => view.id)).toContain(saved.data.id);
    const theirs = await call<SavedView[]>(t.base, REPORT_PATHS.views, { token: t.analyst });
    expect(theirs.data.map((view) => view.id)).not.toContain(saved.data.id);

    // The shared link: the analyst reads the same space's campaigns, so the view opens for them.
    const shared = await call<SavedView>(t.base, `${REPORT_PATHS.views}/${saved.data.id}`, { token: t.analyst });
    expect(shared.data).toEqual(saved.data);

    // The owner's delete is taken (on a twin, as this view is still needed), then the analyst's is refused.
    const twin = await savedOwnView();
    expect((await call(t.base, `${REPORT_PATHS.views}/${twin.id}`, { token: t.advertiser, method: 'DELETE' })).type.code).toBe(0);
    const notTheirs = await call(t.base, `${REPORT_PATHS.views}/${saved.data.id}`, { token: t.analyst, method: 'DELETE' });
    expect(notTheirs.status).toBe(400);
    const deleted = await call(t.base, `${REPORT_PATHS.views}/${saved.data.id}`, { token: t.advertiser, method: 'DELETE' });
    expect(deleted.type.code).toBe(0);
    const gone = await call<{ errors: Record<string, string> }>(t.base, `${REPORT_PATHS.views}/${saved.data.id}`, { token: t.advertiser });
    expect(gone.data.errors).toEqual({ id: VIEW_NOT_FOUND });
  });

  it("does not open a view of another account's campaign", async () => {
    // The advertiser saves and opens a view of their own campaign.
    const own = await savedOwnView();
    expect((await call<SavedView>(t.base, `${REPORT_PATHS.views}/${own.id}`, { token: t.advertiser })).data).toEqual(own);
    const other = await firstCampaign(t.admin, FORMULA_CAMPAIGN_SPACE_ID);
    const saved = await call<SavedView>(t.base, REPORT_PATHS.views, { token: t.admin, json: input(other.id) });
    expect(saved.type.code).toBe(0);
    const refused = await call<{ errors: Record<string, string> }>(t.base, `${REPORT_PATHS.views}/${saved.data.id}`, { token: t.advertiser });
    expect(refused.data.errors).toEqual({ id: VIEW_NOT_FOUND });
    const cannotSave = await call(t.base, REPORT_PATHS.views, { token: t.advertiser, json: input(other.id) });
    expect(cannotSave.type.code).toBe(3);
  });

  it('refuses a view without a name, with a name over 60 characters or with malformed filters', async () => {
    // The same save with a name at the bound and valid filters is taken.
    expect((await savedOwnView('x'.repeat(60))).name).toBe('x'.repeat(60));
    const campaign = await firstCampaign(t.advertiser, PERSONA_IDS.advertiser.spaceId);
    const bad = await call<{ errors: Record<string, string> }>(t.base, REPORT_PATHS.views, {
      token: t.advertiser,
      json: { name: ' ', campaign_id: campaign.id, filters: { from: '2026-11-01', to: '2026-10-01', size: 7, device: 9, granularity: 'week', tab: 'x' } },
    });
    expect(Object.keys(bad.data.errors).sort()).toEqual(['filters.device', 'filters.granularity', 'filters.size', 'filters.tab', 'filters.to', 'name']);
    const long = await call<{ errors: Record<string, string> }>(t.base, REPORT_PATHS.views, { token: t.advertiser, json: input(campaign.id, 'x'.repeat(61)) });
    expect(long.data.errors).toEqual({ name: 'Must be 60 characters or less.' });
  });
});
