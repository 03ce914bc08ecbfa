import {
  CAMPAIGN_LIST_SORT_FIELDS,
  CAMPAIGN_STATUS_KEYS,
  CODE,
  STATUS_FILTER_ALL,
  type CampaignListSortField,
  type ErrorCode,
} from '../../src/api/contract';
import { EXTRA_CODE } from '../codes';
import { parseIsoDay, todayDayNumber } from '../dates';
import { type Fields, toId, toNumber } from '../http/body';

/** A checked POST /v1/campaign/list/v2 body. */
export interface ListQuery {
  spaceId: number;
  fromDay: number;
  toDay: number;
  page: number;
  pageSize: number;
  name: string;
  /** null means every status (empty filter or 50 "all"). */
  statuses: Set<number> | null;
  sortField: CampaignListSortField;
  ascending: boolean;
}

export type ListQueryResult =
  | { ok: true; query: ListQuery }
  | { ok: false; code: ErrorCode; errors?: Record<string, string> };

export const MAX_PAGE_SIZE = 100;
const MAX_RANGE_DAYS = 3700;
/** Names the app may use for a sort column, mapped to the field they mean. */
const SORT_ALIASES: Record<string, CampaignListSortField> = {
  spend: 'spent',
  status: 'status_key',
  start: 'campaign_start_at',
  'report_data.cpa': 'cpa',
  'report_data.cvr': 'cvr',
};

const isSortField = (value: string): value is CampaignListSortField =>
  (CAMPAIGN_LIST_SORT_FIELDS as readonly string[]).includes(value);

const sortFieldOf = (raw: unknown): CampaignListSortField | null | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return null;
  const field = SORT_ALIASES[raw] ?? raw;
  return isSortField(field) ? field : null;
};

/** Date range: ISO dates, to_date exclusive; the app's default "Last 7 days" when absent. */
const rangeOf = (body: Fields): { fromDay: number; toDay: number } | { code: ErrorCode } => {
  const today = todayDayNumber();
  const parse = (value: unknown, fallback: number): number | null =>
    value === undefined || value === null || value === '' ? fallback : typeof value === 'string' ? parseIsoDay(value) : null;
  const fromDay = parse(body.from_date, today - 6);
  const toDay = parse(body.to_date, today + 1);
  if (fromDay === null || toDay === null) return { code: EXTRA_CODE.INVALID_DATE_FORMAT };
  return { fromDay, toDay };
};

export const parseListQuery = (body: Fields): ListQueryResult => {
  const spaceId = toId(body.space_id);
  if (spaceId === null) return { ok: false, code: EXTRA_CODE.JWT_SPACE_ID_MISSING };
  const range = rangeOf(body);
  if ('code' in range) return { ok: false, code: range.code };
  const errors: Record<string, string> = {};
  if (range.toDay < range.fromDay || range.toDay - range.fromDay > MAX_RANGE_DAYS) errors.to_date = 'to_date must follow from_date, within 10 years';
  const page = body.page === undefined ? 1 : toNumber(body.page);
  const pageSize = body.pageSize === undefined ? 10 : toNumber(body.pageSize);
  if (page === undefined || !Number.isInteger(page) || page < 1) errors.page = 'page is one-based: an integer from 1';
  if (pageSize === undefined || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) errors.pageSize = `pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`;
  // sort_by_field wins; order_field is read when it is absent (the spec names both).
  const bySort = sortFieldOf(body.sort_by_field);
  const byOrder = sortFieldOf(body.order_field);
  if (bySort === null || (bySort === undefined && byOrder === null)) {
    errors.sort_by_field = `Sort by one of ${CAMPAIGN_LIST_SORT_FIELDS.join(', ')}`;
  }
  const sortField = bySort ?? byOrder;
  const rawAsc = body.order_asc;
  const ascending = rawAsc === undefined || rawAsc === null ? true : rawAsc === true || rawAsc === 'true';
  const rawStatuses = body.status_filter === undefined || body.status_filter === null ? [] : body.status_filter;
  const statusList = (Array.isArray(rawStatuses) ? rawStatuses : [rawStatuses]).map(toNumber);
  if (statusList.some((s) => s === undefined)) errors.status_filter = 'status_filter is a list of status codes';
  if (Object.keys(errors).length > 0) return { ok: false, code: CODE.INVALID_ARGUMENT, errors };
  const statuses = statusList.filter((s): s is number => s !== undefined);
  if (statuses.some((s) => s !== STATUS_FILTER_ALL && !(CAMPAIGN_STATUS_KEYS as readonly number[]).includes(s))) {
    return { ok: false, code: EXTRA_CODE.STATUS_NOT_SUPPORTED };
  }
  const name = body.name;
  return {
    ok: true,
    query: {
      spaceId,
      ...range,
      page: page ?? 1,
      pageSize: pageSize ?? 10,
      name: typeof name === 'string' ? name.trim().toLowerCase() : '',
      statuses: statuses.length === 0 || statuses.includes(STATUS_FILTER_ALL) ? null : new Set(statuses),
      sortField: sortField ?? 'name',
      ascending,
    },
  };
};
