import {
  MODERATION_PAGE_SIZE,
  MODERATION_SEARCH_MAX,
  MODERATION_WINDOW_DAYS,
  type LegalEntityRow,
  type ModerationAccountRow,
  type ModerationCampaignRow,
} from '../../src/api/contract';
import { EXTRA_CODE } from '../codes';
import { parseIsoDay } from '../dates';
import type { DbState, StoredRegistration, StoredUser } from '../db/types';
import { toNumber, type Fields } from '../http/body';
import { accountsOfWhitelabel, campaignsOfWhitelabel, registrationWhitelabel } from './scope';

export interface ModerationQuery {
  search: string;
  page: number;
  statuses: Set<number>;
}

export type ModerationQueryResult = { ok: true; query: ModerationQuery } | { ok: false; code: typeof EXTRA_CODE.STATUS_NOT_SUPPORTED } | { ok: false; errors: Record<string, string> };

/** The lists' body (ModerationListRequest), the tab's fixed statuses as the default and the limit. */
export const parseModerationQuery = (body: Fields, fixed: readonly number[]): ModerationQueryResult => {
  const errors: Record<string, string> = {};
  const search = body.search === undefined || body.search === null ? '' : typeof body.search === 'string' ? body.search.trim().toLowerCase() : null;
  if (search === null || search.length > MODERATION_SEARCH_MAX) errors.search = `A text of at most ${MODERATION_SEARCH_MAX} characters`;
  const page = body.page === undefined || body.page === null ? 1 : toNumber(body.page);
  if (page === undefined || !Number.isInteger(page) || page < 1 || page > 100_000) errors.page = 'page is one-based: an integer from 1';
  const day = (key: string): number | null | undefined => {
    const raw = body[key];
    if (raw === undefined || raw === null || raw === '') return null;
    return typeof raw === 'string' ? (parseIsoDay(raw) ?? undefined) : undefined;
  };
  const from = day('from_date');
  const to = day('to_date');
  if (from === undefined) errors.from_date = 'An ISO date (YYYY-MM-DD)';
  if (to === undefined) errors.to_date = 'An ISO date (YYYY-MM-DD)';
  if (typeof from === 'number' && typeof to === 'number' && (to < from || to - from > MODERATION_WINDOW_DAYS)) errors.to_date = `to_date follows from_date by at most ${MODERATION_WINDOW_DAYS} days`;
  if (body.date !== undefined && body.date !== null && toNumber(body.date) === undefined) errors.date = 'A number of days';
  const raw = body.status_filter;
  const list = raw === undefined || raw === null ? [...fixed] : Array.isArray(raw) ? raw.map(toNumber) : [toNumber(raw)];
  if (list.some((s) => s === undefined) || list.length > 10) errors.status_filter = 'status_filter is a list of status codes';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const statuses = list.filter((s): s is number => s !== undefined);
  if (statuses.some((s) => !fixed.includes(s))) return { ok: false, code: EXTRA_CODE.STATUS_NOT_SUPPORTED };
  return { ok: true, query: { search: search ?? '', page: page ?? 1, statuses: new Set(statuses.length > 0 ? statuses : fixed) } };
};

const matches = (search: string, ...texts: (string | null)[]): boolean =>
  search === '' || texts.some((t) => t !== null && t.toLowerCase().includes(search));

export const moderationPage = <T>(rows: readonly T[], page: number) => ({
  data: rows.slice((page - 1) * MODERATION_PAGE_SIZE, page * MODERATION_PAGE_SIZE),
  total_size: rows.length,
  page_size: MODERATION_PAGE_SIZE,
  current_page: page,
});

/** Campaigns in moderation of the white-label's accounts, the longest waiting first. */
export const moderationCampaigns = (state: DbState, whitelabel: number, query: ModerationQuery): ModerationCampaignRow[] => {
  const accounts = accountsOfWhitelabel(state, whitelabel);
  const names = new Map(accounts.spaces.map((s) => [s.id, s.name]));
  return campaignsOfWhitelabel(state, accounts)
    .filter((c) => query.statuses.has(c.status_key) && matches(query.search, c.name, names.get(c.space_id) ?? null))
    .sort((a, b) => (a.moderation_start_at ?? a.updated_at).localeCompare(b.moderation_start_at ?? b.updated_at) || a.id - b.id)
    .map((c) => ({
      id: c.id,
      name: c.name,
      favorite: false,
      status_key: c.status_key,
      campaign_start_at: c.campaign_start_at,
      space_id: c.space_id,
      space_name: names.get(c.space_id) ?? '',
    }));
};

export const accountRowOf = (r: StoredRegistration): ModerationAccountRow => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  created_at: r.created_at,
  company_name: r.company_name,
  status_key: r.status_key,
});

/** The white-label's sign-ups in the statuses asked, the newest first. */
export const moderationAccounts = (state: DbState, whitelabel: number, query: ModerationQuery): ModerationAccountRow[] =>
  state.registrations
    .filter((r) => registrationWhitelabel(r) === whitelabel && query.statuses.has(r.status_key) && matches(query.search, `${r.first_name} ${r.last_name}`, r.email, r.company_name))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map(accountRowOf);

/**
 * The legal entity state (LegalEntityRow.status_key): 3 when a moderator saved it after the user's
 * last change (an audit entry legal_entity_changed at or after updated_at), else 2 when named, else 1.
 */
export const legalStatusOf = (state: DbState, user: StoredUser): 1 | 2 | 3 => {
  const checked = state.audit.some((e) => e.action === 'legal_entity_changed' && e.target_user_id === user.id && e.at >= user.updated_at);
  if (checked) return 3;
  return user.legal_entity_name ? 2 : 1;
};

/** The white-label's users (owners and sub-users) with their legal entity, by name. */
export const moderationLegalUsers = (state: DbState, whitelabel: number, query: ModerationQuery): LegalEntityRow[] => {
  const { spaceIds } = accountsOfWhitelabel(state, whitelabel);
  return state.users
    .filter((u) => spaceIds.has(u.space_id) && matches(query.search, `${u.first_name} ${u.last_name}`, u.email, u.legal_entity_name))
    .map((u) => ({
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      legal_entity_name: u.legal_entity_name ?? '',
      tin_number: u.tin_number ?? '',
      status_key: legalStatusOf(state, u),
    }))
    .filter((row) => query.statuses.has(row.status_key))
    .sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`) || a.id - b.id);
};

