import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACCOUNT_PATHS,
  ADMIN_CAMPAIGN_PATHS,
  AWARENESS_ONLY_FIGURES,
  type AdminCampaign,
  type AdminCampaignComment,
  type AdminCampaignDay,
  type AdminCampaignDetails,
  type AdminPage,
  type AuditEntry,
} from '../../src/api/contract';
import { isoDay, todayDayNumber } from '../dates';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

/** The administrator campaigns list, its per-day report, phases, comments and CSV (spec 3 §2, §3, §7). */
const t = signedInMock();

const today = todayDayNumber();
const RANGE = { from_date: isoDay(today - 13), to_date: isoDay(today) };

const list = (body: unknown) => call<AdminPage<AdminCampaign>>(t.base, ADMIN_CAMPAIGN_PATHS.list, { token: t.admin, json: body });
const report = (id: number, body: unknown) => call<AdminCampaignDay[]>(t.base, `${ADMIN_CAMPAIGN_PATHS.report}/${id}`, { token: t.admin, json: body });

/** A campaign that spent in the range (the list sorted by spend, highest first). */
const spender = async (type: 'all' | 'awareness' | 'performance' = 'all'): Promise<AdminCampaign> => {
  const top = (await list({ ...RANGE, campaign_type: type, order_field: 'spent', order_asc: false })).data.data[0];
  if (!top || top.report_data.spent === 0) throw new Error('the seed has a spending campaign');
  return top;
};

const sum = (values: number[]): number => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('list', () => {
  it('pages by name ascending by default in the spec envelope, with report_data of spec 3 §3', async () => {
    const page = await list({ ...RANGE });
    expect(page.type.code).toBe(0);
    expect(page.data).toMatchObject({ page_size: 20, current_page: 1 });
    const names = page.data.data.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
    expect(Object.keys(page.data.data[0]?.report_data ?? {}).sort()).toEqual(
      ['spent', 'spent_usd', 'cpm', 'cpm_usd', 'cpc', 'cpc_usd', 'cpa', 'cpa_usd', 'conversion_count', 'click_count', 'impression_count', 'conversions_unique_bid', 'ctr', 'cvr'].sort(),
    );
    expect((await list({ pageSize: 50 })).data).toEqual({ errors: { pageSize: 'One of 20, 25, 30' } });
    expect((await list({ status_filter: [99] })).type.code).toBe(133);
  });

  it('drops the awareness-only figures for performance and refuses them as the order', async () => {
    const performance = await list({ ...RANGE, campaign_type: 'performance' });
    expect(performance.data.total_size).toBeGreaterThan(0);
    for (const row of performance.data.data) {
      expect(row.campaign_type).toBe('performance');
      for (const key of AWARENESS_ONLY_FIGURES) expect(row.report_data).not.toHaveProperty(key);
    }
    expect((await list({ campaign_type: 'performance', order_field: 'ctr' })).type.code).toBe(2);
    const awareness = await list({ ...RANGE, campaign_type: 'awareness' });
    expectEvery(awareness.data.data, (r) => r.campaign_type === 'awareness' && 'ctr' in r.report_data);
  });

  it('answers the budget in dollars with currency_usd, else in the account currency', async () => {
    const local = await list({ ...RANGE, country: 'NG', order_field: 'id', pageSize: 30 });
    const usd = await list({ ...RANGE, country: 'NG', order_field: 'id', pageSize: 30, currency_usd: true });
    const a = local.data.data.find((c) => c.currency === 'NGN');
    const b = usd.data.data.find((c) => c.id === a?.id);
    if (!a || !b) throw new Error('the seed has NGN campaigns of dsp');
    expect(a.currency).toBe('NGN');
    expect(b.currency).toBe('USD');
    expect(b.budget).toBeCloseTo(a.budget / 1500, 2);
    expect(b.report_data.spent_usd).toBe(a.report_data.spent_usd);
  });
});

describe('per-day report', () => {
  it('answers every day of the range, and the days add up to the row', async () => {
    const row = await spender();
    const days = (await report(row.id, RANGE)).data;
    expect(days.map((d) => d.dimension)).toEqual(Array.from({ length: 14 }, (_, i) => isoDay(today - 13 + i)));
    expect(sum(days.map((d) => d.report_data.spent))).toBe(row.report_data.spent);
    expect(sum(days.map((d) => d.report_data.spent_usd))).toBe(row.report_data.spent_usd);
    expect(sum(days.map((d) => d.report_data.impression_count ?? 0))).toBe(row.report_data.impression_count);
    expect(sum(days.map((d) => d.report_data.click_count ?? 0))).toBe(row.report_data.click_count);
    expect(sum(days.map((d) => d.report_data.conversion_count))).toBe(row.report_data.conversion_count);
    expect(sum(days.map((d) => d.report_data.conversions_unique_bid))).toBe(row.report_data.conversions_unique_bid);
  });

  it('adds up for a performance campaign too', async () => {
    const row = await spender('performance');
    const days = (await report(row.id, { ...RANGE, campaign_type: 'performance' })).data;
    expect(sum(days.map((d) => d.report_data.spent))).toBe(row.report_data.spent);
    expect(days[0]?.report_data).not.toHaveProperty('impression_count');
  });
});

describe('phase and comments', () => {
  it('keeps the phase and a daily comment, answers them in the details, the list and the report, and audits both', async () => {
    const row = await spender();
    const phase = await call<AdminCampaignDetails>(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${row.id}`, { token: t.admin, json: { phase: 'Learning' } });
    expect(phase.data).toMatchObject({ id: row.id, phase: 'Learning' });
    expect((await call(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${row.id}`, { token: t.admin, json: { phase: 'Done' } })).type.code).toBe(2);
    const day = isoDay(today - 2);
    const comment = await call<AdminCampaignComment>(t.base, ADMIN_CAMPAIGN_PATHS.comment(row.id), { method: 'PUT', token: t.admin, json: { day, comment: '  Raised the bid  ' } });
    expect(comment.data).toMatchObject({ day, comment: 'Raised the bid', updated_by: 'admin@demo.test' });
    const tooLong = await call(t.base, ADMIN_CAMPAIGN_PATHS.comment(row.id), { method: 'PUT', token: t.admin, json: { day, comment: 'x'.repeat(1001) } });
    expect(tooLong.type.code).toBe(2);

    const details = await call<AdminCampaignDetails>(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${row.id}`, { token: t.admin });
    expect(details.data).toMatchObject({ phase: 'Learning', comments: [{ day, comment: 'Raised the bid' }] });
    const listed = (await list({ ...RANGE, name: row.name })).data.data.find((c) => c.id === row.id);
    expect(listed?.phase).toBe('Learning');
    const days = (await report(row.id, RANGE)).data;
    expect(days.find((d) => d.dimension === day)?.comment).toBe('Raised the bid');

    // An empty text removes the day's comment.
    await call(t.base, ADMIN_CAMPAIGN_PATHS.comment(row.id), { method: 'PUT', token: t.admin, json: { day, comment: '' } });
    expect((await call<AdminCampaignDetails>(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${row.id}`, { token: t.admin })).data.comments).toEqual([]);

    const audit = await call<AdminPage<AuditEntry>>(t.base, `${ADMIN_ACCOUNT_PATHS.audit}?space_id=${row.space_id}&size=10`, { token: t.admin });
    const actions = audit.data.data.filter((e) => e.campaign_id === row.id).map((e) => [e.action, e.changes]);
    expect(actions).toEqual([
      ['campaign_comment_written', [{ field: `comment ${day}`, from: 'Raised the bid', to: null }]],
      ['campaign_comment_written', [{ field: `comment ${day}`, from: null, to: 'Raised the bid' }]],
      ['campaign_phase_changed', [{ field: 'phase', from: 'N/A', to: 'Learning' }]],
    ]);
  });

  it('leaves a POST without phase to the editor owner fields', async () => {
    const row = await spender();
    const owner = await call<{ owner?: { margin: number | null } }>(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${row.id}`, { token: t.admin, json: { margin: 7 } });
    expect(owner.type.code).toBe(0);
    expect(owner.data.owner?.margin).toBe(7);
    // The details answer sent back whole (phase included) is an owner-fields save, phase untouched.
    const details = await call<AdminCampaignDetails>(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${row.id}`, { token: t.admin });
    const roundTrip = await call<{ owner?: { margin: number | null } }>(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${row.id}`, {
      token: t.admin,
      json: { ...details.data, margin: 8, phase: 'Finished' },
    });
    expect(roundTrip.data.owner?.margin).toBe(8);
    expect((await call<AdminCampaignDetails>(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${row.id}`, { token: t.admin })).data.phase).toBe(details.data.phase);
  });
});

describe('csv', () => {
  it('exports every matching campaign by name with formulas neutralised', async () => {
    const response = await fetch(`${t.base}${ADMIN_CAMPAIGN_PATHS.export}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fromDate: RANGE.from_date, toDate: RANGE.to_date, statusFilter: [], currency_usd: true, name: 'hyperlink' }),
    });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,Account,Type,Phase,Status,Budget,Currency,Impressions,Clicks,Conversions,Spent,CPM,CPC,CPA,CTR %,CVR %');
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    expect(lines[1]).toContain(',USD,');
  });
});
