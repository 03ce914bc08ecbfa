import { MOCK_ADMIN_PATHS, type MailboxEntry, type MockClockReading, type MockSettings } from '../../mock-server/mock-admin-api';
import { todayIso } from '../../src/domain/dateRange';
import { MOCK_URL } from './env';

const call = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${MOCK_URL}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body = (await response.json()) as { data?: T };
  return (body.data ?? body) as T;
};

/** The mock's test-only API (MOCK_ADMIN_API=1): fault switches, token lifetime, mailbox, reset. */
export const mockAdmin = {
  settings: (patch: Partial<MockSettings>) =>
    call<Required<MockSettings>>(MOCK_ADMIN_PATHS.settings, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(patch),
    }),
  reset: () => call<unknown>(MOCK_ADMIN_PATHS.reset, { method: 'POST' }),
  /** Who sets up a new card (GET /v1/payment-method/add): `test` (the default), `stripe` or `ameria`. */
  paymentVendor: (paymentVendor: NonNullable<MockSettings['paymentVendor']>) => mockAdmin.settings({ paymentVendor }),
  /** Forgets the sign-in back-off and the reset-email and sign-up limits. */
  clearThrottles: () => call<unknown>(MOCK_ADMIN_PATHS.throttles, { method: 'POST' }),
  mailbox: (to: string) =>
    call<MailboxEntry[]>(`${MOCK_ADMIN_PATHS.mailbox}?to=${encodeURIComponent(to)}`),
};

/**
 * The mock's current time, ms since the epoch (GET /__mock/clock): the run pins it (MOCK_NOW in
 * scripts/e2e.mjs) and every browser context starts there, so an expected date or range is computed
 * from it, never from this process's own clock. `mockUrl`: another mock than this slot's (nginx's).
 */
export const mockNow = async (mockUrl: string = MOCK_URL): Promise<number> => {
  const response = await fetch(`${mockUrl}${MOCK_ADMIN_PATHS.clock}`);
  if (!response.ok) throw new Error(`${MOCK_ADMIN_PATHS.clock} answered ${response.status}`);
  const { data } = (await response.json()) as { data: MockClockReading };
  return Date.parse(data.now);
};

/** The mock's today (YYYY-MM-DD, UTC), what the app's date ranges end on. */
export const mockToday = async (mockUrl: string = MOCK_URL): Promise<string> => todayIso(new Date(await mockNow(mockUrl)));

/** Calls /v1 directly, as a script or an attacker would, to check what the server itself allows. */
export const v1 = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${MOCK_URL}${path}`, { ...rest, headers });
  return { status: response.status, body: (await response.json()) as { type: { code: number; message: string }; data: unknown } };
};
