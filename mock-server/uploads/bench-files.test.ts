import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ADMIN_PATHS } from '../mock-admin-api';
import { startTestServer, type TestServer } from '../test-support';
import { BENCH_FILE_MAX_BYTES } from './bench-files';
import { lyingZip } from './hostile-files.testkit';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const plant = (body: BodyInit, type = 'application/zip') =>
  fetch(`${t.base}${MOCK_ADMIN_PATHS.benchFile}`, { method: 'POST', headers: { 'Content-Type': type }, body });

describe("the bench's stored zip (test-only API)", () => {
  it('stores a lying zip as sent, under a random key, and serves its page without inflating it', async () => {
    const answer = (await (await plant(new Uint8Array(lyingZip(440)))).json()) as { type: { code: number }; data: { file_url: string } };
    expect(answer.type.code).toBe(0);
    expect(answer.data.file_url).toMatch(/^\/v1\/file\/cache\/[0-9a-f]{32}$/);
    const started = process.cpuUsage();
    for (let i = 0; i < 10; i++) expect((await fetch(`${t.base}${answer.data.file_url}/index.html`)).status).toBe(404);
    const used = process.cpuUsage(started);
    // Inflating 440 MiB ten times would take seconds of CPU.
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
  });

  it('refuses a body that is not a zip, and one over its limit', async () => {
    expect(((await (await plant('{}', 'application/json')).json()) as { type: { code: number } }).type.code).toBe(2);
    const big = await plant(new Uint8Array(BENCH_FILE_MAX_BYTES + 1));
    expect(((await big.json()) as { type: { code: number } }).type.code).toBe(2);
  });

  it('is not there without the test-only API', async () => {
    const closed = await startTestServer({ adminApi: false });
    try {
      const answer = await fetch(`${closed.base}${MOCK_ADMIN_PATHS.benchFile}`, { method: 'POST', headers: { 'Content-Type': 'application/zip' }, body: new Uint8Array(lyingZip(1)) });
      expect(answer.status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
