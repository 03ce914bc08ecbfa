// A 1,000,000-line audience file (spec 3 §5: GAIDs, IDFAs and full phone numbers, about 37 MB) uploaded
// as the audience page sends it (POST /v1/audience/upload, multipart name, file, user): the whole
// request, from the call to the answer, and the mock's resident memory (VmRSS of its process, read from
// /proc every 20 ms while the upload runs) against what it held just before. The mock streams the file
// through its CSV parser and keeps only the count, so its memory must not grow with the file.
//
// The file is written to a temporary folder line by line (never held whole, here either) and sent from
// disk as a file-backed Blob (fs.openAsBlob), so the bench's own memory does not grow with it either.
//
// `node bench/audiences.mjs` measures it alone on a mock of its own (BENCH_MOCK_PORT, default 3301);
// `npm run bench` measures it among the other mock figures.
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, openAsBlob, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import { TSX, startNode, stop, stopOnExit, waitFor } from '../scripts/processes.mjs';
import { signIn } from './session.mjs';
import { removeMockData } from './mock-data.mjs';

export const AUDIENCE_LINES = 1_000_000;
export const AUDIENCE_UPLOAD_TARGET_MS = 5_000;
export const AUDIENCE_RSS_GROWTH_TARGET_MB = 64;
const MEBIBYTE = 1024 * 1024;
const SAMPLE_MS = 20;

/**
 * GAIDs (lower case) and IDFAs (upper case) with LF line ends, every 50th line a Nigerian mobile number
 * with CRLF: 1,000,000 lines of about 37 bytes, about 37 MB.
 */
const writeAudienceFile = async (path) => {
  const out = createWriteStream(path);
  for (let line = 0; line < AUDIENCE_LINES; line += 1) {
    const id = randomUUID();
    const text = line % 50 === 0 ? `234803${String(line).padStart(7, '0')}\r\n` : `${line % 2 === 0 ? id : id.toUpperCase()}\n`;
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
};

/** The process's resident set in bytes (Linux), null where /proc cannot tell. */
const residentBytes = (pid) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};

const send = async (mock, token, spaceId, path, name) => {
  const form = new FormData();
  form.append('name', name);
  form.append('user', String(spaceId));
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'audience.csv');
  const answer = await (await fetch(`${mock}/v1/audience/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).json();
  if (answer.type.code !== 0) throw new Error(`audience upload refused: ${answer.type.code} ${answer.type.message} ${JSON.stringify(answer.data)}`);
  return answer.data;
};

/** { ms, bytes, rowCount, rssBeforeMb, rssPeakMb, rssGrowthMb } of one upload after a small warm-up one. */
export const audienceUploadLoad = async (mock, token, spaceId, mockPid) => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-audience-'));
  try {
    const small = join(folder, 'small.csv');
    const large = join(folder, 'large.csv');
    const stamp = `${process.pid}-${Date.now()}`;
    await writeAudienceFile(large);
    const bytes = statSync(large).size;
    // The warm-up loads the upload's modules (busboy, csv-parse) before memory is read.
    writeFileSync(small, `${randomUUID()}\r\n`);
    await send(mock, token, spaceId, small, `Bench warm-up ${stamp}`);
    await new Promise((done) => setTimeout(done, 500));
    const before = residentBytes(mockPid);
    let peak = before ?? 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(mockPid) ?? 0);
    }, SAMPLE_MS);
    const started = performance.now();
    let audience;
    try {
      audience = await send(mock, token, spaceId, large, `Bench audience ${stamp}`);
    } finally {
      clearInterval(sampler);
    }
    const ms = performance.now() - started;
    peak = Math.max(peak, residentBytes(mockPid) ?? 0);
    return {
      ms,
      bytes,
      rowCount: audience.row_count,
      rssBeforeMb: before === null ? null : before / MEBIBYTE,
      rssPeakMb: before === null ? null : peak / MEBIBYTE,
      rssGrowthMb: before === null ? null : (peak - before) / MEBIBYTE,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/** The figure's row of the bench's table: the whole upload within 5 s and the mock's RSS growth within 64 MB. */
export const audienceUploadRow = (figure, ms) => ({
  figure: `Audience upload of ${AUDIENCE_LINES.toLocaleString('en-US')} lines (${(figure.bytes / 1e6).toFixed(1)} MB; POST /v1/audience/upload), whole request, and the mock's RSS growth while it runs (${figure.rowCount.toLocaleString('en-US')} rows counted)`,
  ours: `${ms(figure.ms)}, RSS +${figure.rssGrowthMb === null ? '?' : figure.rssGrowthMb.toFixed(1)} MB`,
  floor: '—',
  ratio: '—',
  target: `≤ ${AUDIENCE_UPLOAD_TARGET_MS} ms, RSS ≤ +${AUDIENCE_RSS_GROWTH_TARGET_MB} MB`,
  met: figure.ms <= AUDIENCE_UPLOAD_TARGET_MS && figure.rssGrowthMb !== null && figure.rssGrowthMb <= AUDIENCE_RSS_GROWTH_TARGET_MB && figure.rowCount === AUDIENCE_LINES,
});

const standalone = async () => {
  const port = Number(process.env.BENCH_MOCK_PORT ?? 3301);
  const work = process.env.BENCH_WORK_DIR ?? 'bench/.work';
  mkdirSync(work, { recursive: true });
  const dbFile = resolve(work, 'db-audiences.json');
  removeMockData(dbFile);
  const mock = `http://localhost:${port}`;
  const servers = [startNode('mock', [...TSX, 'mock-server/main.ts'], { MOCK_PORT: String(port), MOCK_DB_FILE: dbFile, MOCK_SILENT: '1', MOCK_SCALE: process.env.BENCH_MOCK_SCALE ?? 'normal' }, { quiet: true })];
  stopOnExit(servers);
  try {
    await waitFor(`${mock}/v1/whitelabel/info`, 120_000);
    const { access_token: token, space_id: spaceId } = await signIn(mock, 'advertiser@demo.test', 'Advertiser#2026');
    console.log(`Writing and uploading an audience file of ${AUDIENCE_LINES.toLocaleString('en-US')} lines…`);
    const figure = await audienceUploadLoad(mock, token, spaceId, servers[0].pid);
    const row = audienceUploadRow(figure, (value) => `${Math.round(value)} ms`);
    console.log(`\n| figure | ours | target | met |\n|---|---|---|---|\n| ${row.figure} | ${row.ours} | ${row.target} | ${row.met ? 'yes' : 'no'} |\n`);
    console.log(`RSS before ${figure.rssBeforeMb?.toFixed(1)} MB, peak ${figure.rssPeakMb?.toFixed(1)} MB.`);
  } finally {
    servers.forEach(stop);
    removeMockData(dbFile);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
