import {
  CAMPAIGN_LIST_SORT_FIELDS,
  CAMPAIGN_STATUS_KEYS,
  CODE,
  PACING_FILTERS,
  STATUS_FILTER_ALL,
  type PacingFilter,
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
  /** Only campaigns pacing in this band (beyond the spec); null for every campaign. */
  pacing: PacingFilter | null;
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
  // The list row carries today's spend twice (daily_budget_spent and today_spent): same value.
  daily_budget_spent: 'today_spent',
};

const isSortField = (value: string): value is CampaignListSortField =>
  (CAMPAIGN_LIST_SORT_FIELDS as readonly string[]).includes(value);

const sortFieldOf = (raw: unknown): CampaignListSortField | null | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return null;
  const field = SORT_ALIASES[raw] ?? raw;
  return isSortField(field) ? field : null;
};

/** Date range: ISO dates, the end exclusive; the app's default "Last 7 days" when absent. */
const rangeOf = (from: unknown, to: unknown): { fromDay: number; toDay: number } | { code: ErrorCode } => {
  const today = todayDayNumber();
  const parse = (value: unknown, fallback: number): number | null =>
    value === undefined || value === null || value === '' ? fallback : typeof value === 'string' ? parseIsoDay(value) : null;
  const fromDay = parse(from, today - 6);
  const toDay = parse(to, today + 1);
  if (fromDay === null || toDay === null) return { code: EXTRA_CODE.INVALID_DATE_FORMAT };
  return { fromDay, toDay };
};

const rangeTooLong = ({ fromDay, toDay }: { fromDay: number; toDay: number }): boolean =>
  toDay < fromDay || toDay - fromDay > MAX_RANGE_DAYS;

/** status_filter: a list (or one value) of status codes; 50 or an empty list means every status. */
const statusesOf = (raw: unknown): { statuses: Set<number> | null } | { invalid: true } | { unsupported: true } => {
  const list = (raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw]).map(toNumber);
  if (list.some((s) => s === undefined)) return { invalid: true };
  const statuses = list.filter((s): s is number => s !== undefined);
  if (statuses.some((s) => s !== STATUS_FILTER_ALL && !(CAMPAIGN_STATUS_KEYS as readonly number[]).includes(s))) return { unsupported: true };
  return { statuses: statuses.length === 0 || statuses.includes(STATUS_FILTER_ALL) ? null : new Set(statuses) };
};

const nameOf = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toLowerCase() : '');

const STATUS_FILTER_ERROR = 'status_filter is a list of status codes';

/** The pacing filter: absent or empty for none, else one of PACING_FILTERS (undefined when neither). */
const pacingOf = (raw: unknown): PacingFilter | null | undefined => {
  if (raw === undefined || raw === null || raw === '') return null;
  return PACING_FILTERS.find((band) => band === raw);
};

export const parseListQuery = (body: Fields): ListQueryResult => {
  const spaceId = toId(body.space_id);
  if (spaceId === null) return { ok: false, code: EXTRA_CODE.JWT_SPACE_ID_MISSING };
  const range = rangeOf(body.from_date, body.to_date);
  if ('code' in range) return { ok: false, code: range.code };
  const errors: Record<string, string> = {};
  if (rangeTooLong(range)) errors.to_date = 'to_date must follow from_date, within 10 years';
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
  const statuses = statusesOf(body.status_filter);
  if ('invalid' in statuses) errors.status_filter = STATUS_FILTER_ERROR;
  const pacing = pacingOf(body.pacing);
  if (pacing === undefined) errors.pacing = `pacing is one of ${PACING_FILTERS.join(', ')}`;
  if (Object.keys(errors).length > 0) return { ok: false, code: CODE.INVALID_ARGUMENT, errors };
  if ('unsupported' in statuses) return { ok: false, code: EXTRA_CODE.STATUS_NOT_SUPPORTED };
  if ('invalid' in statuses) return { ok: false, code: CODE.INVALID_ARGUMENT };
  return {
    ok: true,
    query: {
      spaceId,
      ...range,
      page: page ?? 1,
      pageSize: pageSize ?? 10,
      name: nameOf(body.name),
      statuses: statuses.statuses,
      sortField: sortField ?? 'name',
      ascending,
      pacing: pacing ?? null,
    },
  };
};

/**
 * A checked CSV export body (CampaignExportRequest): the list's filter, without paging or sorting.
 * A null space is the whole white-label, which only an administrator may export (the route checks).
 */
export type ExportQuery = Pick<ListQuery, 'fromDay' | 'toDay' | 'name' | 'statuses'> & {
  spaceId: number | null;
  /** A space_id was sent (spaceId is null when it is no id: the route answers it as an unknown space). */
  spaceGiven: boolean;
};

export type ExportQueryResult = { ok: true; query: ExportQuery } | { ok: false; code: ErrorCode; errors?: Record<string, string> };

/** Same checks and codes as the list: 11 for a malformed date, 133 for a status; no space is allowed here. */
export const parseExportQuery = (body: Fields): ExportQueryResult => {
  const spaceGiven = body.space_id !== undefined && body.space_id !== null && body.space_id !== '';
  const spaceId = toId(body.space_id);
  const range = rangeOf(body.fromDate, body.toDate);
  if ('code' in range) return { ok: false, code: range.code };
  const errors: Record<string, string> = {};
  if (rangeTooLong(range)) errors.toDate = 'toDate must follow fromDate, within 10 years';
  const statuses = statusesOf(body.status_filter);
  if ('invalid' in statuses) errors.status_filter = STATUS_FILTER_ERROR;
  if (Object.keys(errors).length > 0) return { ok: false, code: CODE.INVALID_ARGUMENT, errors };
  if ('unsupported' in statuses) return { ok: false, code: EXTRA_CODE.STATUS_NOT_SUPPORTED };
  if ('invalid' in statuses) return { ok: false, code: CODE.INVALID_ARGUMENT };
  return { ok: true, query: { spaceId, spaceGiven, ...range, name: nameOf(body.name), statuses: statuses.statuses } };
};
