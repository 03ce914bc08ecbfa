import { describe, expect, it } from 'vitest';
import { CAMPAIGN_EXPORT_PATH, REPORT_PATHS } from '../../src/api/contract';
import { todayDayNumber, isoDay } from '../dates';
import { PERSONA_IDS } from '../seed/facts';
import { parseCsv, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

/*
 * Campaigns named with formulas a spreadsheet would still run after skipping what it ignores (a NUL,
 * a zero-width space, full-width signs), exported as the probe did: each name comes back as text.
 */
const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;

const PROBES = ['\u0000=HYPERLINK("x")', '\u200B=1+1', '＝cmd|"/c calc"!A1', '＋1;2', '－1', '＠SUM(A1)', '\uFEFF\u200D=2'];

/** Renames the advertiser's first campaigns to the probes; answers their ids. */
const nameCampaigns = (): number[] =>
  t.mock.store.mutate((state) => {
    const own = state.campaigns.filter((c) => c.space_id === SPACE).slice(0, PROBES.length);
    own.forEach((c, i) => {
      c.name = PROBES[i]!;
    });
    return own.map((c) => c.id);
  });

const download = async (path: string, body: unknown): Promise<string> => {
  const response = await fetch(`${t.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t.advertiser}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/^\uFEFF/, '');
};

describe('formulas hidden from a quick check, in the exports', () => {
  it('writes every probe name in the campaign list export as text', async () => {
    nameCampaigns();
    const rows = parseCsv(await download(CAMPAIGN_EXPORT_PATH, { space_id: SPACE, fromDate: '2026-10-01', toDate: '2026-11-01' }));
    const width = rows[0]!.length;
    expectEvery(rows, (row) => row.length === width);
    const names = rows.slice(1).map((row) => row[0]);
    for (const probe of PROBES) expect(names).toContain(`'${probe}`);
  });

  it('writes as text a formula behind any character a spreadsheet may draw as nothing (a Hangul filler, a braille blank, tags…)', async () => {
    const blanks = ['\u3164', '\u115F', '\u1160', '\uFFA0', '\u2800', '\u180E', '\u034F', '\u17B4', '\u17B5', '\uFE00', '\uFE0F', '\u{E0000}', '\u{E0041}', '\u{E0FFF}', '\u2003', '\u200E', '\u0001'];
    const probes = blanks.map((blank) => `${blank}=1+3`);
    // The control: the same blank before a plain name is written as it is.
    const plain = '\u3164Lagos';
    const ids = t.mock.store.mutate((state) => {
      const own = state.campaigns.filter((c) => c.space_id === SPACE).slice(0, probes.length + 1);
      own.forEach((c, i) => {
        c.name = probes[i] ?? plain;
      });
      return own.map((c) => c.id);
    });
    expect(ids).toHaveLength(probes.length + 1);
    const rows = parseCsv(await download(CAMPAIGN_EXPORT_PATH, { space_id: SPACE, fromDate: '2026-10-01', toDate: '2026-11-01' }));
    const names = rows.slice(1).map((row) => row[0]);
    expect(names).toContain(plain);
    for (const probe of probes) expect(names, JSON.stringify(probe)).toContain(`'${probe}`);
  });

  it('writes a probe name in the campaign report CSV as text', async () => {
    const [id] = nameCampaigns();
    const today = todayDayNumber();
    const text = await download(REPORT_PATHS.campaignReportCsv, {
      id,
      from_date: `${isoDay(today - 6)}T00:00:00Z`,
      to_date: `${isoDay(today)}T23:59:59Z`,
      tz_offset_seconds: 0,
    });
    const rows = parseCsv(text).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expectEvery(rows, (row) => row[0] === `'${PROBES[0]}`);
  });
});
