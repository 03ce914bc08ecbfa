import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_STORAGE_LIMIT_BYTES, isPaymentVendor, type PaymentVendor } from '../src/api/contract';
import { parseIsoDay } from './dates';
import { DEFAULT_WHITELABEL } from './seed/facts';

/**
 * Everything the mock reads from the environment, parsed once. `createMockServer` takes a partial
 * override so tests can pick a temporary db file or enable the admin API without touching env vars.
 */
export type MockScale = 'normal' | 'large';

export interface MockConfig {
  port: number;
  /** The address the mock listens on: loopback unless told otherwise (MOCK_HOST). */
  host: string;
  /** Access token lifetime in seconds at start (changeable at run time through /__mock/settings). */
  tokenTtl: number;
  latencyMs: number;
  failRate: number;
  /** Mounts the test-only /__mock API. */
  adminApi: boolean;
  scale: MockScale;
  dbFile: string;
  /** Base of the links put in emails (reset password, registration confirmation). */
  appUrl: string;
  /** Origins of the app (CORS answers and the test-only API's origin check accept only these). */
  appOrigins: readonly string[];
  /** Silences the mock's own console output (tests). */
  silent: boolean;
  /** The white-label configuration answered at start (a whitelabel_id: `dsp` or `ng`). */
  whitelabel: string;
  /**
   * How many times faster than real time the events generator's clock runs at start (MOCK_CLOCK_RATE,
   * 1 = real time): 20 makes ten event minutes pass in 30 s, for the bench. Nothing else reads it.
   */
  clockRate: number;
  /**
   * The instant the mock's clock starts at (MOCK_NOW, ISO 8601), ms since the epoch; null starts it
   * at real time. It then runs on at real speed (mock-server/clock.ts).
   */
  startAt: number | null;
  /**
   * Who sets up a new card (MOCK_PAYMENT_VENDOR, default `test`): what GET /v1/payment-method/add
   * answers at start; changeable at run time through /__mock/settings `paymentVendor`.
   */
  paymentVendor: PaymentVendor;
  /** Stored bytes each account may keep (MOCK_ACCOUNT_STORAGE_MB, default ACCOUNT_STORAGE_LIMIT_BYTES). */
  accountStorageBytes: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DATA_DIR = path.join(here, '.data');
export const DEFAULT_DB_FILES: Record<MockScale, string> = {
  normal: path.join(DATA_DIR, 'db.json'),
  large: path.join(DATA_DIR, 'db-large.json'),
};

const MEBIBYTE = 1024 * 1024;

/** The events clock's fastest rate: a minute in 60 ms. */
export const MAX_CLOCK_RATE = 1000;

const numberOr = (raw: string | undefined, fallback: number, min: number, max: number): number => {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`Invalid mock setting "${raw}": expected a number in [${min}, ${max}]`);
  }
  return value;
};

/** The Vite dev server and `vite preview` on their default ports, by either loopback name. */
const DEFAULT_APP_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'];

/** A loopback origin is reachable by both names, and browsers keep them apart: allow the twin too. */
const withLoopbackTwin = (origin: string): string[] => {
  const url = new URL(origin);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [origin];
  const twin = new URL(origin);
  twin.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return [origin, twin.origin];
};

const originOf = (appUrl: string): string => {
  try {
    const url = new URL(appUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    /* answered below */
  }
  throw new Error(`Invalid mock setting MOCK_APP_URL="${appUrl}": expected an http(s) URL`);
};

/** A full date and time with its zone: a bare date or a zone-less time would read differently per machine. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** MOCK_NOW: an ISO 8601 instant on a day that exists (Date.parse takes 2026-02-30 for 2 March). */
const startAtOf = (raw: string | undefined): number | null => {
  const value = raw?.trim();
  if (!value) return null;
  const at = Date.parse(value);
  if (!ISO_INSTANT.test(value) || parseIsoDay(value) === null || !Number.isFinite(at)) {
    throw new Error(`Invalid mock setting MOCK_NOW="${value}": expected an ISO 8601 date and time with its zone, e.g. 2026-11-18T09:00:00Z`);
  }
  return at;
};

const paymentVendorOf = (raw: string | undefined): PaymentVendor => {
  const value = raw?.trim() || 'test';
  if (!isPaymentVendor(value)) throw new Error(`Invalid mock setting MOCK_PAYMENT_VENDOR="${value}": expected test, stripe or ameria`);
  return value;
};

/** Reads env, then applies overrides; the db file follows the scale unless given explicitly. */
export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<MockConfig> = {},
): MockConfig => {
  const scale: MockScale = overrides.scale ?? (env.MOCK_SCALE === 'large' ? 'large' : 'normal');
  const envDbFile = env.MOCK_DB_FILE?.trim();
  const appUrl = (overrides.appUrl ?? env.MOCK_APP_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
  return {
    port: overrides.port ?? numberOr(env.MOCK_PORT, 3001, 0, 65535),
    host: overrides.host ?? (env.MOCK_HOST?.trim() || '127.0.0.1'),
    tokenTtl: overrides.tokenTtl ?? numberOr(env.MOCK_TOKEN_TTL, 3600, 1, 365 * 24 * 3600),
    latencyMs: overrides.latencyMs ?? numberOr(env.MOCK_LATENCY_MS, 0, 0, 60_000),
    failRate: overrides.failRate ?? numberOr(env.MOCK_FAIL_RATE, 0, 0, 1),
    adminApi: overrides.adminApi ?? env.MOCK_ADMIN_API === '1',
    scale,
    dbFile: overrides.dbFile ?? (envDbFile ? path.resolve(envDbFile) : DEFAULT_DB_FILES[scale]),
    appUrl,
    appOrigins: overrides.appOrigins ?? [...new Set([...DEFAULT_APP_ORIGINS, ...withLoopbackTwin(originOf(appUrl))])],
    silent: overrides.silent ?? env.MOCK_SILENT === '1',
    // Checked against the seeded configurations once the db is loaded (app.ts).
    whitelabel: overrides.whitelabel ?? (env.MOCK_WHITELABEL?.trim() || DEFAULT_WHITELABEL),
    clockRate: overrides.clockRate ?? numberOr(env.MOCK_CLOCK_RATE, 1, 1, MAX_CLOCK_RATE),
    startAt: overrides.startAt !== undefined ? overrides.startAt : startAtOf(env.MOCK_NOW),
    paymentVendor: overrides.paymentVendor ?? paymentVendorOf(env.MOCK_PAYMENT_VENDOR),
    accountStorageBytes: overrides.accountStorageBytes ?? numberOr(env.MOCK_ACCOUNT_STORAGE_MB, ACCOUNT_STORAGE_LIMIT_BYTES / MEBIBYTE, 0, 1024 * 1024) * MEBIBYTE,
  };
};
