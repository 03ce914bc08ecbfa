import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../envelope';
import { PERSONA_IDS } from '../seed/facts';
import { startTestServer, tokenOf, type TestServer } from '../test-support';
import { createErrorHandler, ServerBusyError } from './errors';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.base}${path}`, { headers });

describe('caching of /v1 answers', () => {
  it('lets no cache keep a signed-in answer, and sends it no ETag', async () => {
    const token = await tokenOf(t.base, 'advertiser');
    for (const path of ['/v1/user/permissions', `/v1/user/${PERSONA_IDS.advertiser.userId}`]) {
      const answer = await get(path, { Authorization: `Bearer ${token}` });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('etag')).toBeNull();
    }
  });

  it('keeps the reference lists revalidated with their ETag', async () => {
    const countries = await get('/v1/geo/country');
    expect(countries.headers.get('cache-control')).toBe('private, no-cache');
    const version = countries.headers.get('etag') ?? '';
    expect(version).not.toBe('');
    expect((await get('/v1/geo/country', { 'If-None-Match': version })).status).toBe(304);
  });

  it('never lets an error be kept, and answers it in the JSON envelope', async () => {
    for (const answer of [
      await get('/v1/user/permissions'),
      await get('/v1/no-such-call'),
      await get('/v1/%E0%A4%A'),
      await fetch(`${t.base}/v1/oauth/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"broken' }),
    ]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await answer.json()) as { type: { code: number } };
      expect(body.type.code).toBeGreaterThan(0);
    }
  });
});

describe('the error handler', () => {
  let server: ReturnType<express.Application['listen']>;
  let base = '';
  const logged: string[] = [];
  beforeAll(async () => {
    const app = express();
    app.set('etag', false);
    app.get('/crash', () => {
      throw new Error('db password is hunter2');
    });
    app.get('/busy', () => {
      throw new ServerBusyError(1500);
    });
    app.get('/half-file', (_req, res) => {
      res.set('Content-Type', 'text/csv');
      res.set('ETag', '"v1"');
      fail(res, 1);
    });
    app.use(createErrorHandler((message) => logged.push(message)));
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a crash with code 1 and the catalogue message only: no stack, no HTML, not cacheable', async () => {
    const answer = await fetch(`${base}/crash`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ type: { code: 1, message: 'Backend exception' }, data: null });
    expect(text).not.toMatch(/hunter2|at |<html|\.ts/);
    // The detail goes to the mock's log, for whoever runs it.
    expect(logged.join('\n')).toContain('hunter2');
  });

  it('answers a full queue (ServerBusyError) with code 429 and Retry-After, and logs nothing', async () => {
    const before = logged.length;
    const answer = await fetch(`${base}/busy`);
    expect([answer.status, answer.headers.get('retry-after')]).toEqual([429, '2']);
    expect(((await answer.json()) as { type: { code: number } }).type.code).toBe(429);
    expect(logged.length).toBe(before);
  });

  it('turns an answer a route had begun as a file into the JSON envelope', async () => {
    const answer = await fetch(`${base}/half-file`);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('etag')).toBeNull();
  });
});
