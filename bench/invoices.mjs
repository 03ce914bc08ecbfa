// The invoice PDF with 500 line items (spec 3 §7 GET /v1/invoice/pdf/{id}): the whole request, from the
// call to the last byte, as the billing page's download makes it. No seeded account runs 500 campaigns,
// so the invoice is made through the mock's test-only API (`POST /__mock/bench/invoice`, MOCK_ADMIN_API=1,
// which no ordinary user can reach) for the advertiser's account, then asked for by the advertiser with
// its own token, through the same checks as any invoice.
//
// `node bench/invoices.mjs` measures it alone on a mock of its own (BENCH_MOCK_PORT, default 3301);
// `npm run bench` measures it among the other mock figures.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TSX, startNode, stop, stopOnExit, waitFor } from '../scripts/processes.mjs';
import { downloadTimes } from './downloadTimes.mjs';
import { signIn } from './session.mjs';
import { removeMockData } from './mock-data.mjs';

export const INVOICE_LINE_ITEMS = 500;
export const INVOICE_PDF_TARGET_MS = 300;
const ROUNDS = 5;

/** { medianMs, worstMs, bytes, rounds }: the PDF request's wall time after one unmeasured warm-up. */
export const invoicePdfTimes = async (mock, token, spaceId) => {
  const made = await (
    await fetch(`${mock}/__mock/bench/invoice`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ space_id: spaceId, line_items: INVOICE_LINE_ITEMS }) })
  ).json();
  if (made.type.code !== 0) throw new Error(`bench invoice refused: ${made.type.message} (is MOCK_ADMIN_API=1 set?)`);
  return downloadTimes(
    () => fetch(`${mock}/v1/invoice/pdf/${made.data.id}`, { headers: { Authorization: `Bearer ${token}` } }),
    (response) => {
      if (response.headers.get('content-type') !== 'application/pdf') throw new Error(`invoice PDF answered ${response.status}`);
    },
    ROUNDS,
  );
};

/** The figure's row of the bench's table: every measured request within the target. */
export const invoicePdfRow = (figure, ms) => ({
  figure: `Invoice PDF with ${INVOICE_LINE_ITEMS} line items (GET /v1/invoice/pdf/{id}), whole request, ${figure.rounds} requests after a warm-up (${Math.round(figure.bytes / 1024)} KB)`,
  ours: `median ${ms(figure.medianMs)}, worst ${ms(figure.worstMs)}`,
  floor: '—',
  ratio: '—',
  target: `≤ ${INVOICE_PDF_TARGET_MS} ms each`,
  met: figure.worstMs <= INVOICE_PDF_TARGET_MS,
});

const standalone = async () => {
  const port = Number(process.env.BENCH_MOCK_PORT ?? 3301);
  const work = process.env.BENCH_WORK_DIR ?? 'bench/.work';
  mkdirSync(work, { recursive: true });
  const dbFile = resolve(work, 'db-invoices.json');
  removeMockData(dbFile);
  const mock = `http://localhost:${port}`;
  const servers = [startNode('mock', [...TSX, 'mock-server/main.ts'], { MOCK_PORT: String(port), MOCK_DB_FILE: dbFile, MOCK_SILENT: '1', MOCK_ADMIN_API: '1' }, { quiet: true })];
  stopOnExit(servers);
  try {
    await waitFor(`${mock}/v1/whitelabel/info`, 120_000);
    const { access_token: token, space_id: spaceId } = await signIn(mock, 'advertiser@demo.test', 'Advertiser#2026');
    console.log(`Asking for an invoice PDF of ${INVOICE_LINE_ITEMS} line items ${ROUNDS + 1} times…`);
    const row = invoicePdfRow(await invoicePdfTimes(mock, token, spaceId), (value) => `${Math.round(value)} ms`);
    console.log(`\n| figure | ours | target | met |\n|---|---|---|---|\n| ${row.figure} | ${row.ours} | ${row.target} | ${row.met ? 'yes' : 'no'} |\n`);
  } finally {
    servers.forEach(stop);
    removeMockData(dbFile);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
