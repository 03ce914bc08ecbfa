// Uploaded bytes stay out of the db document (issue 39): the data file's growth while 27 MB of video
// are uploaded (three 9 MB mp4s), then, after 100 more uploads, a cheap write's p95: another user's
// PUT /v1/user/change-language, the call the issue measured going from 52 ms to about 200 ms when
// uploads were base64 inside the document. Whole-process figures: the data file's size is read from
// disk before and after, and every write is timed from the client.
//
// `node bench/stored-files.mjs` measures it alone on a mock of its own (BENCH_MOCK_PORT, default 3301;
// BENCH_MOCK_SCALE, default large, the full bench's data set); `npm run bench` measures it on the
// bench's large mock.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TSX, startNode, stop, stopOnExit, waitFor } from '../scripts/processes.mjs';
import { median } from './browser.mjs';
import { removeMockData } from './mock-data.mjs';
import { signIn } from './session.mjs';

export const GROWTH_TARGET_BYTES = 1024 * 1024;
export const CHEAP_WRITE_P95_TARGET_MS = 20;
const VIDEO_BYTES = 9 * 1024 * 1024;
const VIDEOS = 3;
const MORE_UPLOADS = 100;
const MORE_UPLOAD_BYTES = 256 * 1024;
const CHEAP_WRITES = 60;

const VIDEO = readFileSync(resolve('test-fixtures/creatives/video-640x360.mp4'));

/** The fixture mp4 grown to `bytes` by a trailing `free` box (every reader skips it); `mark` makes each one's content its own. */
const paddedVideo = (bytes, mark) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(bytes - VIDEO.length, 0);
  header.write('free', 4, 'latin1');
  const padding = Buffer.alloc(bytes - VIDEO.length - 8);
  padding.write(`bench upload ${mark} ${Date.now()}`, 0, 'latin1');
  return Buffer.concat([VIDEO, header, padding]);
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const uploadVideo = async (mock, token, content, name) => {
  const form = new FormData();
  form.append('kind', 'video');
  form.append('file', new Blob([content], { type: 'video/mp4' }), name);
  const answer = await (await fetch(`${mock}/v1/file/upload/video`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).json();
  if (answer.type.code !== 0) throw new Error(`the mock refused the bench's upload ${name}: ${answer.type.message}`);
};

const changeLanguage = async (mock, token, languageKey) => {
  const started = performance.now();
  const response = await fetch(`${mock}/v1/user/change-language`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ language_key: languageKey }) });
  const answer = await response.json();
  if (answer.type.code !== 0) throw new Error(`change-language failed: ${answer.type.message}`);
  return performance.now() - started;
};

/**
 * { growthBytes, uploadedBytes, dbBytes, p50, p95, writes }: the data file's growth for 27 MB of video
 * uploads, then a cheap write's latencies after 100 more uploads (each a distinct 256 KB video).
 */
export const storedFilesLoad = async (mock, dbFile, { advertiser, analyst }) => {
  const before = statSync(dbFile).size;
  for (let i = 0; i < VIDEOS; i += 1) await uploadVideo(mock, advertiser, paddedVideo(VIDEO_BYTES, `video ${i}`), `bench-${i}.mp4`);
  const growthBytes = statSync(dbFile).size - before;
  for (let i = 0; i < MORE_UPLOADS; i += 1) await uploadVideo(mock, advertiser, paddedVideo(MORE_UPLOAD_BYTES, `more ${i}`), `more-${i}.mp4`);
  // One write first so the timings start from a saved, quiet store.
  await changeLanguage(mock, analyst, 1);
  const latencies = [];
  for (let i = 0; i < CHEAP_WRITES; i += 1) latencies.push(await changeLanguage(mock, analyst, (i % 2) + 1));
  await changeLanguage(mock, analyst, 1);
  const sorted = latencies.sort((a, b) => a - b);
  return { growthBytes, uploadedBytes: VIDEOS * VIDEO_BYTES, dbBytes: statSync(dbFile).size, p50: median(sorted), p95: percentile(sorted, 95), writes: sorted.length };
};

const kilobytes = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
const megabytes = (bytes) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The figure's two rows of the bench's table. */
export const storedFilesRows = (figure, ms) => [
  {
    figure: `Data file growth for ${megabytes(figure.uploadedBytes)} of uploads (${VIDEOS} videos of ${megabytes(VIDEO_BYTES)}; bytes kept in the files folder, the record in the document)`,
    ours: kilobytes(figure.growthBytes),
    floor: '—',
    ratio: '—',
    target: `≤ ${megabytes(GROWTH_TARGET_BYTES)}`,
    met: figure.growthBytes <= GROWTH_TARGET_BYTES,
  },
  {
    figure: `Cheap write (another user's PUT /v1/user/change-language) after ${MORE_UPLOADS} more uploads, ${figure.writes} in a row (data file ${megabytes(figure.dbBytes)})`,
    ours: `p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}`,
    floor: '—',
    ratio: '—',
    target: `p95 ≤ ${CHEAP_WRITE_P95_TARGET_MS} ms`,
    met: figure.p95 <= CHEAP_WRITE_P95_TARGET_MS,
  },
];

const standalone = async () => {
  const port = Number(process.env.BENCH_MOCK_PORT ?? 3301);
  const scale = process.env.BENCH_MOCK_SCALE ?? 'large';
  const work = process.env.BENCH_WORK_DIR ?? 'bench/.work';
  mkdirSync(work, { recursive: true });
  const dbFile = resolve(work, 'db-stored-files.json');
  removeMockData(dbFile);
  const mock = `http://localhost:${port}`;
  const servers = [startNode('mock', [...TSX, 'mock-server/main.ts'], { MOCK_PORT: String(port), MOCK_DB_FILE: dbFile, MOCK_SCALE: scale, MOCK_SILENT: '1' }, { quiet: true })];
  stopOnExit(servers);
  try {
    await waitFor(`${mock}/v1/whitelabel/info`, 300_000);
    const advertiser = (await signIn(mock, 'advertiser@demo.test', 'Advertiser#2026')).access_token;
    const analyst = (await signIn(mock, 'analyst@demo.test', 'Analyst#2026')).access_token;
    console.log(`Uploading ${VIDEOS} videos of 9 MB, then ${MORE_UPLOADS} more, then timing ${CHEAP_WRITES} cheap writes (${scale} scale)…`);
    const rows = storedFilesRows(await storedFilesLoad(mock, dbFile, { advertiser, analyst }), (value) => `${Math.round(value)} ms`);
    console.log(`\n| figure | ours | target | met |\n|---|---|---|---|\n${rows.map((row) => `| ${row.figure} | ${row.ours} | ${row.target} | ${row.met ? 'yes' : 'no'} |`).join('\n')}\n`);
  } finally {
    servers.forEach(stop);
    removeMockData(dbFile);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
