import { describe, expect, it } from 'vitest';
import { TELCO_REPORT_PATH, type CampaignListRow, type Page, type TelcoRow } from '../../src/api/contract';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';

const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;
const telco = (json: object, token = t.advertiser) => call<Page<TelcoRow>>(t.base, TELCO_REPORT_PATH, { token, json });

const nextMonth = (month: string): string => {
  const [year = 0, m = 0] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
};

describe('POST /v1/telco/report/total', () => {
  it('answers months newest first, paged one-based, with the same total at every page size', async () => {
    const first = await telco({ page: 1, pageSize: 5 });
    expect(first.type.code).toBe(0);
    const { data, total_size } = first.data;
    expect(total_size).toBeGreaterThan(5);
    expect(data).toHaveLength(5);
    expect(data.map((row) => row.dimension)).toEqual([...data.map((row) => row.dimension)].sort().reverse());
    expect(data.every((row) => /^\d{4}-\d{2}$/.test(row.dimension))).toBe(true);
    const second = await telco({ page: 2, pageSize: 5 });
    expect(second.data.total_size).toBe(total_size);
    expect((second.data.data[0]?.dimension ?? '') < (data[4]?.dimension ?? '')).toBe(true);
    const all = await telco({ page: 1, pageSize: 20 });
    expect(all.data.data.slice(0, 5)).toEqual(data);
  });

  it("gives a month the sum of the account's campaign spend in the list over that month (the demo account is in USD)", async () => {
    const { data } = (await telco({ page: 1, pageSize: 10 })).data;
    const month = data[1];
    if (!month) throw new Error('no second month');
    const list = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', {
      token: t.advertiser,
      json: { space_id: SPACE, name: '', status_filter: [50], from_date: `${month.dimension}-01`, to_date: nextMonth(month.dimension), page: 1, pageSize: 100, sort_by_field: 'id', order_asc: true },
    });
    expect(list.data.total_size).toBeLessThanOrEqual(100);
    const spent = list.data.data.reduce((sum, row) => sum + row.spent, 0);
    expect(month.spent_usd).toBeGreaterThan(0);
    expect(month.spent_usd).toBeCloseTo(spent, 1);
  });

  it('refuses a page size outside 5, 10, 15, 20 and a page below 1, and callers without PAGE_TELCO', async () => {
    const bad = await telco({ page: 0, pageSize: 7 });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.data as unknown as { errors: Record<string, string> }).errors).sort()).toEqual(['page', 'pageSize']);
    const analyst = await telco({ page: 1, pageSize: 10 }, t.analyst);
    expect(analyst.type.code).toBe(3);
  });
});
