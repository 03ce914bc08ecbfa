import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS,
  REPORT_PATHS,
  type CampaignListRow,
  type Page,
  type PlacementReport,
  type PlacementReportRequest,
  type PublishersReport,
  type ReportFilterBody,
} from '../../src/api/contract';
import { addDays, todayIso } from '../../src/domain/dateRange';
import { FORMULA_CAMPAIGN_SPACE_ID, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();
const TODAY = todayIso();
const FROM = addDays(TODAY, -29);
const TO = addDays(TODAY, 1);

const filterOf = (id: number, extra: Partial<ReportFilterBody> = {}): ReportFilterBody => ({
  from_date: `${FROM}T00:00:00Z`,
  to_date: `${addDays(TO, -1)}T23:59:59Z`,
  tz_offset_seconds: 0,
  id,
  ...extra,
});

const request = (id: number, extra: Partial<PlacementReportRequest> = {}): PlacementReportRequest => ({
  ...filterOf(id),
  included_metrics: ['impressions', 'clicks', 'spent', 'conversions', 'cpm', 'win_rate'],
  dimensions: ['site_or_app'],
  order_field: 'impressions',
  order_direction: 'DESC',
  page: 1,
  page_size: 25,
  ...extra,
});

const post = <T>(path: string, json: object, token = t.advertiser) => call<T>(t.base, path, { token, json });

const runningCampaign = async (): Promise<CampaignListRow> => {
  const page = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', {
    token: t.advertiser,
    json: { space_id: PERSONA_IDS.advertiser.spaceId, name: '', status_filter: [CAMPAIGN_STATUS.running], from_date: FROM, to_date: TO, page: 1, pageSize: 5, sort_by_field: 'id', order_asc: true },
  });
  const row = page.data.data.find((candidate) => candidate.impressions > 0);
  if (!row) throw new Error('no running campaign with delivery');
  return row;
};

const metric = (row: PlacementReport['data'][number], name: string) => row.metrics.find((m) => m.metric === name)?.value;

describe('reports: placement report', () => {
  it("answers the campaign's apps and sites with the asked figures, adding up to the campaign's, ordered and paged", async () => {
    const campaign = await runningCampaign();
    const answer = await post<PlacementReport>(REPORT_PATHS.placement, request(campaign.id));
    expect(answer.type.code).toBe(0);
    const { data, total_size } = answer.data;
    expect(total_size).toBeGreaterThan(1);
    expect(data).toHaveLength(Math.min(25, total_size));
    const first = data[0];
    if (!first) throw new Error('no row');
    expect(first.dimensions).toEqual([{ dimension: 'site_or_app', value: expect.any(String) }]);
    expect(first.metrics.map((m) => m.metric)).toEqual(['impressions', 'clicks', 'spent', 'conversions', 'cpm', 'win_rate']);
    const impressions = data.map((row) => metric(row, 'impressions') ?? 0);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    // A placement is a publisher: the same names and figures as the publishers report, and the sum is the campaign's.
    expect(impressions.reduce((a, b) => a + b, 0)).toBe(campaign.impressions);
    const publishers = (await post<PublishersReport>(REPORT_PATHS.publishers, { ...filterOf(campaign.id), included_metrics: ['impressions'], top_publishers_highest_first: true })).data;
    // Without included_metrics, every placement figure the caller may see (reach is not one).
    const every = (await post<PlacementReport>(REPORT_PATHS.placement, { ...request(campaign.id), included_metrics: undefined, page_size: 10 })).data;
    expect(every.data[0]?.metrics.map((m) => m.metric)).toEqual(['impressions', 'clicks', 'spent', 'conversions', 'conversions_unique_bid', 'cpm', 'ctr', 'cpc', 'cpe', 'cpa', 'cvr', 'bids', 'win_rate']);
    expect(publishers.data[0]).toEqual({ name: first.dimensions[0]?.value, value: metric(first, 'impressions') });

    const ascending = (await post<PlacementReport>(REPORT_PATHS.placement, request(campaign.id, { order_direction: 'ASC', page_size: 10 }))).data;
    expect(ascending.data[0]?.dimensions).toEqual(data.at(-1)?.dimensions);
    const second = (await post<PlacementReport>(REPORT_PATHS.placement, request(campaign.id, { page: 2, page_size: 10 }))).data;
    expect(second.data[0]?.dimensions).toEqual(data[10]?.dimensions);
  });

  it('groups by environment and OS, one row per pair, with the same total', async () => {
    const campaign = await runningCampaign();
    const answer = (await post<PlacementReport>(REPORT_PATHS.placement, request(campaign.id, { dimensions: ['environment', 'os'], order_field: 'environment', order_direction: 'ASC' }))).data;
    const pairs = answer.data.map((row) => row.dimensions.map((d) => `${d.dimension}=${d.value}`).join(' '));
    expect(new Set(pairs).size).toBe(pairs.length);
    expectEvery(answer.data, (row) => ['app', 'site'].includes(row.dimensions[0]?.value ?? ''));
    expect(answer.data.map((row) => row.dimensions[0]?.value)).toEqual([...answer.data.map((row) => row.dimensions[0]?.value)].sort());
    expect(answer.data.reduce((sum, row) => sum + (metric(row, 'impressions') ?? 0), 0)).toBe(campaign.impressions);
  });

  it("leaves every figure the analyst may not see out of every row, and does not order by it", async () => {
    const campaign = await runningCampaign();
    const answer = (await post<PlacementReport>(REPORT_PATHS.placement, request(campaign.id, { order_field: 'spent', included_metrics: ['spent', 'impressions', 'cpe', 'conversions_unique_bid', 'clicks', 'reach'] }), t.analyst)).data;
    expect(answer.data.length).toBeGreaterThan(1);
    for (const row of answer.data) expect(row.metrics.map((m) => m.metric)).toEqual(['impressions', 'clicks']);
    // Ordered by the placement's name instead (descending, as asked), never by the hidden spend.
    const names = answer.data.map((row) => row.dimensions[0]?.value ?? '');
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })));
  });

  it('refuses a campaign of another space with code 3 (the administrator may read it) and a caller without a token', async () => {
    const campaign = await runningCampaign();
    const rows = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token: t.admin, json: { space_id: FORMULA_CAMPAIGN_SPACE_ID, name: '', status_filter: [50], page: 1, pageSize: 5 } });
    const other = rows.data.data[0];
    if (!other) throw new Error('no campaign in the other space');
    // The advertiser reads their own campaign's report, and the administrator may read any space's campaign.
    expect((await post(REPORT_PATHS.placement, request(campaign.id))).type.code).toBe(0);
    expect((await post(REPORT_PATHS.placement, request(other.id), t.admin)).type.code).toBe(0);
    expect((await post(REPORT_PATHS.placement, request(other.id))).type.code).toBe(3);
    const anonymous = await call(t.base, REPORT_PATHS.placement, { json: request(campaign.id) });
    expect(anonymous.type.code).toBe(401);
  });

  it('holds the body to the limits of the contract, one message per field; a bad date is code 11, an unknown granularity 150', async () => {
    const campaign = await runningCampaign();
    // The body each refusal below alters is answered.
    expect((await post(REPORT_PATHS.placement, request(campaign.id))).type.code).toBe(0);
    const bad = await post(REPORT_PATHS.placement, {
      id: campaign.id,
      to_date: `${TODAY}T23:59:59Z`,
      included_metrics: ['profit'],
      dimensions: ['site_or_app', 'os', 'environment'],
      order_field: 'profit',
      order_direction: 'UP',
      page: 0,
      page_size: 150,
    });
    expect(bad.status).toBe(400);
    expect(bad.type.code).toBe(2);
    expect(Object.keys((bad.data as { errors: Record<string, string> }).errors).sort()).toEqual(
      ['dimensions', 'from_date', 'included_metrics', 'order_direction', 'order_field', 'page', 'page_size'].sort(),
    );
    for (const broken of [{ dimensions: [] }, { dimensions: ['os', 'os'] }, { dimensions: ['country'] }, { order_field: 'os' }, { page: 10_001 }, { page_size: 10.5 }, { id: 'campaign 1' }]) {
      expect((await post(REPORT_PATHS.placement, { ...request(campaign.id), ...broken })).type.code, JSON.stringify(broken)).toBe(2);
    }
    const date = await post(REPORT_PATHS.placement, request(campaign.id, { from_date: 'first of May' }));
    expect(date.type).toEqual({ code: 11, message: 'Invalid date format' });
    const mode = await post(REPORT_PATHS.placement, { ...request(campaign.id), granularity_type_key: 7 });
    expect(mode.type).toEqual({ code: 150, message: 'Report mode is not supported' });
  });
});
