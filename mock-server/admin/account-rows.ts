import {
  ACCOUNT_TYPE,
  ADMIN_ACCOUNT_PAGE_SIZE,
  ADMIN_FILTER_TEXT_MAX,
  CAMPAIGN_STATUS,
  USER_STATUS,
  type AdminAccountRow,
} from '../../src/api/contract';
import { fromMinor } from '../../src/domain/minorUnits';
import { dayOfDateTime, parseIsoDay, todayDayNumber } from '../dates';
import type { DbState, StoredCampaign } from '../db/types';
import type { Fields } from '../http/body';
import { toNumber } from '../http/body';
import { deliveryWindow } from '../seed/metrics';
import type { WhitelabelAccounts } from './scope';

/** A checked accounts filter: days inclusive [fromDay, toDay], lower-case words, a status or null. */
export interface AccountsQuery {
  fromDay: number;
  toDay: number;
  /** The name and search texts sent (lower case): an account must match each. */
  words: string[];
  status: number | null;
  page: number;
}

export type AccountsQueryResult = { ok: true; query: AccountsQuery } | { ok: false; errors: Record<string, string> };

const ACCEPTED_STATUSES = new Set<number>(Object.values(USER_STATUS));
const MAX_RANGE_DAYS = 3700;

const textOf = (value: unknown): string | null => (value === undefined || value === null ? '' : typeof value === 'string' ? value.trim().toLowerCase() : null);

/** The listing's, the totals' and the Excel's body (AdminAccountsFilter); the default range is the last 7 days. */
export const parseAccountsQuery = (body: Fields): AccountsQueryResult => {
  const errors: Record<string, string> = {};
  const today = todayDayNumber();
  const day = (key: 'from_date' | 'to_date', fallback: number): number => {
    const raw = body[key];
    if (raw === undefined || raw === null || raw === '') return fallback;
    const parsed = typeof raw === 'string' ? parseIsoDay(raw) : null;
    if (parsed === null) errors[key] = 'An ISO date (YYYY-MM-DD)';
    return parsed ?? fallback;
  };
  const fromDay = day('from_date', today - 6);
  const toDay = day('to_date', today);
  if (toDay < fromDay || toDay - fromDay > MAX_RANGE_DAYS) errors.to_date = 'to_date must follow from_date, within 10 years';
  const texts: string[] = [];
  for (const key of ['name', 'search'] as const) {
    const value = textOf(body[key]);
    if (value === null || value.length > ADMIN_FILTER_TEXT_MAX) errors[key] = `A text of at most ${ADMIN_FILTER_TEXT_MAX} characters`;
    else if (value !== '') texts.push(value);
  }
  const rawStatus = body.status_filter_key ?? body.status;
  const status = rawStatus === undefined || rawStatus === null || rawStatus === '' || rawStatus === 0 ? null : toNumber(rawStatus);
  if (status === undefined || (status !== null && !ACCEPTED_STATUSES.has(status))) errors.status_filter_key = 'One of 1, 2 or 5';
  const page = body.page === undefined || body.page === null ? 1 : toNumber(body.page);
  if (page === undefined || !Number.isInteger(page) || page < 1 || page > 100_000) errors.page = 'page is one-based: an integer from 1';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Both name and search filter; the page sends one or the other, both must match when both come.
  return { ok: true, query: { fromDay, toDay, words: texts, status: status ?? null, page: page ?? 1 } };
};

const RUNNING = new Set<number>([CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.running_daily_budget_reached]);

/** Campaigns per space, and the running count, in one pass. */
export const campaignsBySpace = (campaigns: readonly StoredCampaign[]): Map<number, StoredCampaign[]> => {
  const bySpace = new Map<number, StoredCampaign[]>();
  for (const c of campaigns) {
    const list = bySpace.get(c.space_id);
    if (list) list.push(c);
    else bySpace.set(c.space_id, [c]);
  }
  return bySpace;
};

export const runningCount = (campaigns: readonly StoredCampaign[] | undefined): number =>
  campaigns?.reduce((n, c) => n + (RUNNING.has(c.status_key) ? 1 : 0), 0) ?? 0;

/** Whether a campaign delivered on a day of [fromDay, toDay]. */
const deliveredIn = (c: StoredCampaign, fromDay: number, toDay: number): boolean => {
  const window = deliveryWindow(c);
  return window !== null && window.first <= toDay && window.last >= fromDay;
};

/**
 * The rows of the filter, newest account first. An account is in the range when it was created in it
 * or one of its campaigns delivered in it: "Today" then lists the accounts active today, not only the
 * ones created today (the seed's accounts are all older than a year's preset would reach otherwise).
 */
export const accountRows = (state: DbState, accounts: WhitelabelAccounts, query: AccountsQuery): AdminAccountRow[] => {
  const bySpace = campaignsBySpace(state.campaigns.filter((c) => accounts.spaceIds.has(c.space_id)));
  const { words } = query;
  const rows: AdminAccountRow[] = [];
  for (const space of accounts.spaces) {
    const owner = accounts.owners.get(space.id);
    if (!owner) continue;
    if (query.status !== null && owner.status_key !== query.status) continue;
    const row = accountRow(space, owner, runningCount(bySpace.get(space.id)));
    if (words.length > 0) {
      const haystack = [row.full_name, row.company_name ?? '', row.entity_name, row.email].join('\n').toLowerCase();
      if (!words.every((w) => haystack.includes(w))) continue;
    }
    const created = dayOfDateTime(space.created_at) ?? 0;
    const inRange = (created >= query.fromDay && created <= query.toDay) || (bySpace.get(space.id) ?? []).some((c) => deliveredIn(c, query.fromDay, query.toDay));
    if (inRange) rows.push(row);
  }
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
};

export const accountRow = (
  space: { id: number; name: string; balance_minor: number; currency: AdminAccountRow['currency']; created_at: string; account_type_key: number },
  owner: { id: number; first_name: string; last_name: string; company_name: string | null; legal_entity_name: string | null; email: string; phone: string; status_key: number },
  running: number,
): AdminAccountRow => ({
  id: space.id,
  user_id: owner.id,
  full_name: `${owner.first_name} ${owner.last_name}`.trim(),
  company_name: space.account_type_key === ACCOUNT_TYPE.COMPANY ? (owner.company_name ?? space.name) : null,
  entity_name: owner.legal_entity_name ?? '',
  running_campaigns: running,
  balance: fromMinor(space.balance_minor),
  currency: space.currency,
  email: owner.email,
  phone: owner.phone,
  status: owner.status_key,
  created_at: space.created_at,
});

export const pageOf = <T>(rows: readonly T[], page: number, size = ADMIN_ACCOUNT_PAGE_SIZE) => ({
  data: rows.slice((page - 1) * size, page * size),
  total_size: rows.length,
  page_size: size,
  current_page: page,
});
