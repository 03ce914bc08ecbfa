import { MOCK_ADMIN_PATHS, type MailboxEntry, type MockSettings } from '../../mock-server/mock-admin-api';
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

/** Calls /v1 directly, as a script or an attacker would, to check what the server itself allows. */
export const v1 = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${MOCK_URL}${path}`, { ...rest, headers });
  return { status: response.status, body: (await response.json()) as { type: { code: number; message: string }; data: unknown } };
};
