import { USER_STATUS } from '../../src/api/contract';
import type { StoredRegistration } from '../db/types';
import { FIRST_REGISTRATION_ID, REGISTRATION_TOKENS } from './facts';

/**
 * Seeded registrations (sign-ups) and the confirmation tokens e2e tests use:
 * - 301..303 NEED_VERIFICATION (1): the "registrants in moderation" (no token yet; approval makes one).
 * - 304 APPROVED (2), token "valid-demo-registration-token-0001", expires 2099-12-31: verify-token
 *   answers its info and /complete activates it (once: npm run mock:reset restores it).
 * - 305 APPROVED (2), token "valid-demo-registration-token-0002": a spare valid token.
 * - 306 APPROVED (2), token "expired-demo-registration-token-0001", expired 2026-01-01: code 4.
 * - 307 ACTIVE (5), token "used-demo-registration-token-0001", already completed: code 162. Its email
 *   is that of a seeded account owner (the registration that produced that account).
 * Tokens match /^[a-z0-9-]{16,}$/ (see REGISTRATION_TOKEN_FORMAT); anything else is malformed: code 5.
 */
export const buildRegistrations = (completedOwner: { email: string; first_name: string; last_name: string; company_name: string | null }): StoredRegistration[] => {
  const base = {
    user_type_key: 1 as const,
    token: null,
    token_expires_at: null,
    completed_at: null,
  };
  const rows: Omit<StoredRegistration, 'id'>[] = [
    { ...base, email: 'tunde.bakare@savannah.example', first_name: 'Tunde', last_name: 'Bakare', company_name: 'Savannah Bakeries', phone: '+234 803 555 0111', country: 'NG', currency: 'NGN', status_key: USER_STATUS.NEED_VERIFICATION, created_at: '2026-05-28T08:15:00.000Z' },
    { ...base, email: 'lilit.hakobyan@apricot.example', first_name: 'Lilit', last_name: 'Hakobyan', company_name: 'Apricot Tours', phone: '+374 91 555 012', country: 'AM', currency: 'AMD', status_key: USER_STATUS.NEED_VERIFICATION, created_at: '2026-05-29T11:40:00.000Z' },
    { ...base, email: 'maria.gonzalez@example.com', first_name: 'Maria', last_name: 'Gonzalez', company_name: '', phone: '+1 202 555 0133', country: 'US', currency: 'USD', status_key: USER_STATUS.NEED_VERIFICATION, created_at: '2026-05-30T16:05:00.000Z' },
    { ...base, email: 'nora.lindqvist@northwind.example', first_name: 'Nora', last_name: 'Lindqvist', company_name: 'Northwind Outdoor', phone: '+46 70 555 0144', country: 'SE', currency: 'USD', status_key: USER_STATUS.APPROVED, token: REGISTRATION_TOKENS.valid, token_expires_at: '2099-12-31T23:59:59.000Z', created_at: '2026-05-20T09:00:00.000Z' },
    { ...base, email: 'omar.haddad@cedarline.example', first_name: 'Omar', last_name: 'Haddad', company_name: 'Cedarline Travel', phone: '+971 50 555 0155', country: 'AE', currency: 'USD', status_key: USER_STATUS.APPROVED, token: REGISTRATION_TOKENS.validSpare, token_expires_at: '2099-12-31T23:59:59.000Z', created_at: '2026-05-21T09:30:00.000Z' },
    { ...base, email: 'pieter.devries@tulip.example', first_name: 'Pieter', last_name: 'de Vries', company_name: 'Tulip Logistics', phone: '+31 6 5550 0166', country: 'NL', currency: 'USD', status_key: USER_STATUS.APPROVED, token: REGISTRATION_TOKENS.expired, token_expires_at: '2026-01-01T00:00:00.000Z', created_at: '2025-12-20T13:00:00.000Z' },
    {
      ...base,
      email: completedOwner.email,
      first_name: completedOwner.first_name,
      last_name: completedOwner.last_name,
      company_name: completedOwner.company_name ?? '',
      phone: '+1 202 555 0177',
      country: 'US',
      currency: 'USD',
      status_key: USER_STATUS.ACTIVE,
      token: REGISTRATION_TOKENS.used,
      token_expires_at: '2099-12-31T23:59:59.000Z',
      created_at: '2025-03-01T10:00:00.000Z',
      completed_at: '2025-03-02T10:00:00.000Z',
    },
  ];
  return rows.map((row, index) => ({ ...row, id: FIRST_REGISTRATION_ID + index }));
};

/** The format of the tokens the mock hands out; anything else is answered "Token is invalid". */
export const REGISTRATION_TOKEN_FORMAT = /^[a-z0-9-]{16,}$/;
