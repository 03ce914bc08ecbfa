// The CSV round trip's dry run (the target: "a 5,000-row file goes through the dry run in ≤ 2 s on
// the mock"): the demo advertiser's account is grown to 5,000 campaigns (copies of its own, written
// into the mock's db file between two starts, so the seed stays the seed), its editable file is
// downloaded as the list's 'Download for editing' does, every line's budget is raised (every line a
// change, planned through the whole per-row engine), and the file is sent to the dry run
// (POST /v1/campaign/csv/dry-run, multipart) as the page sends it. The figure is the whole request,
// the median of DRY_RUNS sends; nothing is written by a dry run, so every send plans the same file.
//
// `node bench/bulk-csv.mjs` measures it alone on a mock of its own (BENCH_MOCK_PORT, default 3301;
// BENCH_WORK_DIR); `npm run bench` measures it among the other mock figures, on a mock of its own too
// (its port is the bench's mock port + 7).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TSX, startNode, stop, stopOnExit, waitFor } from '../scripts/processes.mjs';
import { median } from './browser.mjs';
import { removeMockData } from './mock-data.mjs';
import { signIn } from './session.mjs';

export const CSV_DRY_RUN_ROWS = 5000;
export const CSV_DRY_RUN_TARGET_MS = 2000;
const DRY_RUNS = 5;
const ADVERTISER = { email: 'advertiser@demo.test', password: 'Advertiser#2026', spaceId: 2002 };

const startMock = (port, dbFile) =>
  startNode('mock', [...TSX, 'mock-server/main.ts'], { MOCK_PORT: String(port), MOCK_DB_FILE: dbFile, MOCK_SILENT: '1' }, { quiet: true });

const stopAndWait = async (child) => {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  stop(child);
  await exited;
};

/** Seeds the db file, then copies the advertiser's campaigns until its account holds CSV_DRY_RUN_ROWS. */
const growAccount = async (port, dbFile, servers) => {
  const seeding = startMock(port, dbFile);
  servers.push(seeding);
  await waitFor(`http://localhost:${port}/v1/whitelabel/info`, 120_000);
  await stopAndWait(seeding);
  const db = JSON.parse(readFileSync(dbFile, 'utf8'));
  const own = db.campaigns.filter((c) => c.space_id === ADVERTISER.spaceId);
  let nextId = Math.max(...db.campaigns.map((c) => c.id)) + 1;
  for (let i = own.length; i < CSV_DRY_RUN_ROWS; i += 1) {
    const original = own[i % own.length];
    db.campaigns.push({ ...structuredClone(original), id: nextId, name: `${original.name} copy ${i}` });
    nextId += 1;
  }
  writeFileSync(dbFile, JSON.stringify(db));
};

/** Raises the budget cell of every line of the editable file (the budget is its 7th column). */
const editEveryBudget = (text) => {
  const lines = text.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
  const [head, ...rows] = lines;
  const budgetAt = head.split(',').indexOf('budget');
  // Names may hold quoted commas: the budget is found from the line's end (no later column is quoted).
  const fromEnd = head.split(',').length - budgetAt;
  const edited = rows.map((line) => {
    const cells = line.split(',');
    const at = cells.length - fromEnd;
    cells[at] = String(Number(cells[at]) + 1);
    return cells.join(',');
  });
  return [head, ...edited].join('\r\n');
};

/** { ms (median), runs, rows, changed, refused, bytes } of the dry run of a 5,000-line file. */
export const csvDryRunLoad = async ({ port, work }) => {
  mkdirSync(work, { recursive: true });
  const dbFile = resolve(work, 'db-bulk-csv.json');
  removeMockData(dbFile);
  const servers = [];
  stopOnExit(servers);
  const mock = `http://localhost:${port}`;
  try {
    await growAccount(port, dbFile, servers);
    const server = startMock(port, dbFile);
    servers.push(server);
    await waitFor(`${mock}/v1/whitelabel/info`, 120_000);
    const { access_token: token } = await signIn(mock, ADVERTISER.email, ADVERTISER.password);
    const bearer = { Authorization: `Bearer ${token}` };
    const downloaded = await fetch(`${mock}/v1/campaign/csv/download`, { method: 'POST', headers: { ...bearer, 'Content-Type': 'application/json' }, body: JSON.stringify({ space_id: ADVERTISER.spaceId }) });
    const file = editEveryBudget(await downloaded.text());
    const times = [];
    let last = null;
    for (let i = 0; i < DRY_RUNS; i += 1) {
      const form = new FormData();
      form.append('space_id', String(ADVERTISER.spaceId));
      form.append('file', new Blob([file], { type: 'text/csv' }), 'campaigns-edit.csv');
      const started = performance.now();
      const answer = await (await fetch(`${mock}/v1/campaign/csv/dry-run`, { method: 'POST', headers: bearer, body: form })).json();
      times.push(performance.now() - started);
      if (answer.type.code !== 0) throw new Error(`dry run refused: ${answer.type.code} ${answer.type.message} ${JSON.stringify(answer.data)}`);
      last = answer.data.counts;
    }
    return { ms: median(times), runs: times, rows: last.rows, changed: last.changed, refused: last.refused, bytes: Buffer.byteLength(file) };
  } finally {
    await Promise.all(servers.map(stopAndWait));
    removeMockData(dbFile);
  }
};

/** The figure's row of the bench's table. */
export const csvDryRunRow = (figure, ms) => ({
  figure: `CSV round trip: dry run of a ${figure.rows.toLocaleString('en-US')}-line file (${(figure.bytes / 1e6).toFixed(2)} MB, every line a budget change: ${figure.changed} changed, ${figure.refused} refused; POST /v1/campaign/csv/dry-run), whole request, median of ${DRY_RUNS}`,
  ours: ms(figure.ms),
  floor: '—',
  ratio: '—',
  target: `≤ ${CSV_DRY_RUN_TARGET_MS} ms, ${CSV_DRY_RUN_ROWS.toLocaleString('en-US')} lines planned`,
  met: figure.ms <= CSV_DRY_RUN_TARGET_MS && figure.rows === CSV_DRY_RUN_ROWS,
});

const standalone = async () => {
  const port = Number(process.env.BENCH_MOCK_PORT ?? 3301);
  const work = process.env.BENCH_WORK_DIR ?? 'bench/.work';
  console.log(`Growing the advertiser's account to ${CSV_DRY_RUN_ROWS} campaigns and sending its edited file to the dry run ${DRY_RUNS} times…`);
  const figure = await csvDryRunLoad({ port, work });
  const row = csvDryRunRow(figure, (value) => `${Math.round(value)} ms`);
  console.log(`runs: ${figure.runs.map((value) => Math.round(value)).join(', ')} ms`);
  console.log(`\n| figure | ours | target | met |\n|---|---|---|---|\n| ${row.figure} | ${row.ours} | ${row.target} | ${row.met ? 'yes' : 'no'} |\n`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
