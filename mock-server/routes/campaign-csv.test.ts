import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CSV_COLUMNS,
  CAMPAIGN_CSV_LIMITS,
  CAMPAIGN_CSV_PATHS as PATHS,
  CAMPAIGN_CSV_RESULT_COLUMNS,
  CAMPAIGN_STATUS,
  type CampaignCsvApplied,
  type CampaignCsvDryRun,
} from '../../src/api/contract';
import type { StoredCampaign } from '../db/types';
import { PERSONA_IDS } from '../seed/facts';
import { call, parseCsv, signedInMock } from '../test-support';
import { upload } from './files-test-support';

/** The campaign list's CSV round trip: download, dry run, apply, results. */
const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;

const download = async (token: string, body: Record<string, unknown> = { space_id: SPACE }) => {
  const response = await fetch(`${t.base}${PATHS.download}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

const dryRun = <T = CampaignCsvDryRun>(csv: string | Uint8Array, options: { token?: string; space?: number } = {}) =>
  upload<T>(t.base, PATHS.dryRun, {
    token: options.token ?? t.advertiser,
    content: typeof csv === 'string' ? new TextEncoder().encode(csv) : csv,
    fileName: 'campaigns.csv',
    type: 'text/csv',
    fields: { space_id: String(options.space ?? SPACE) },
  });

const apply = (token: string, as: string = t.advertiser) => call<CampaignCsvApplied>(t.base, PATHS.apply, { token: as, json: { token } });

const campaign = (id: number): StoredCampaign => {
  const found = t.mock.store.state().campaigns.find((c) => c.id === id);
  if (!found) throw new Error(`no campaign ${id}`);
  return found;
};
const ownCampaigns = () => t.mock.store.state().campaigns.filter((c) => c.space_id === SPACE);
const foreignCampaign = () => t.mock.store.state().campaigns.find((c) => c.space_id !== SPACE) as StoredCampaign;
const unknownId = () => Math.max(...t.mock.store.state().campaigns.map((c) => c.id)) + 1000;

const csvOf = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n');
const header = [...CAMPAIGN_CSV_COLUMNS];
/** A line with only the id and the given cells (every other cell blank: no change). */
const line = (id: number, cells: Partial<Record<(typeof CAMPAIGN_CSV_COLUMNS)[number], string>> = {}) => header.map((column) => (column === 'id' ? String(id) : (cells[column] ?? '')));

describe('POST download: the editable file', () => {
  it('answers every campaign of the space in the documented columns, by name, that reads back without a change', async () => {
    const file = await download(t.advertiser);
    expect([file.status, file.type]).toEqual([200, 'text/csv; charset=utf-8']);
    const [head, ...rows] = parseCsv(file.text.replace(/^\uFEFF/, ''));
    expect(head).toEqual([...CAMPAIGN_CSV_COLUMNS]);
    expect(rows.map((row) => Number(row[0])).sort()).toEqual(ownCampaigns().map((c) => c.id).sort());
    const versions = ownCampaigns().map((c) => c.version);
    const untouched = await dryRun(file.text);
    expect(untouched.type.code).toBe(0);
    expect(untouched.data.counts).toEqual({ rows: rows.length, changed: 0, unchanged: rows.length, refused: 0 });
    expect(ownCampaigns().map((c) => c.version)).toEqual(versions);
  });

  it('takes the list filter (name, status) and refuses another account (3) and a caller without CAMPAIGN_EDIT (3)', async () => {
    const paused = ownCampaigns().filter((c) => c.status_key === CAMPAIGN_STATUS.paused);
    const file = await download(t.advertiser, { space_id: SPACE, status_filter: [CAMPAIGN_STATUS.paused] });
    expect(file.status).toBe(200);
    expect(parseCsv(file.text).length - 1).toBe(paused.length);
    expect((await download(t.advertiser, { space_id: PERSONA_IDS.admin.spaceId })).status).toBe(403);
    expect((await download(t.analyst)).status).toBe(403);
  });

  it('neutralises a name that a spreadsheet would run, and that name reads back unchanged', async () => {
    const target = ownCampaigns()[0] as StoredCampaign;
    t.mock.store.mutate(() => {
      target.name = '=HYPERLINK("http://x.test","y")';
    });
    const file = await download(t.advertiser);
    const row = parseCsv(file.text).find((cells) => cells[0] === String(target.id));
    expect(row?.[1]).toBe(`'=HYPERLINK("http://x.test","y")`);
    const again = await dryRun(file.text);
    expect(again.data.rows.find((r) => r.id === target.id)).toMatchObject({ ok: true, changes: [] });
    t.mock.store.mutate(() => {
      target.name = `Restored ${target.id}`;
    });
  });
});

describe('POST dry-run: per line, what would change and what is refused; nothing written', () => {
  it('shows old → new, blank cells unchanged, refuses unknown and foreign ids, malformed cells and formulas in numbers', async () => {
    const [first, second] = ownCampaigns() as [StoredCampaign, StoredCampaign];
    const foreign = foreignCampaign();
    const versions = [first.version, second.version, foreign.version];
    const newBudget = String(first.budget + 7);
    const file = csvOf([
      header,
      line(first.id, { budget: newBudget }),
      line(second.id),
      line(unknownId(), { budget: '5' }),
      line(foreign.id, { budget: '5' }),
      line(second.id + 0, { end_date: '2026-02-31' }),
      line(first.id, { budget: 'ten' }),
      line(first.id, { budget: '=1+1' }),
    ]);
    const answer = await dryRun(file);
    expect(answer.type.code).toBe(0);
    const rows = answer.data.rows;
    expect(rows[0]).toMatchObject({ line: 2, id: first.id, ok: true, changes: [{ field: 'budget', old: first.budget, new: Number(newBudget) }] });
    expect(rows[1]).toMatchObject({ line: 3, id: second.id, ok: true, changes: [] });
    expect(rows[2]).toMatchObject({ line: 4, ok: false, code: 130, message: 'Campaign is not found' });
    expect(rows[3]).toMatchObject({ line: 5, ok: false, code: 3, message: 'Illegal action' });
    expect(rows[4]).toMatchObject({ line: 6, ok: false, code: 11, field: 'end_date' });
    expect(rows[5]).toMatchObject({ line: 7, ok: false, code: 2, field: 'budget' });
    expect(rows[6]).toMatchObject({ line: 8, ok: false, code: 2, field: 'budget' });
    expect(answer.data.counts).toEqual({ rows: 7, changed: 1, unchanged: 1, refused: 5 });
    expect([first.version, second.version, foreign.version]).toEqual(versions);
    expect(first.budget).not.toBe(Number(newBudget));
  });

  it('takes a formula-looking name as text, with or without our quote', async () => {
    const target = ownCampaigns()[1] as StoredCampaign;
    const answer = await dryRun(csvOf([header, line(target.id, { name: '@SUM(A1)' })]));
    expect(answer.data.rows[0]).toMatchObject({ ok: true, changes: [{ field: 'name', old: target.name, new: '@SUM(A1)' }] });
    const quoted = await dryRun(csvOf([header, line(target.id, { name: "'@SUM(A1)" })]));
    expect(quoted.data.rows[0]).toMatchObject({ ok: true, changes: [{ field: 'name', new: '@SUM(A1)' }] });
  });

  it('reads a status as Run or Pause (its own status, or one the system moves campaigns to, is no change) and bounds a cell’s length', async () => {
    const running = ownCampaigns().find((c) => c.status_key === CAMPAIGN_STATUS.running) as StoredCampaign;
    const answer = await dryRun(
      csvOf([
        header,
        line(running.id, { status: 'running' }),
        line(running.id + 0, { status: 'paused' }),
        line(running.id, { status: 'archived' }),
        line(running.id, { name: 'x'.repeat(CAMPAIGN_CSV_LIMITS.maxCellChars + 1) }),
      ]),
    );
    expect(answer.data.rows[0]).toMatchObject({ ok: true, changes: [] });
    // The same campaign twice: the second line is refused, whatever it asks.
    expect(answer.data.rows[1]).toMatchObject({ ok: false, code: 2, field: 'id' });
    const fresh = await dryRun(csvOf([header, line(running.id, { status: 'paused' })]));
    expect(fresh.data.rows[0]).toMatchObject({ ok: true, changes: [{ field: 'status', old: CAMPAIGN_STATUS.running, new: CAMPAIGN_STATUS.paused }] });
    // A file downloaded before moderation approved the campaign, or before its daily budget ran out,
    // names the status it had then: not a request, so the line's other edits still go through.
    const stale = await dryRun(csvOf([header, line(running.id, { status: 'in_moderation', name: `${running.name} (edited)` })]));
    expect(stale.data.rows[0]).toMatchObject({ ok: true, changes: [{ field: 'name', old: running.name, new: `${running.name} (edited)` }] });
    const unknown = await dryRun(csvOf([header, line(running.id, { status: 'flying' })]));
    expect(unknown.data.rows[0]).toMatchObject({ ok: false, code: 133, field: 'status' });
    const long = await dryRun(csvOf([header, line(running.id, { name: 'x'.repeat(CAMPAIGN_CSV_LIMITS.maxCellChars + 1) })]));
    expect(long.data.rows[0]).toMatchObject({ ok: false, code: 2, field: 'name' });
  });

  it('refuses a whole file beyond the bounds: too many rows (2), too large (181), no id column (2), no file', async () => {
    const id = (ownCampaigns()[0] as StoredCampaign).id;
    // A file within the bounds, of the same shape, is read, so each refusal below is its bound's doing.
    const within = await dryRun([header.join(','), `${id}`].join('\n'));
    expect([within.status, within.type.code, within.data.counts.rows]).toEqual([200, 0, 1]);
    const many = [header.join(','), ...Array.from({ length: CAMPAIGN_CSV_LIMITS.maxRows + 1 }, () => `${id}`)].join('\n');
    const tooMany = await dryRun(many);
    expect([tooMany.status, tooMany.type.code, tooMany.data]).toEqual([400, 2, { errors: { file: `The file may hold at most ${CAMPAIGN_CSV_LIMITS.maxRows} campaigns` } }]);
    const big = new Uint8Array(CAMPAIGN_CSV_LIMITS.maxFileBytes + 10).fill(0x61);
    const tooLarge = await dryRun(big);
    expect([tooLarge.status, tooLarge.type.code]).toEqual([400, 181]);
    const noId = await dryRun('name,budget\nx,1\n');
    expect([noId.type.code, noId.data]).toEqual([2, { errors: { file: 'The first line must name the columns, with an id column' } }]);
    const empty = await dryRun('');
    expect(empty.type.code).toBe(2);
  });

  it('refuses another account’s space (3) and a caller without CAMPAIGN_EDIT (3)', async () => {
    expect((await dryRun(csvOf([header]))).type.code).toBe(0);
    expect((await dryRun(csvOf([header]), { space: PERSONA_IDS.admin.spaceId })).type.code).toBe(3);
    expect((await dryRun(csvOf([header]), { token: t.analyst })).type.code).toBe(3);
  });
});

describe('POST apply: every valid line, each atomic, answered per line', () => {
  it('applies the changed lines only and answers the results file; a second apply writes nothing again', async () => {
    const [first, second] = ownCampaigns() as [StoredCampaign, StoredCampaign];
    const budget = first.budget + 3;
    const secondVersion = second.version;
    const dry = await dryRun(csvOf([header, line(first.id, { budget: String(budget) }), line(second.id), line(unknownId(), { budget: '1' })]));
    const applied = await apply(dry.data.token);
    expect(applied.type.code).toBe(0);
    expect(applied.data.rows).toEqual([expect.objectContaining({ line: 2, id: first.id, ok: true, changes: [{ field: 'budget', old: budget - 3, new: budget }] })]);
    expect(applied.data.counts).toEqual({ applied: 1, refused: 0 });
    expect(campaign(first.id).budget).toBe(budget);
    expect(second.version).toBe(secondVersion);
    const version = campaign(first.id).version;
    expect((await apply(dry.data.token)).data).toEqual(applied.data);
    expect(campaign(first.id).version).toBe(version);

    const results = await fetch(`${t.base}${PATHS.results}?token=${dry.data.token}`, { headers: { Authorization: `Bearer ${t.advertiser}` } });
    const [head, row] = parseCsv((await results.text()).replace(/^\uFEFF/, ''));
    expect(head).toEqual([...CAMPAIGN_CSV_RESULT_COLUMNS]);
    expect(row).toEqual(['2', String(first.id), 'applied', '0', '', 'budget', String(budget - 3), String(budget)]);
  });

  it('refuses a line whose campaign changed since the dry run (1320), and applies the others', async () => {
    const [first, second] = ownCampaigns() as [StoredCampaign, StoredCampaign];
    const dry = await dryRun(csvOf([header, line(first.id, { budget: String(first.budget + 1) }), line(second.id, { budget: String(second.budget + 1) })]));
    t.mock.store.mutate(() => {
      second.version += 1;
    });
    const secondBudget = second.budget;
    const applied = await apply(dry.data.token);
    expect(applied.data.rows.map((row) => [row.id, row.ok, row.code])).toEqual([
      [first.id, true, undefined],
      [second.id, false, 1320],
    ]);
    expect(second.budget).toBe(secondBudget);
  });

  it('plans each line again at apply time: a name the line before took is refused (1312), that line stays applied', async () => {
    const [first, second] = ownCampaigns() as [StoredCampaign, StoredCampaign];
    const name = `Same name ${Date.now()}`;
    const dry = await dryRun(csvOf([header, line(first.id, { name }), line(second.id, { name })]));
    // Each line alone is valid against the campaigns as they are.
    expect(dry.data.rows.map((row) => row.ok)).toEqual([true, true]);
    const applied = await apply(dry.data.token);
    expect(applied.data.rows.map((row) => [row.id, row.ok, row.code])).toEqual([
      [first.id, true, undefined],
      [second.id, false, 1312],
    ]);
    expect([campaign(first.id).name, campaign(second.id).name === name]).toEqual([name, false]);
  });

  it('keeps a dry run for its caller only: another user finds no such token', async () => {
    const target = ownCampaigns()[0] as StoredCampaign;
    // Each persona that meets a refusal below applies, and reads the results of, a dry run of its own.
    for (const as of [t.advertiser, t.admin]) {
      const own = await dryRun(csvOf([header, line(target.id, { budget: String(target.budget + 2) })]), { token: as });
      expect((await apply(own.data.token, as)).data.counts).toEqual({ applied: 1, refused: 0 });
      const ownResults = await fetch(`${t.base}${PATHS.results}?token=${own.data.token}`, { headers: { Authorization: `Bearer ${as}` } });
      expect(ownResults.status).toBe(200);
    }
    const dry = await dryRun(csvOf([header, line(target.id, { budget: String(target.budget + 2) })]));
    const stolen = await apply(dry.data.token, t.admin);
    expect([stolen.type.code, stolen.data]).toEqual([2, { errors: { token: 'This dry run is over: upload the file again' } }]);
    expect((await apply('no-such-token')).type.code).toBe(2);
    expect((await apply(dry.data.token, t.analyst)).type.code).toBe(3);
    const results = await fetch(`${t.base}${PATHS.results}?token=${dry.data.token}`, { headers: { Authorization: `Bearer ${t.admin}` } });
    expect(results.status).toBe(400);
  });
});
