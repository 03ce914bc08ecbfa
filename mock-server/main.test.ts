import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killMockChild, startMockChild, type MockChild } from './child-test-support';
import { tempDbFile } from './test-support';

/** This machine's addresses other than 127.0.0.1 (link-local ones need a scope, so they are left out). */
const otherAddresses = (): string[] =>
  Object.values(os.networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .map((entry) => entry.address)
    .filter((address) => address !== '127.0.0.1' && !address.startsWith('fe80:'));

const connects = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: boolean): void => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

let children: MockChild[] = [];
const dbFiles: string[] = [];
afterEach(async () => {
  await Promise.all(children.map(killMockChild));
  children = [];
  for (const file of dbFiles.splice(0)) fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

const start = async (settings: Record<string, string> = {}): Promise<MockChild> => {
  const dbFile = tempDbFile();
  dbFiles.push(dbFile);
  const child = await startMockChild({ MOCK_DB_FILE: dbFile, ...settings });
  children.push(child);
  return child;
};

describe('npm run mock: the address it listens on', () => {
  it('listens on 127.0.0.1 only by default', async () => {
    const child = await start();
    expect(child.host).toBe('127.0.0.1');
    expect(await connects('127.0.0.1', child.port)).toBe(true);
    const reachable = [];
    for (const address of otherAddresses()) if (await connects(address, child.port)) reachable.push(address);
    expect(reachable).toEqual([]);
  }, 30_000);

  it('listens where MOCK_HOST says', async () => {
    const child = await start({ MOCK_HOST: '0.0.0.0' });
    expect(child.host).toBe('0.0.0.0');
    const external = otherAddresses().find((address) => net.isIPv4(address));
    expect(await connects(external ?? '127.0.0.1', child.port)).toBe(true);
  }, 30_000);
});

describe('npm run mock: a setting it cannot run with', () => {
  it('refuses a MOCK_NOW that is not an ISO 8601 instant, in one line with no stack', async () => {
    // Positive control: the same setting with a valid instant starts and says so.
    const child = await start({ MOCK_NOW: '2026-11-18T09:00:00Z' });
    expect(child.output()).toMatch(/clock: started at 2026-11-18T09:00:00\.000Z/);
    const refused = start({ MOCK_NOW: '18/11/2026 09:00' });
    await expect(refused).rejects.toThrow(/Mock backend not started: Invalid mock setting MOCK_NOW="18\/11\/2026 09:00"/);
    await expect(refused).rejects.not.toThrow(/\n\s+at /);
  }, 30_000);
});
