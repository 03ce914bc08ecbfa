import { describe, expect, it } from 'vitest';
import { TELCO_REPORT_PATH, type CampaignListRow, type FieldErrorsData, type Page, type TelcoRow } from '../../src/api/contract';
import { isoDay, todayDayNumber } from '../dates';
import { round2, UNITS_PER_USD } from '../seed/currency';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;
const telco = (json: object, token = t.advertiser) => call<Page<TelcoRow>>(t.base, TELCO_REPORT_PATH, { token, json });

const nextMonth = (month: string): string => {
  const [year = 0, m = 0] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The campaign list's rows of a space over a whole past month (every status), as the list answers them. */
const listRowsOf = async (spaceId: number, month: string, token: string): Promise<CampaignListRow[]> => {
  const list = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', {
    token,
    json: { space_id: spaceId, name: '', status_filter: [50], from_date: `${month}-01`, to_date: nextMonth(month), page: 1, pageSize: 100, sort_by_field: 'id', order_asc: true },
  });
  expect(list.data.total_size).toBeLessThanOrEqual(100);
  return list.data.data;
};

describe('POST /v1/telco/report/total', () => {
  it("answers every month up to this one, newest first, paged one-based, with the same total at every page size", async () => {
    const first = await telco({ page: 1, pageSize: 5 });
    expect(first.type.code).toBe(0);
    const { data, total_size } = first.data;
    expect(total_size).toBeGreaterThan(5);
    expect(data).toHaveLength(5);
    expect(data[0]?.dimension).toBe(isoDay(todayDayNumber()).slice(0, 7));
    expect(data.map((row) => row.dimension)).toEqual([...data.map((row) => row.dimension)].sort().reverse());
    expectEvery(data, (row) => /^\d{4}-\d{2}$/.test(row.dimension));
    const second = await telco({ page: 2, pageSize: 5 });
    expect(second.data.total_size).toBe(total_size);
    expect(nextMonth(second.data.data[0]?.dimension ?? '')).toBe(`${data[4]?.dimension ?? ''}-01`);
    const pages = await Promise.all([1, 2, 3].map((page) => telco({ page, pageSize: 20 })));
    const months = pages.flatMap((page) => page.data.data);
    expect(months.slice(0, 5)).toEqual(data);
    expect(months).toHaveLength(total_size);
    // An unbroken run of months: each row is the month before the one above it.
    months.slice(1).forEach((row, index) => expect(nextMonth(row.dimension)).toBe(`${months[index]?.dimension ?? ''}-01`));
    const beyond = await telco({ page: Math.ceil(total_size / 5) + 1, pageSize: 5 });
    expect(beyond.data).toEqual({ data: [], total_size });
  });

  it("gives a month the sum of the account's campaign spend in the list over that month (the demo account is in USD)", async () => {
    const { data } = (await telco({ page: 1, pageSize: 10 })).data;
    const month = data[1];
    if (!month) throw new Error('no second month');
    const rows = await listRowsOf(SPACE, month.dimension, t.advertiser);
    expectEvery(rows, (row) => row.currency === 'USD');
    expect(month.spent_usd).toBeGreaterThan(0);
    expect(month.spent_usd).toBe(round2(rows.reduce((sum, row) => sum + row.spent, 0)));
  });

  it("answers the administrator another account's months, its campaign spend converted to USD", async () => {
    const space = t.mock.store.state().spaces.find((s) => s.currency !== 'USD' && t.mock.store.state().campaigns.some((c) => c.space_id === s.id && c.campaign_start_at !== null));
    if (!space) throw new Error('no seeded account outside USD');
    const { data } = (await telco({ page: 1, pageSize: 20, space_id: space.id }, t.admin)).data;
    const month = data.find((row) => row.spent_usd > 0 && row.dimension < isoDay(todayDayNumber()).slice(0, 7));
    if (!month) throw new Error(`no past month with spend in account ${space.id}`);
    const rows = await listRowsOf(space.id, month.dimension, t.admin);
    expectEvery(rows, (row) => row.currency === space.currency);
    const usd = rows.reduce((sum, row) => sum + row.spent, 0) / UNITS_PER_USD[space.currency];
    expect(month.spent_usd).toBeCloseTo(usd, 2);
    expect(month.spent_usd).toBeLessThan(rows.reduce((sum, row) => sum + row.spent, 0));
  });

  it('refuses a missing or wrong page and page size with field errors', async () => {
    expect((await telco({ page: 1, pageSize: 10 })).type.code).toBe(0);
    for (const [body, fields] of [
      [{ page: 0, pageSize: 7 }, ['page', 'pageSize']],
      [{ page: 1.5, pageSize: 10 }, ['page']],
      [{ page: 'first', pageSize: 25 }, ['page', 'pageSize']],
      [{}, ['page', 'pageSize']],
      [{ page: 1 }, ['pageSize']],
    ] as const) {
      const bad = await telco(body);
      expect(bad.status).toBe(400);
      expect(Object.keys((bad.data as unknown as FieldErrorsData).errors).sort()).toEqual(fields);
    }
  });

  it('refuses callers without PAGE_TELCO, and an advertiser asking for another account', async () => {
    // The same calls are answered to the advertiser for their own account and to the administrator for the other.
    expect((await telco({ page: 1, pageSize: 10 })).type.code).toBe(0);
    expect((await telco({ page: 1, pageSize: 10, space_id: PERSONA_IDS.admin.spaceId }, t.admin)).type.code).toBe(0);
    const analyst = await telco({ page: 1, pageSize: 10 }, t.analyst);
    expect(analyst.type.code).toBe(3);
    const foreign = await telco({ page: 1, pageSize: 10, space_id: PERSONA_IDS.admin.spaceId });
    expect(foreign.type.code).toBe(3);
    expect(foreign.data).toBeNull();
  });
});
