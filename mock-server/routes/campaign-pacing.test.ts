import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_STATUS,
  GRANULARITY,
  REPORT_PATHS,
  campaignPacingPath,
  type CampaignListRequest,
  type CampaignListRow,
  type CampaignPacingAnswer,
  type DashboardReport,
  type Page,
  type ReportTotals,
  type SpaceBalance,
} from '../../src/api/contract';
import { addDays } from '../../src/domain/dateRange';
import { PERSONAS } from '../personas';
import { LOW_BALANCE_ACCOUNT, PACING_CAMPAIGNS, PERSONA_IDS, SEEDED_OWNER_PASSWORD } from '../seed/facts';
import { buildSeed } from '../seed/index';
import { call, login, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

// The mock runs in this process: its clock, its seed's day and its pacing hour are this fixed moment (a
// Wednesday), whatever day and hour the run is on. Date alone is faked, so the server's timers run.
const NOW = Date.parse('2026-11-18T13:30:00Z');
vi.useFakeTimers({ toFake: ['Date'], now: NOW });
afterAll(() => {
  vi.useRealTimers();
});
const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;
const DAY_MS = 86_400_000;

const list = (body: Partial<CampaignListRequest> | Record<string, unknown>, token = t.advertiser) =>
  call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', {
    token,
    json: { from_date: '2026-10-01', to_date: '2026-11-01', page: 1, pageSize: 100, space_id: SPACE, sort_by_field: 'id', ...body },
  });
const pacingOf = (id: number, token = t.advertiser) => call<CampaignPacingAnswer>(t.base, campaignPacingPath(id), { token });
const post = <T>(path: string, json: object) => call<T>(t.base, path, { token: t.advertiser, json });

const running = (row: CampaignListRow): boolean => row.status_key === CAMPAIGN_STATUS.running || row.status_key === CAMPAIGN_STATUS.running_daily_budget_reached;

describe('pacing on the campaign list', () => {
  it('carries pacing for every running campaign and null for the others', async () => {
    const rows = (await list({})).data.data;
    expect(rows.some(running)).toBe(true);
    for (const row of rows) {
      if (!running(row)) {
        expect(row.pacing).toBeNull();
        continue;
      }
      const pacing = row.pacing;
      if (!pacing) throw new Error(`no pacing for ${row.id}`);
      expect(pacing.spend_to_date).toBeGreaterThan(0);
      expect(pacing.ideal_to_date).toBeGreaterThan(0);
      expect(pacing.ratio).toBe(Math.round((pacing.spend_to_date / pacing.ideal_to_date) * 100) / 100);
      // A status 31 campaign has spent today's budget: it ran out as of now.
      if (row.status_key === CAMPAIGN_STATUS.running_daily_budget_reached) expect(pacing.budget_runs_out_at).toBe(pacing.as_of);
    }
  });

  it('agrees with the reports: spend to date is the reports spend from the first day to the last whole hour', async () => {
    const row = (await list({ status_filter: [CAMPAIGN_STATUS.running] })).data.data.find((r) => r.pacing);
    if (!row?.pacing || !row.campaign_start_at) throw new Error('no running campaign');
    const asOf = Date.parse(row.pacing.as_of);
    const today = new Date(asOf).toISOString().slice(0, 10);
    const first = row.campaign_start_at.slice(0, 10);
    const days = (await post<ReportTotals>(REPORT_PATHS.total, { id: row.id, from_date: `${first}T00:00:00Z`, to_date: `${addDays(today, -1)}T23:59:59Z`, tz_offset_seconds: 0 })).data;
    const hours = (
      await post<DashboardReport>(REPORT_PATHS.dashboard, { id: row.id, from_date: `${today}T00:00:00Z`, to_date: `${today}T23:59:59Z`, tz_offset_seconds: 0, granularity_type_key: GRANULARITY.hour })
    ).data.points;
    const hoursGone = Math.round((asOf - Date.parse(`${today}T00:00:00Z`)) / 3_600_000);
    const todays = hours.slice(0, hoursGone).reduce((sum, p) => sum + (p.spent ?? 0), 0);
    expect(row.pacing.spend_to_date).toBeCloseTo((days.spent ?? 0) + todays, 2);
    // The per-campaign call answers the same pacing, and its line ends on it.
    const answer = (await pacingOf(row.id)).data;
    expect(answer.pacing).toEqual(row.pacing);
    const last = answer.series?.at(-1);
    expect(last).toEqual({ day: today, spend: row.pacing.spend_to_date, ideal: row.pacing.ideal_to_date });
  });

  it('filters under 0.8 and over 1.2, and refuses another band', async () => {
    const all = (await list({})).data.data;
    const under = (await list({ pacing: 'under' })).data;
    expect(under.total_size).toBeGreaterThan(0);
    expectEvery(under.data, (r) => r.pacing?.ratio !== null && r.pacing?.ratio !== undefined && r.pacing.ratio < 0.8);
    expect(under.total_size).toBe(all.filter((r) => (r.pacing?.ratio ?? 1) < 0.8).length);
    const over = (await list({ pacing: 'over' })).data;
    expectEvery(over.data, (r) => (r.pacing?.ratio ?? 0) > 1.2, 'overpacing row');
    expect(over.total_size).toBe(all.filter((r) => (r.pacing?.ratio ?? 0) > 1.2).length);
    // The seeded states land in their bands (PACING_CAMPAIGNS).
    expect(over.data.map((r) => r.id)).toContain(PACING_CAMPAIGNS.over.id);
    expect(under.data.map((r) => r.id)).toEqual(expect.arrayContaining([PACING_CAMPAIGNS.under.id, PACING_CAMPAIGNS.daytimeGrid.id]));
    for (const id of [PACING_CAMPAIGNS.onTrack.id, PACING_CAMPAIGNS.weekdayGrid.id, PACING_CAMPAIGNS.runsOutToday.id]) {
      expect([...over.data, ...under.data].map((r) => r.id)).not.toContain(id);
    }
    expect((await list({ pacing: 'fast' })).data).toEqual({ errors: { pacing: expect.any(String) } });
  });

  it('hides pacing from a caller without REPORT_SPEND, and refuses its filter', async () => {
    const rows = (await list({}, t.analyst)).data.data;
    expect(rows.length).toBeGreaterThan(0);
    expectEvery(rows, (r) => !('pacing' in r));
    // The same filter is answered to the advertiser (REPORT_SPEND).
    expect((await list({ pacing: 'under' })).type.code).toBe(0);
    expect((await list({ pacing: 'under' }, t.analyst)).data).toEqual({ errors: { pacing: expect.any(String) } });
    const id = rows[0]?.id ?? 0;
    expect((await pacingOf(id, t.analyst)).data).toEqual({ campaign_id: id, currency: 'USD' });
    const balance = (await call<SpaceBalance>(t.base, `/v1/space/balance/${SPACE}`, { token: t.analyst })).data;
    expect('balance_runs_out_at' in balance).toBe(false);
  });
});

describe('GET /v1/campaign/{id}/pacing', () => {
  it('answers a bounded daily line of cumulative spend and ideal', async () => {
    const row = (await list({ status_filter: [CAMPAIGN_STATUS.running] })).data.data.find((r) => r.pacing);
    if (!row) throw new Error('no running campaign');
    const series = (await pacingOf(row.id)).data.series ?? [];
    expect(series.length).toBeGreaterThan(1);
    expect(series.length).toBeLessThanOrEqual(400);
    for (let i = 1; i < series.length; i += 1) {
      expect(series[i]?.spend).toBeGreaterThanOrEqual(series[i - 1]?.spend ?? 0);
      expect(series[i]?.ideal).toBeGreaterThanOrEqual(series[i - 1]?.ideal ?? 0);
    }
  });

  it('answers null pacing and no line for a campaign that does not run', async () => {
    const idle = (await list({ status_filter: [CAMPAIGN_STATUS.paused] })).data.data[0];
    if (!idle) throw new Error('no paused campaign');
    expect((await pacingOf(idle.id)).data).toMatchObject({ pacing: null, series: [] });
  });

  it('checks the id against the caller space', async () => {
    // The advertiser reads an own campaign's pacing, and the administrator the other space's.
    const own = (await list({ status_filter: [CAMPAIGN_STATUS.running] })).data.data[0];
    if (!own) throw new Error('no running campaign');
    expect((await pacingOf(own.id)).type.code).toBe(0);
    expect((await pacingOf(1_000_110, t.admin)).type.code).toBe(0);
    const foreign = await pacingOf(1_000_110);
    expect(foreign.data).toBeNull();
    expect(foreign.type.code).toBe(3);
    expect((await pacingOf(99_999_999)).type.code).not.toBe(0);
  });
});

describe('balance run-out', () => {
  it('warns of the low-balance account within 3 days, on the balance and the pacing call alike', async () => {
    const token = (await login(t.base, LOW_BALANCE_ACCOUNT.ownerEmail, SEEDED_OWNER_PASSWORD)).data.access_token;
    const balance = (await call<SpaceBalance>(t.base, `/v1/space/balance/${LOW_BALANCE_ACCOUNT.spaceId}`, { token })).data;
    const at = balance.balance_runs_out_at;
    if (!at) throw new Error('no run-out date');
    expect(Date.parse(at) - Date.now()).toBeLessThan(3 * DAY_MS);
    const own = (await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', {
      token,
      json: { from_date: '2026-10-01', to_date: '2026-11-01', page: 1, pageSize: 100, space_id: LOW_BALANCE_ACCOUNT.spaceId, status_filter: [CAMPAIGN_STATUS.running] },
    })).data.data;
    const id = own[0]?.id ?? 0;
    expect((await pacingOf(id, token)).data.balance_runs_out_at).toBe(at);
  });

  it('runs the low-balance account out at the moment its pinned balance and daily spends give, at any hour', async () => {
    // From the facts alone: the reading's hour plus balance ÷ the running campaigns' daily spends, in days.
    const perDay = LOW_BALANCE_ACCOUNT.runningCampaigns.reduce((sum, c) => sum + c.dailySpend, 0);
    const runsOutAt = (at: number): string => new Date(Math.floor(at / HOUR) * HOUR + Math.floor((LOW_BALANCE_ACCOUNT.balance / perDay) * DAY_MS)).toISOString();
    expect(runsOutAt(NOW)).toBe('2026-11-18T16:22:57.818Z');
    // The facts name every campaign of the account that runs, with its daily budget.
    const token = (await login(t.base, LOW_BALANCE_ACCOUNT.ownerEmail, SEEDED_OWNER_PASSWORD)).data.access_token;
    const rows = (await list({ space_id: LOW_BALANCE_ACCOUNT.spaceId, status_filter: [CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.running_daily_budget_reached] }, token)).data.data;
    expect(rows.map((row) => ({ id: row.id, dailySpend: row.budget }))).toEqual(LOW_BALANCE_ACCOUNT.runningCampaigns);
    const day = Math.floor(NOW / DAY_MS) * DAY_MS;
    try {
      for (const at of [NOW, ...[0, 1, 9, 23].map((h) => day + h * HOUR + 20 * 60_000)]) {
        vi.setSystemTime(at);
        const fresh = (await login(t.base, LOW_BALANCE_ACCOUNT.ownerEmail, SEEDED_OWNER_PASSWORD)).data.access_token;
        const balance = (await call<SpaceBalance>(t.base, `/v1/space/balance/${LOW_BALANCE_ACCOUNT.spaceId}`, { token: fresh })).data;
        expect(balance.balance).toBe(LOW_BALANCE_ACCOUNT.balance);
        expect(balance.balance_runs_out_at).toBe(runsOutAt(at));
        for (const fact of LOW_BALANCE_ACCOUNT.runningCampaigns) expect((await pacingOf(fact.id, fresh)).data.balance_runs_out_at).toBe(runsOutAt(at));
      }
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

/*
 * The seeded pacing states (facts.ts PACING_CAMPAIGNS) against figures computed here from the seeded
 * budget, start day, pace and grid and the hour: each running day the grid keeps delivers
 * round2(budget × pace) and is owed the budget; today is owed the budget over its running hours so far.
 */
const HOUR = 3_600_000;
const round2 = (value: number): number => Math.round(value * 100) / 100;
const seeded = buildSeed({ today: Math.floor(NOW / DAY_MS) });
const stored = (id: number) => {
  const c = seeded.campaigns.find((campaign) => campaign.id === id);
  if (!c?.campaign_start_at) throw new Error(`no seeded campaign ${id}`);
  return { budget: c.budget, firstDay: Math.floor(Date.parse(c.campaign_start_at) / DAY_MS) };
};
type Grid = Readonly<Record<string, readonly number[]>> | null;
const gridOf = (fact: { grid?: Readonly<Record<string, readonly number[]>> }): Grid => fact.grid ?? null;
/** Hours of a day (day number) the grid keeps; every hour without a grid. */
const keptHours = (grid: Grid, day: number): number[] => {
  const all = Array.from({ length: 24 }, (_, h) => h);
  return grid === null ? all : all.filter((h) => (grid[String(new Date(day * DAY_MS).getUTCDay())] ?? []).includes(h));
};
/** What pacing should read at the start of the hour of `now`. */
const expected = (fact: { id: number; pace: number; grid?: Readonly<Record<string, readonly number[]>> }, now: number) => {
  const { budget, firstDay } = stored(fact.id);
  const grid = gridOf(fact);
  const today = Math.floor(now / DAY_MS);
  const hour = Math.floor((now - today * DAY_MS) / HOUR);
  const daySpend = round2(budget * fact.pace);
  let runningDays = 0;
  for (let day = firstDay; day < today; day += 1) if (keptHours(grid, day).length > 0) runningDays += 1;
  const todayHours = keptHours(grid, today);
  const gone = todayHours.filter((h) => h < hour).length;
  return {
    budget,
    daySpend,
    pastSpend: runningDays * daySpend,
    ideal: round2(runningDays * budget + (todayHours.length > 0 ? (budget * gone) / todayHours.length : 0)),
    todayHours,
  };
};

/** Signs the advertiser in at the moment the clock shows (a token from another hour may have expired). */
const advertiserNow = async (): Promise<string> => (await login(t.base, PERSONAS.advertiser.email, PERSONAS.advertiser.password)).data.access_token;
const pacingAt = async (id: number, at: number) => {
  vi.setSystemTime(at);
  return (await pacingOf(id, await advertiserNow())).data.pacing;
};

describe('the seeded pacing states, at any hour', () => {
  afterEach(() => {
    vi.setSystemTime(NOW);
  });
  const day = Math.floor(NOW / DAY_MS) * DAY_MS;
  const hours = [1, 9, 13, 23].map((h) => day + h * HOUR + 20 * 60_000);
  const states = [
    ['on track', PACING_CAMPAIGNS.onTrack, (ratio: number) => ratio >= 0.8 && ratio <= 1.2],
    ['under', PACING_CAMPAIGNS.under, (ratio: number) => ratio < 0.8],
    ['over', PACING_CAMPAIGNS.over, (ratio: number) => ratio > 1.2],
    ['on track on a weekday grid', PACING_CAMPAIGNS.weekdayGrid, (ratio: number) => ratio >= 0.8 && ratio <= 1.2],
    ['under on a daytime grid', PACING_CAMPAIGNS.daytimeGrid, (ratio: number) => ratio < 0.8],
  ] as const;

  it.each(states)('%s: the ideal and the spend as the seed makes them, in its band at 01, 09, 13 and 23 h', async (_, fact, inBand) => {
    for (const at of hours) {
      const pacing = await pacingAt(fact.id, at);
      const want = expected(fact, at);
      if (!pacing?.ratio) throw new Error(`no pacing for ${fact.id} at ${new Date(at).toISOString()}`);
      expect(pacing.as_of).toBe(new Date(Math.floor(at / HOUR) * HOUR).toISOString());
      expect(pacing.ideal_to_date).toBeCloseTo(want.ideal, 2);
      // Today's hours so far deliver part of the day's spend, never more than all of it.
      expect(pacing.spend_to_date).toBeGreaterThanOrEqual(want.pastSpend);
      expect(pacing.spend_to_date).toBeLessThanOrEqual(round2(want.pastSpend + want.daySpend));
      expect(inBand(pacing.ratio)).toBe(true);
    }
  });

  it('the even one: its daily budget runs out later today, at 24 / 1.02 hours into the day, from 01:00 to 23:00', async () => {
    const fact = PACING_CAMPAIGNS.runsOutToday;
    for (const at of hours) {
      const pacing = await pacingAt(fact.id, at);
      const want = expected(fact, at);
      if (!pacing?.budget_runs_out_at) throw new Error(`no run-out for ${fact.id} at ${new Date(at).toISOString()}`);
      // The day's spend spread evenly: the budget is spent after budget ÷ (daySpend / 24) hours.
      const runsOut = day + ((want.budget * 24) / want.daySpend) * HOUR;
      expect(Math.abs(Date.parse(pacing.budget_runs_out_at) - runsOut)).toBeLessThan(2 * 60_000);
      expect(Date.parse(pacing.budget_runs_out_at)).toBeGreaterThan(at);
      expect(pacing.ratio).toBeCloseTo(fact.pace, 1);
    }
  });

  it.each([
    ['weekday', PACING_CAMPAIGNS.weekdayGrid],
    ['daytime', PACING_CAMPAIGNS.daytimeGrid],
  ] as const)('the %s grid: the hours it switches off spend nothing, the ones it keeps spend the whole day', async (_, fact) => {
    // The last seven whole days: weekdays and a weekend.
    for (let back = 1; back <= 7; back += 1) {
      const dayNumber = Math.floor(NOW / DAY_MS) - back;
      const iso = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
      const points = (
        await post<DashboardReport>(REPORT_PATHS.dashboard, { id: fact.id, from_date: `${iso}T00:00:00Z`, to_date: `${iso}T23:59:59Z`, tz_offset_seconds: 0, granularity_type_key: GRANULARITY.hour })
      ).data.points;
      expect(points).toHaveLength(24);
      const kept = keptHours(gridOf(fact), dayNumber);
      const want = expected(fact, NOW);
      points.forEach((point, h) => {
        if (kept.includes(h)) expect(point.spent, `${iso} ${h}:00`).toBeGreaterThan(0);
        else expect(point.spent, `${iso} ${h}:00`).toBe(0);
      });
      expect(round2(points.reduce((sum, p) => sum + (p.spent ?? 0), 0))).toBe(kept.length > 0 ? want.daySpend : 0);
    }
  });
});
