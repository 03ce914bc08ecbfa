import type { AdminSearchResult } from './whitelabel';

/**
 * POST /v1/whitelabel/search answers `AdminSearchResult` plus the full match counts: each list is cut
 * to `ADMIN_SEARCH_LIMIT` items, while the tabs show "All (n)", "Accounts (n)", "Campaigns (n)".
 */
export interface AdminSearchTotals {
  accounts_total_size: number;
  campaigns_total_size: number;
  all_total_size: number;
}

export type AdminSearchResponse = AdminSearchResult & AdminSearchTotals;

/** Most items one search list holds (accounts, campaigns, and account-search). */
export const ADMIN_SEARCH_LIMIT = 50;

/** Body of POST /v1/whitelabel/search and POST /v1/whitelabel/account-search. */
export interface AdminSearchRequest {
  name: string;
}

export const ADMIN_SEARCH_PATH = '/v1/whitelabel/search';
export const ACCOUNT_SEARCH_PATH = '/v1/whitelabel/account-search';
export const WHITELABEL_AUDIT_PATH = '/v1/whitelabel/audit';
