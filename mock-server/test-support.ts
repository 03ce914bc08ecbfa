import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { ApiStatus, TokenData } from '../src/api/contract';
import { PERSONAS, type PersonaName } from './personas';
import { createMockServer, type MockServer } from './app';
import type { MockConfig } from './config';

/**
 * Test harness: a real mock on an ephemeral port with its own temporary db file (never the dev db),
 * driven with global fetch exactly as the app would call it.
 */
export interface TestServer {
  base: string;
  mock: MockServer;
  dbFile: string;
  /** Stops the server; its temporary db is deleted unless `keepDb` (to restart on the same file). */
  close(options?: { keepDb?: boolean }): Promise<void>;
}

export const tempDbFile = (): string => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dsp-mock-')), 'db.json');

export const startTestServer = async (options: Partial<MockConfig> = {}): Promise<TestServer> => {
  const ownsFile = options.dbFile === undefined;
  const dbFile = options.dbFile ?? tempDbFile();
  const mock = createMockServer(
    {
      silent: true,
      adminApi: true,
      latencyMs: 0,
      failRate: 0,
      tokenTtl: 3600,
      scale: 'normal',
      appUrl: 'http://app.test',
      ...options,
      dbFile,
    },
    // Every mock test proves that each change saved to the journal declared all it touched.
    { checkJournal: true },
  );
  const server = mock.app.listen(0, '127.0.0.1');
  // Node closes an idle kept-alive connection after 5 s, and a client may send its next request on
  // that socket just as it closes (ECONNRESET), which a loaded machine makes likely. Tests go on
  // using their connections for the file's life; close() ends them all.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    mock,
    dbFile,
    close: async ({ keepDb = false } = {}) => {
      mock.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownsFile && !keepDb) fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    },
  };
};

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  text?: string;
  /** Extra request headers (an Origin, a client address). */
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  type: ApiStatus;
  data: T;
}

/** One /v1 call; the answer's data is typed by the caller (the envelope is checked to exist). */
export const call = async <T = unknown>(base: string, urlPath: string, options: CallOptions = {}): Promise<CallResult<T>> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (options.json !== undefined) [body, headers['Content-Type']] = [JSON.stringify(options.json), 'application/json'];
  if (options.form) [body, headers['Content-Type']] = [new URLSearchParams(options.form).toString(), 'application/x-www-form-urlencoded'];
  if (options.text !== undefined) [body, headers['Content-Type']] = [options.text, 'text/plain'];
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  const response = await fetch(`${base}${urlPath}`, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const payload = (await response.json()) as { type?: ApiStatus; data?: unknown };
  if (!payload.type) throw new Error(`${urlPath}: answer without envelope`);
  return { status: response.status, type: payload.type, data: payload.data as T };
};

export const login = async (base: string, username: string, password: string): Promise<CallResult<TokenData>> =>
  call<TokenData>(base, '/v1/oauth/token', { form: { grant_type: 'password', username, password } });

/** Signs a persona in and answers its access token (fails the test when login fails). */
export const tokenOf = async (base: string, persona: PersonaName): Promise<string> => {
  const { email, password } = PERSONAS[persona];
  const result = await login(base, email, password);
  if (result.type.code !== 0) throw new Error(`login ${email} failed: ${result.type.message}`);
  return result.data.access_token;
};

/** The three demo personas' access tokens. */
export type PersonaTokens = Record<'advertiser' | 'admin' | 'analyst', string>;

/** The three demo personas' access tokens, signed in side by side. */
export const personaTokens = async (base: string): Promise<PersonaTokens> => {
  const [advertiser, admin, analyst] = await Promise.all([tokenOf(base, 'advertiser'), tokenOf(base, 'admin'), tokenOf(base, 'analyst')]);
  return { advertiser, admin, analyst };
};

/** A test file's mock for the throttle tests: readable inside tests and hooks only. */
export interface ThrottleMock {
  readonly base: string;
  readonly mock: MockServer;
  /**
   * Fakes Date alone (the server runs in this process), so a lock or a window never runs out while the
   * test waits; answers the frozen now. Real time comes back after each test.
   */
  freezeDate(): number;
}

/**
 * Starts a test mock for the file's tests and, after each test, gives real time back and forgets every
 * lock and count (`POST /__mock/throttles`), so one test's guesses never throttle the next.
 */
export const throttleMock = (): ThrottleMock => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    vi.useRealTimers();
    if (server) await call(server.base, '/__mock/throttles', { method: 'POST' });
  });
  const started = (): TestServer => {
    if (!server) throw new Error('throttleMock: read it inside a test or hook, once beforeAll has run');
    return server;
  };
  return {
    get base() {
      return started().base;
    },
    get mock() {
      return started().mock;
    },
    freezeDate: () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      return Date.now();
    },
  };
};

/** A test file's mock with the three personas signed in: readable inside tests and hooks only. */
export interface SignedInMock extends PersonaTokens {
  readonly base: string;
  readonly mock: MockServer;
  readonly dbFile: string;
}

/**
 * Starts a test mock before the file's tests, signs the three personas in and stops it after them
 * (the set-up most route tests share). Call it at the top of a test file; its fields are getters that
 * fail loudly when read before `beforeAll` has run, instead of handing a test an undefined token.
 */
export const signedInMock = (options: Partial<MockConfig> = {}): SignedInMock => {
  let server: TestServer | undefined;
  let tokens: PersonaTokens | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    tokens = await personaTokens(server.base);
  });
  afterAll(() => server?.close());
  const started = (): { server: TestServer; tokens: PersonaTokens } => {
    if (!server || !tokens) throw new Error('signedInMock: read it inside a test or hook, once beforeAll has run');
    return { server, tokens };
  };
  return {
    get base() {
      return started().server.base;
    },
    get mock() {
      return started().server.mock;
    },
    get dbFile() {
      return started().server.dbFile;
    },
    get advertiser() {
      return started().tokens.advertiser;
    },
    get admin() {
      return started().tokens.admin;
    },
    get analyst() {
      return started().tokens.analyst;
    },
  };
};

/** A minimal RFC 4180 reader for the CSVs the mock writes: the fields of every record. */
export const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') [field, i] = [`${field}"`, i + 1];
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') [record, field] = [[...record, field], ''];
    else if (ch === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      [record, field, i] = [[], '', i + 1];
    } else field += ch;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
};
