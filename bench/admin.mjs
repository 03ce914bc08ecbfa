// The administration calls at MOCK_SCALE=large (1,000 accounts, 10,000 campaigns):
// - the accounts report's Excel of every account (POST /v1/whitelabel/admin/accounts/excel), the whole
//   request to the last byte, 3 requests after a warm-up;
// - the administrator campaigns list (POST /v1/campaign/admin/list), 16 concurrent clients for 10 s,
//   each request a new sort (name, spend, CPM, impressions), type and page over the default 14 days.
// The issue's page figure (/admin/campaigns rows visible ≤ 1.2 × the floor's list) is a page figure of
// run.mjs, measured with the other pages against the floor.
//
// `node bench/admin.mjs` measures both alone on a large mock of its own (BENCH_MOCK_PORT, default 3301,
// BENCH_WORK_DIR); `npm run bench` measures them among the other mock figures.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TSX, startNode, stop, stopOnExit, waitFor } from '../scripts/processes.mjs';
import { downloadTimes } from './downloadTimes.mjs';
import { load } from './load.mjs';
import { signIn } from './session.mjs';
import { removeMockData } from './mock-data.mjs';

export const ADMIN_EXCEL_TARGET_MS = 1000;
export const ADMIN_LIST_TARGET_P95_MS = 50;
const ROUNDS = 3;

const post = (token, body) => ({ method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** { medianMs, worstMs, bytes, rows, rounds }: every account of the white-label, from 2020 to today. */
export const adminExcelTimes = async (mock, token) => {
  const filter = { from_date: '2020-01-01', to_date: isoDay(0) };
  const listed = await (await fetch(`${mock}/v1/whitelabel/admin/accounts/list`, post(token, filter))).json();
  const times = await downloadTimes(
    () => fetch(`${mock}/v1/whitelabel/admin/accounts/excel`, post(token, filter)),
    (response) => {
      if (!(response.headers.get('content-type') ?? '').includes('spreadsheetml')) throw new Error(`accounts Excel answered ${response.status}`);
    },
    ROUNDS,
  );
  return { ...times, rows: listed.data.total_size };
};

const ORDERS = [
  { order_field: 'name', order_asc: true },
  { order_field: 'spent', order_asc: false },
  { order_field: 'cpm', order_asc: true },
  { order_field: 'impression_count', order_asc: false },
];
const TYPES = ['all', 'awareness', 'all', 'all'];

/** The list under load: { p50, p95, rps, requests, errors }, after one unmeasured pass over every variant. */
export const adminCampaignListLoad = async (mock, token) => {
  let n = 0;
  const body = () => {
    n += 1;
    const order = ORDERS[n % ORDERS.length];
    return { ...order, campaign_type: TYPES[Math.floor(n / ORDERS.length) % TYPES.length], page: 1 + (n % 5), pageSize: 20, currency_usd: n % 2 === 0 };
  };
  for (let i = 0; i < ORDERS.length * TYPES.length; i += 1) await (await fetch(`${mock}/v1/campaign/admin/list`, post(token, body()))).arrayBuffer();
  return load({ url: `${mock}/v1/campaign/admin/list`, init: () => post(token, body()), clients: 16, seconds: 10 });
};

export const adminRows = ({ excel, list }, ms) => [
  ...(excel
    ? [{
        figure: `Accounts report Excel of all ${excel.rows} accounts at large scale (POST /v1/whitelabel/admin/accounts/excel), whole request, ${excel.rounds} requests after a warm-up (${Math.round(excel.bytes / 1024)} KB)`,
        ours: `median ${ms(excel.medianMs)}, worst ${ms(excel.worstMs)}`,
        floor: '—',
        ratio: '—',
        target: `≤ ${ADMIN_EXCEL_TARGET_MS} ms`,
        met: excel.worstMs <= ADMIN_EXCEL_TARGET_MS,
      }]
    : []),
  ...(list
    ? [{
        figure: `Mock admin campaigns list at large scale (POST /v1/campaign/admin/list, 14 days, a new sort, type and page per request), 16 clients × 10 s (${list.requests} requests, ${list.errors} errors)`,
        ours: `p50 ${ms(list.p50)}, p95 ${ms(list.p95)}, ${list.rps.toFixed(0)} req/s`,
        floor: '—',
        ratio: '—',
        target: `p95 ≤ ${ADMIN_LIST_TARGET_P95_MS} ms`,
        met: list.p95 <= ADMIN_LIST_TARGET_P95_MS && list.errors === 0,
      }]
    : []),
];

const standalone = async () => {
  const port = Number(process.env.BENCH_MOCK_PORT ?? 3301);
  const work = process.env.BENCH_WORK_DIR ?? 'bench/.work';
  mkdirSync(work, { recursive: true });
  const dbFile = resolve(work, 'db-admin-large.json');
  removeMockData(dbFile);
  const mock = `http://localhost:${port}`;
  const servers = [startNode('mock', [...TSX, 'mock-server/main.ts'], { MOCK_PORT: String(port), MOCK_SCALE: 'large', MOCK_DB_FILE: dbFile, MOCK_SILENT: '1' }, { quiet: true })];
  stopOnExit(servers);
  try {
    await waitFor(`${mock}/v1/whitelabel/info`, 240_000);
    const { access_token: token } = await signIn(mock, 'admin@demo.test', 'Admin#2026');
    console.log('Writing the Excel of every account 4 times…');
    const excel = await adminExcelTimes(mock, token);
    console.log('Loading the admin campaigns list: 16 clients for 10 s…');
    const list = await adminCampaignListLoad(mock, token);
    // The advertiser's list/v2 (the main bench's figure) under the same machine load, for comparison.
    console.log('Loading list/v2 the same way, for comparison on this machine now…');
    const advertiser = await signIn(mock, 'advertiser@demo.test', 'Advertiser#2026');
    const listBody = { from_date: isoDay(-31), to_date: isoDay(0), page: 1, pageSize: 10, space_id: advertiser.space_id, order_field: 'spent', sort_by_field: 'spent', order_asc: false, status_filter: [50] };
    const v2 = await load({ url: `${mock}/v1/campaign/list/v2`, init: () => post(advertiser.access_token, listBody), clients: 16, seconds: 10 });
    console.log(`list/v2 now: p50 ${Math.round(v2.p50)} ms, p95 ${Math.round(v2.p95)} ms, ${v2.rps.toFixed(0)} req/s; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    const rows = adminRows({ excel, list }, (value) => `${Math.round(value)} ms`);
    console.log(`\n| figure | ours | target | met |\n|---|---|---|---|\n${rows.map((r) => `| ${r.figure} | ${r.ours} | ${r.target} | ${r.met ? 'yes' : 'no'} |`).join('\n')}\n`);
  } finally {
    servers.forEach(stop);
    removeMockData(dbFile);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
