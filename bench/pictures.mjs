// Pictures of many pixels and a one-line audience file must not stall the mock (issue 38): rounds of
// four 3 KB 5000x5000 1-bit PNGs (25 megapixels each once decoded) sent together as profile pictures,
// and a 150 MB audience file that is one line (no line end) sent once beside them, while one client
// calls a cheap public call (GET /v1/whitelabel/info) in a loop. The figure is that cheap call's p95
// while they are handled.
//
// On a normal-scale mock of its own: every picture taken is a write, and every read waits for a save
// under way (durability); at the bench's large scale each save writes a 46 MB db file, which would
// measure the saves rather than the pictures.
//
// `node bench/pictures.mjs` measures it alone (BENCH_MOCK_PORT, default 3301; BENCH_WORK_DIR), and
// `node bench/pictures.mjs --pictures-only` leaves the audience file out; `npm run bench` measures it
// on the bench's mock port + 8.
import { once } from 'node:events';
import { createWriteStream, mkdirSync, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { TSX, startNode, stop, stopOnExit, waitFor } from '../scripts/processes.mjs';
import { median } from './browser.mjs';
import { removeMockData } from './mock-data.mjs';
import { signIn } from './session.mjs';

export const PICTURE_SIDE = 5000;
export const PICTURES_AT_ONCE = 4;
export const PICTURE_ROUNDS = 5;
export const ONE_LINE_AUDIENCE_BYTES = 150_000_000;
export const PICTURES_CHEAP_CALL_P95_TARGET_MS = 50;
const MEBIBYTE = 1024 * 1024;

const u32be = (value) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value >>> 0);
  return b;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(zlib.crc32(body))]);
};

/** A true black side×side PNG of 1 bit a pixel: a few KB of file, side² pixels once decoded. */
export const blackPng = (side) => {
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  const header = Buffer.concat([u32be(side), u32be(side), Buffer.from([1, 0, 0, 0, 0])]);
  const idat = zlib.deflateSync(rows, { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
};

/** Writes `bytes` bytes of one line (no line end) to `path`, a MiB at a time, never holding it whole. */
const writeOneLine = async (path, bytes) => {
  const out = createWriteStream(path);
  const block = Buffer.alloc(MEBIBYTE, 'a');
  for (let written = 0; written < bytes; written += block.length) {
    if (!out.write(block.subarray(0, Math.min(block.length, bytes - written)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
};

/** The audience file sent as the audience page sends it; its answer's code, or how the call ended without one. */
const sendAudience = async (mock, token, spaceId, path) => {
  const form = new FormData();
  form.append('name', `Bench one-line audience ${process.pid}-${Date.now()}`);
  form.append('user', String(spaceId));
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'one-line.csv');
  try {
    const response = await fetch(`${mock}/v1/audience/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const answer = await response.json();
    return { status: response.status, code: answer.type.code, message: answer.type.message };
  } catch (error) {
    // A refusal may close the connection while the body is still on its way.
    return { status: null, code: null, message: error instanceof Error ? error.message : String(error) };
  }
};

/** One round: PICTURES_AT_ONCE profile pictures sent together; how many were taken. */
const pictureRound = async (mock, token, png) => {
  const answers = await Promise.all(
    Array.from({ length: PICTURES_AT_ONCE }, async (_, i) => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), `big-${i}.png`);
      return (await fetch(`${mock}/v1/user/profile/image`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).json();
    }),
  );
  return answers.filter((answer) => answer.type.code === 0).length;
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * { p50, p95, requests, picturesSent, picturesTaken, audience }: the cheap call's latencies while
 * PICTURE_ROUNDS rounds of pictures and (unless `withAudience` is false) the one-line audience file
 * are handled side by side. `audience` is null when it was left out.
 */
export const picturesLoad = async (mock, token, spaceId, { withAudience = true } = {}) => {
  const png = blackPng(PICTURE_SIDE);
  const folder = mkdtempSync(join(tmpdir(), 'bench-pictures-'));
  try {
    const audienceFile = join(folder, 'one-line.csv');
    if (withAudience) await writeOneLine(audienceFile, ONE_LINE_AUDIENCE_BYTES);
    let picturesTaken = 0;
    let audience = null;
    let pending = withAudience ? 2 : 1;
    const finished = () => {
      pending -= 1;
    };
    const pictures = async () => {
      try {
        for (let round = 0; round < PICTURE_ROUNDS; round += 1) picturesTaken += await pictureRound(mock, token, png);
      } finally {
        finished();
      }
    };
    const audienceUpload = async () => {
      try {
        audience = await sendAudience(mock, token, spaceId, audienceFile);
      } finally {
        finished();
      }
    };
    const latencies = [];
    const cheap = async () => {
      while (pending > 0) {
        const started = performance.now();
        const response = await fetch(`${mock}/v1/whitelabel/info`);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all([pictures(), ...(withAudience ? [audienceUpload()] : []), cheap()]);
    const sorted = latencies.sort((a, b) => a - b);
    return { p50: median(sorted), p95: percentile(sorted, 95), requests: sorted.length, picturesSent: PICTURE_ROUNDS * PICTURES_AT_ONCE, picturesTaken, audience };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const audienceText = (audience) => {
  if (audience === null) return 'audience file left out';
  return audience.code === null ? `audience file: no answer (${audience.message})` : `audience file answered code ${audience.code}`;
};

/** The figure's row of the bench's table: the cheap call's p95, every picture taken, the audience file answered. */
export const picturesRow = (figure, ms) => ({
  figure: `Cheap call (GET /v1/whitelabel/info) while ${PICTURE_ROUNDS} rounds of ${PICTURES_AT_ONCE} 3 KB ${PICTURE_SIDE}x${PICTURE_SIDE} pictures (POST /v1/user/profile/image) and a ${ONE_LINE_AUDIENCE_BYTES / 1e6} MB one-line audience file (POST /v1/audience/upload) are handled (${figure.requests} calls; ${figure.picturesTaken} of ${figure.picturesSent} pictures taken; ${audienceText(figure.audience)})`,
  ours: `p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}`,
  floor: '—',
  ratio: '—',
  target: `p95 ≤ ${PICTURES_CHEAP_CALL_P95_TARGET_MS} ms, every picture taken, the audience file answered`,
  // Left out (--pictures-only), the audience file is named so in the figure and judged no further.
  met: figure.p95 <= PICTURES_CHEAP_CALL_P95_TARGET_MS && figure.picturesTaken === figure.picturesSent && (figure.audience === null || figure.audience.code !== null),
});

/** Starts a normal-scale mock of its own on `port`, measures, and stops it. */
export const picturesOnOwnMock = async ({ port, work, withAudience = true }) => {
  mkdirSync(work, { recursive: true });
  const dbFile = resolve(work, 'db-pictures.json');
  removeMockData(dbFile);
  const mock = `http://localhost:${port}`;
  const servers = [startNode('mock', [...TSX, 'mock-server/main.ts'], { MOCK_PORT: String(port), MOCK_DB_FILE: dbFile, MOCK_SILENT: '1' }, { quiet: true })];
  stopOnExit(servers);
  try {
    await waitFor(`${mock}/v1/whitelabel/info`, 120_000);
    const { access_token: token, space_id: spaceId } = await signIn(mock, 'advertiser@demo.test', 'Advertiser#2026');
    // A warm-up picture loads the decoder before anything is timed.
    await pictureRound(mock, token, blackPng(16));
    return await picturesLoad(mock, token, spaceId, { withAudience });
  } finally {
    servers.forEach(stop);
    removeMockData(dbFile);
  }
};

const standalone = async () => {
  const withAudience = !process.argv.includes('--pictures-only');
  console.log(`Sending ${PICTURE_ROUNDS} rounds of ${PICTURES_AT_ONCE} ${PICTURE_SIDE}x${PICTURE_SIDE} pictures${withAudience ? ` and a ${ONE_LINE_AUDIENCE_BYTES / 1e6} MB one-line audience file` : ''} while a cheap call loops…`);
  const figure = await picturesOnOwnMock({ port: Number(process.env.BENCH_MOCK_PORT ?? 3301), work: process.env.BENCH_WORK_DIR ?? 'bench/.work', withAudience });
  const row = picturesRow(figure, (value) => `${Math.round(value)} ms`);
  console.log(`\n| figure | ours | target | met |\n|---|---|---|---|\n| ${row.figure} | ${row.ours} | ${row.target} | ${row.met ? 'yes' : 'no'} |\n`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
