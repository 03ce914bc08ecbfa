import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_EXPORT_COLUMNS,
  CAMPAIGN_STATUS,
  type CampaignStatusName,
  CAMPAIGN_EXPORT_PATH,
  type ApiStatus,
  type CampaignExportRequest,
  type CampaignListRequest,
  type CampaignListRow,
  type Page,
} from '../../src/api/contract';
import { STATUS_LABELS } from '../reports/campaign-export';
import { FORMULA_CAMPAIGN_SPACE_ID, FORMULA_PROBE, NO_PAYMENT_ACCOUNT, PERSONA_IDS, SEEDED_OWNER_PASSWORD, XSS_PROBE } from '../seed/facts';
import { call, login, parseCsv, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;

const BASE: CampaignExportRequest = { space_id: SPACE, fromDate: '2026-10-01', toDate: '2026-11-01' };

interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
}

const download = async (body: Partial<CampaignExportRequest> | Record<string, unknown>, token: string | null = t.advertiser): Promise<Download> => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${t.base}${CAMPAIGN_EXPORT_PATH}`, { method: 'POST', headers, body: JSON.stringify({ ...BASE, ...body }) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
};

const envelopeOf = (d: Download): { type: ApiStatus; data: unknown } => {
  expect(d.headers.get('content-type')).toContain('application/json');
  return JSON.parse(d.text) as { type: ApiStatus; data: unknown };
};

/** The positive control of a refused export: the same download is answered as the CSV file. */
const expectExported = async (body: Partial<CampaignExportRequest> | Record<string, unknown>, token: string): Promise<void> => {
  const d = await download(body, token);
  expect([d.status, d.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
};

const labelOf = (status: number): string | undefined =>
  Object.entries(CAMPAIGN_STATUS).flatMap(([name, key]) => (key === status ? [STATUS_LABELS[name as CampaignStatusName]] : []))[0];

const listAll = async (body: Partial<CampaignListRequest>, token = t.advertiser): Promise<CampaignListRow[]> =>
  (
    await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', {
      token,
      json: { from_date: BASE.fromDate, to_date: BASE.toDate, page: 1, pageSize: 100, space_id: SPACE, sort_by_field: 'name', order_asc: true, ...body },
    })
  ).data.data;

describe(`POST ${CAMPAIGN_EXPORT_PATH}`, () => {
  it('answers a CSV attachment named campaigns.csv, UTF-8 with a BOM, CRLF line ends and the English headers', async () => {
    const d = await download({});
    expect(d.status).toBe(200);
    expect(d.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(d.headers.get('content-disposition')).toBe('attachment; filename="campaigns.csv"');
    expect([...d.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM, as browsers and fetch().text() do.
    expect(d.text.split('\r\n')[0]).toBe(
      'Name,Status,Impressions,CPM,Clicks,CPC,CTR,Conversions,CPA,CVR,Spent,Today spent,Daily budget,Currency,Start date',
    );
    expect(d.text.split('\r\n')[0]).toBe(CAMPAIGN_EXPORT_COLUMNS.join(','));
    expect(d.text.endsWith('\r\n')).toBe(true);
    expect(d.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes every campaign of the space by name, with the figures and labels of the list', async () => {
    const [header, ...records] = parseCsv((await download({})).text);
    const rows = await listAll({});
    expect(header).toEqual([...CAMPAIGN_EXPORT_COLUMNS]);
    expect(records).toHaveLength(30);
    expect(records.map((r) => r[0])).toEqual(rows.map((r) => r.name));
    records.forEach((record, index) => {
      const row = rows[index];
      if (!row) throw new Error('row missing');
      expect(record).toEqual([
        row.name,
        labelOf(row.status_key),
        String(row.impressions),
        row.cpm.toFixed(2),
        String(row.clicks),
        row.cpc.toFixed(2),
        row.ctr.toFixed(2),
        String(row.conversions),
        row.report_data.cpa.toFixed(2),
        row.report_data.cvr.toFixed(2),
        row.spent.toFixed(2),
        row.today_spent.toFixed(2),
        row.budget.toFixed(2),
        row.currency,
        row.campaign_start_at === null ? '' : new Date(row.campaign_start_at).toISOString().slice(0, 10),
      ]);
    });
    const running = records.filter((r) => r[1] === 'Running');
    expect(running.length).toBeGreaterThan(0);
    expect(running.some((r) => Number(r[2]) > 0)).toBe(true);
    expect(new Set(records.map((r) => r[1]))).toEqual(new Set(Object.values(STATUS_LABELS)));
  });

  it('applies the list filter: name contains, status filter (50 = all) and the exclusive toDate', async () => {
    const names = async (body: Partial<CampaignExportRequest>) => parseCsv((await download(body)).text).slice(1).map((r) => r[0]);
    const lagos = await names({ name: ' lagos ' });
    expect(lagos).toEqual((await listAll({ name: 'lagos' })).map((r) => r.name));
    expect(lagos).toHaveLength(3);
    const running = await names({ status_filter: [3, 31] });
    expect(running).toEqual((await listAll({ status_filter: [3, 31] })).map((r) => r.name));
    expect(running.length).toBeGreaterThan(1);
    expect(await names({ status_filter: [3], name: 'sale' })).toEqual((await listAll({ status_filter: [3], name: 'sale' })).map((r) => r.name));
    expect(await names({ status_filter: [50] })).toHaveLength(30);
    expect(await names({ name: 'no such campaign' })).toEqual([]);
    // An empty range (toDate exclusive): every figure is zero.
    const empty = parseCsv((await download({ fromDate: '2026-10-01', toDate: '2026-10-01' })).text).slice(1);
    expectEvery(empty, (r) => r[2] === '0' && r[10] === '0.00');
    const oneDay = parseCsv((await download({ fromDate: '2026-10-01', toDate: '2026-10-02', status_filter: [3] })).text).slice(1);
    const listed = await listAll({ from_date: '2026-10-01', to_date: '2026-10-02', status_filter: [3] });
    expect(oneDay.map((r) => r[2])).toEqual(listed.map((r) => String(r.impressions)));
  });

  it('neutralises a name a spreadsheet would run as a formula, and quotes per RFC 4180', async () => {
    const d = await download({ space_id: FORMULA_CAMPAIGN_SPACE_ID }, t.admin);
    expect(d.status).toBe(200);
    expect(d.text).toContain(`\r\n"'=HYPERLINK(""x"")",`);
    const names = parseCsv(d.text).slice(1).map((r) => r[0]);
    expect(names).toContain(`'${FORMULA_PROBE}`);
    expect(names).not.toContain(FORMULA_PROBE);
    // The XSS probe is plain text to a spreadsheet: written as it is.
    expect(names).toContain(XSS_PROBE);
    expectEvery(names, (name) => !/^[=+\-@\t\r]/.test(name ?? ''));
  });

  it('lets the analyst export the own space and the admin any space', async () => {
    expect(parseCsv((await download({}, t.analyst)).text)).toHaveLength(31);
    const other = await download({ space_id: NO_PAYMENT_ACCOUNT.spaceId }, t.admin);
    expect(other.status).toBe(200);
    const count = t.mock.store.state().campaigns.filter((c) => c.space_id === NO_PAYMENT_ACCOUNT.spaceId).length;
    expect(parseCsv(other.text)).toHaveLength(count + 1);
  });

  it('refuses in the envelope: no token 401, another space 3, no PAGE_REPORTS 3', async () => {
    // Each refused download is answered to a caller who may make it: the advertiser and the analyst their own space, the administrator the other.
    await expectExported({}, t.advertiser);
    await expectExported({}, t.analyst);
    await expectExported({ space_id: NO_PAYMENT_ACCOUNT.spaceId }, t.admin);
    const anonymous = await download({}, null);
    expect(anonymous.status).toBe(401);
    expect(envelopeOf(anonymous).type.code).toBe(401);
    for (const token of [t.advertiser, t.analyst]) {
      const foreign = await download({ space_id: NO_PAYMENT_ACCOUNT.spaceId }, token);
      expect(foreign.status).toBe(403);
      expect(envelopeOf(foreign).type).toEqual({ code: 3, message: 'Illegal action' });
    }
    // An account owner without PAGE_REPORTS may not export even the own space.
    const owner = t.mock.store.state().users.find((u) => u.id === NO_PAYMENT_ACCOUNT.ownerUserId);
    if (!owner) throw new Error('owner missing');
    const before = [...owner.permissions];
    // With PAGE_REPORTS, the owner exports their own space.
    await expectExported({ space_id: NO_PAYMENT_ACCOUNT.spaceId }, (await login(t.base, NO_PAYMENT_ACCOUNT.ownerEmail, SEEDED_OWNER_PASSWORD)).data.access_token);
    t.mock.store.mutate(() => {
      owner.permissions = owner.permissions.filter((p) => p !== 'PAGE_REPORTS');
    });
    try {
      const token = (await login(t.base, NO_PAYMENT_ACCOUNT.ownerEmail, SEEDED_OWNER_PASSWORD)).data.access_token;
      const refused = await download({ space_id: NO_PAYMENT_ACCOUNT.spaceId }, token);
      expect(refused.status).toBe(403);
      expect(envelopeOf(refused).type.code).toBe(3);
    } finally {
      t.mock.store.mutate(() => {
        owner.permissions = before;
      });
    }
  });

  it('exports the whole white-label for an administrator who names no space', async () => {
    const all = await download({ space_id: undefined }, t.admin);
    expect(all.status).toBe(200);
    const lines = all.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines.length - 1).toBe(t.mock.store.state().campaigns.length);
  });

  it('answers the catalogue codes for a missing space, bad dates, unknown statuses and an unknown space', async () => {
    // The base body each refusal alters is exported, to the advertiser and to the administrator.
    await expectExported({}, t.advertiser);
    await expectExported({}, t.admin);
    expect(envelopeOf(await download({ space_id: undefined })).type).toEqual({ code: 20, message: 'JWT space id not specified' });
    expect(envelopeOf(await download({ fromDate: '01/10/2026' })).type.code).toBe(11);
    expect(envelopeOf(await download({ status_filter: [99] })).type.code).toBe(133);
    const backwards = envelopeOf(await download({ fromDate: '2026-11-01', toDate: '2026-10-01' }));
    expect(backwards).toEqual({ type: { code: 2, message: 'Invalid argument provided' }, data: { errors: { toDate: expect.any(String) } } });
    expect(envelopeOf(await download({ status_filter: ['x'] })).data).toEqual({ errors: { status_filter: expect.any(String) } });
    expect(envelopeOf(await download({ space_id: 999_999 }, t.admin)).type.code).toBe(110);
    expect(envelopeOf(await download({ space_id: 999_999 })).type.code).toBe(3);
  });
});

describe('status labels', () => {
  it("are worded as the app's English status labels", () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales/en/core.json');
    const locale = JSON.parse(fs.readFileSync(file, 'utf8')) as { core: { campaign: { status: Record<string, string> } } };
    for (const [name, label] of Object.entries(STATUS_LABELS)) expect(locale.core.campaign.status[name]).toBe(label);
  });
});
