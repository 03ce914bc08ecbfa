import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_EXPORT_PATH,
  type CampaignExportRequest,
  type CampaignListRequest,
  type CampaignPeriodTotal,
  type Page,
  type PermittedCampaignListRow,
  TELCO_REPORT_PATH,
  type TelcoRow,
} from '../../src/api/contract';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

/*
 * The analyst (PAGE_REPORTS, REPORT_IMPRESSIONS, REPORT_CLICKS) sends the same calls as the probe did:
 * every answer that carries figures leaves out spend, CPM, CPC, conversions, CPA and CVR.
 */
const t = signedInMock();
const SPACE = PERSONA_IDS.analyst.spaceId;
const LIST: CampaignListRequest = { from_date: '2026-10-01', to_date: '2026-11-01', page: 1, pageSize: 100, space_id: SPACE };
const EXPORT: CampaignExportRequest = { space_id: SPACE, fromDate: '2026-10-01', toDate: '2026-11-01' };

const HIDDEN_LIST_FIELDS = ['spent', 'today_spent', 'daily_budget_spent', 'budget_spent', 'cpm', 'cpc', 'conversions', 'report_data'];

const list = (token: string, body: Record<string, unknown> = {}) =>
  call<Page<PermittedCampaignListRow>>(t.base, '/v1/campaign/list/v2', { token, json: { ...LIST, ...body } });

const exportHeader = async (token: string): Promise<string> => {
  const response = await fetch(`${t.base}${CAMPAIGN_EXPORT_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(EXPORT),
  });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/^\uFEFF/, '').split('\r\n')[0]!;
};

describe('figures across permissions', () => {
  it('lists the analyst campaigns with impressions, clicks and CTR only', async () => {
    const { type, data } = await list(t.analyst);
    expect(type.code).toBe(0);
    expect(data.data.length).toBeGreaterThan(0);
    for (const row of data.data) {
      for (const field of HIDDEN_LIST_FIELDS) expect(row).not.toHaveProperty(field);
      expect(row).toHaveProperty('impressions');
      expect(row).toHaveProperty('clicks');
      expect(row).toHaveProperty('ctr');
      // The daily budget is a setting, not a figure.
      expect(row).toHaveProperty('budget');
    }
    const advertiser = (await list(t.advertiser)).data.data[0]!;
    for (const field of HIDDEN_LIST_FIELDS) expect(advertiser).toHaveProperty(field);
    expect(advertiser.report_data).toEqual({ cpa: expect.any(Number), cvr: expect.any(Number) });
  });

  it('refuses the analyst an order by a figure it may not see, which would tell the figure', async () => {
    expect((await list(t.analyst, { sort_by_field: 'impressions' })).type.code).toBe(0);
    for (const sort_by_field of ['spent', 'spend', 'today_spent', 'daily_budget_spent', 'budget_spent', 'conversions', 'cpm', 'cpc', 'cpa', 'report_data.cvr']) {
      const { status, data } = await list(t.analyst, { sort_by_field });
      expect(status).toBe(400);
      expect(data).toEqual({ errors: { sort_by_field: expect.any(String) } });
    }
  });

  it('exports only the columns the analyst may see', async () => {
    expect(await exportHeader(t.analyst)).toBe('Name,Status,Impressions,Clicks,CTR,Daily budget,Currency,Start date');
    expect(await exportHeader(t.advertiser)).toBe(
      'Name,Status,Impressions,CPM,Clicks,CPC,CTR,Conversions,CPA,CVR,Spent,Today spent,Daily budget,Currency,Start date',
    );
  });

  it('answers the analyst the campaign total without its spend', async () => {
    const id = (await list(t.analyst)).data.data[0]!.id;
    const analyst = await call<CampaignPeriodTotal>(t.base, `/v1/campaign/${id}/total`, { token: t.analyst });
    expect(analyst.type.code).toBe(0);
    expect(Object.keys(analyst.data).sort()).toEqual(['current_period_clicks', 'current_period_impressions']);
    const advertiser = await call<CampaignPeriodTotal>(t.base, `/v1/campaign/${id}/total`, { token: t.advertiser });
    expect(advertiser.data).toHaveProperty('current_period_spent');
  });

  it('answers the telco months without their spend to a caller with PAGE_TELCO but no REPORT_SPEND', async () => {
    const analyst = PERSONA_IDS.analyst.userId;
    t.mock.store.mutate((state) => {
      const user = state.users.find((u) => u.id === analyst);
      if (!user) throw new Error('no analyst');
      user.permissions = [...user.permissions, 'PAGE_TELCO'];
    });
    const months = await call<Page<Partial<TelcoRow>>>(t.base, TELCO_REPORT_PATH, { token: t.analyst, json: { page: 1, pageSize: 10 } });
    expect(months.type.code).toBe(0);
    expect(months.data.data.length).toBeGreaterThan(0);
    for (const row of months.data.data) expect(Object.keys(row)).toEqual(['dimension']);
    const advertiser = await call<Page<TelcoRow>>(t.base, TELCO_REPORT_PATH, { token: t.advertiser, json: { page: 1, pageSize: 10 } });
    expectEvery(advertiser.data.data, (row) => typeof row.spent_usd === 'number');
  });
});
