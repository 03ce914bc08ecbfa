import {
  ADMIN_CAMPAIGN_DEFAULT_PAGE_SIZE,
  ADMIN_CAMPAIGN_DEFAULT_PRESET,
  ADMIN_CAMPAIGN_MAX_RANGE_DAYS,
  ADMIN_CAMPAIGN_NAME_MAX,
  ADMIN_CAMPAIGN_ORDER_FIELDS,
  ADMIN_CAMPAIGN_PAGE_SIZES,
  ADMIN_CAMPAIGN_TYPES,
  AWARENESS_ONLY_FIGURES,
  CAMPAIGN_STATUS_KEYS,
  STATUS_FILTER_ALL,
  type AdminCampaignOrderField,
  type AdminCampaignType,
} from '../../src/api/contract';
import { EXTRA_CODE } from '../codes';
import { parseIsoDay, todayDayNumber } from '../dates';
import { toId, toNumber, type Fields } from '../http/body';

/** The filter the list, the per-day report and the export share; days inclusive. */
export interface AdminCampaignFilter {
  fromDay: number;
  toDay: number;
  name: string;
  type: AdminCampaignType;
  /** null: every status. */
  statuses: Set<number> | null;
  country: string | null;
  spaceId: number | null;
  usd: boolean;
}

export interface AdminCampaignQuery extends AdminCampaignFilter {
  orderField: AdminCampaignOrderField;
  ascending: boolean;
  page: number;
  pageSize: number;
}

export type Checked<Q> = { ok: true; query: Q } | { ok: false; code: typeof EXTRA_CODE.STATUS_NOT_SUPPORTED } | { ok: false; errors: Record<string, string> };

/** Field names of the body: the list's, or the export's (statusFilter, fromDate, toDate). */
interface Names {
  from: string;
  to: string;
  status: string;
}

const LIST_NAMES: Names = { from: 'from_date', to: 'to_date', status: 'status_filter' };
export const EXPORT_NAMES: Names = { from: 'fromDate', to: 'toDate', status: 'statusFilter' };

const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

export const readFilter = (body: Fields, names: Names = LIST_NAMES): Checked<AdminCampaignFilter> => {
  const errors: Record<string, string> = {};
  const today = todayDayNumber();
  const day = (key: string, fallback: number): number => {
    const raw = body[key];
    if (raw === undefined || raw === null || raw === '') return fallback;
    const parsed = typeof raw === 'string' ? parseIsoDay(raw) : null;
    if (parsed === null) errors[key] = 'An ISO date (YYYY-MM-DD)';
    return parsed ?? fallback;
  };
  const fromDay = day(names.from, today - (ADMIN_CAMPAIGN_DEFAULT_PRESET - 1));
  const toDay = day(names.to, today);
  if (toDay < fromDay || toDay - fromDay >= ADMIN_CAMPAIGN_MAX_RANGE_DAYS) errors[names.to] = `${names.to} follows ${names.from}, at most ${ADMIN_CAMPAIGN_MAX_RANGE_DAYS} days`;
  const rawName = body.name;
  const name = rawName === undefined || rawName === null ? '' : typeof rawName === 'string' ? rawName.trim().toLowerCase() : null;
  if (name === null || name.length > ADMIN_CAMPAIGN_NAME_MAX) errors.name = `A text of at most ${ADMIN_CAMPAIGN_NAME_MAX} characters`;
  const rawType = body.campaign_type ?? 'all';
  if (!isOneOf(ADMIN_CAMPAIGN_TYPES, rawType)) errors.campaign_type = `One of ${ADMIN_CAMPAIGN_TYPES.join(', ')}`;
  const rawCountry = body.country;
  const country = rawCountry === undefined || rawCountry === null || rawCountry === '' || rawCountry === 'all' ? null : typeof rawCountry === 'string' && /^[A-Za-z]{2}$/.test(rawCountry) ? rawCountry.toUpperCase() : undefined;
  if (country === undefined) errors.country = 'A two-letter country code';
  const rawSpace = body.space_id;
  const spaceId = rawSpace === undefined || rawSpace === null || rawSpace === '' ? null : toId(rawSpace);
  if (rawSpace !== undefined && rawSpace !== null && rawSpace !== '' && spaceId === null) errors.space_id = 'An account id';
  const rawUsd = body.currency_usd;
  if (rawUsd !== undefined && rawUsd !== null && typeof rawUsd !== 'boolean') errors.currency_usd = 'true or false';
  const rawStatus = body[names.status];
  const list = (rawStatus === undefined || rawStatus === null ? [] : Array.isArray(rawStatus) ? rawStatus : [rawStatus]).map(toNumber);
  if (list.some((s) => s === undefined) || list.length > 20) errors[names.status] = `${names.status} is a list of status codes`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const statuses = list.filter((s): s is number => s !== undefined);
  if (statuses.some((s) => s !== STATUS_FILTER_ALL && !(CAMPAIGN_STATUS_KEYS as readonly number[]).includes(s))) return { ok: false, code: EXTRA_CODE.STATUS_NOT_SUPPORTED };
  return {
    ok: true,
    query: {
      fromDay,
      toDay,
      name: name ?? '',
      type: rawType as AdminCampaignType,
      statuses: statuses.length === 0 || statuses.includes(STATUS_FILTER_ALL) ? null : new Set(statuses),
      country: country ?? null,
      spaceId,
      usd: rawUsd === true,
    },
  };
};

/** POST /v1/campaign/admin/list's body (AdminCampaignListRequest). */
export const readListQuery = (body: Fields): Checked<AdminCampaignQuery> => {
  const filter = readFilter(body);
  const errors: Record<string, string> = filter.ok || !('errors' in filter) ? {} : { ...filter.errors };
  const orderField = body.order_field ?? 'name';
  if (!isOneOf(ADMIN_CAMPAIGN_ORDER_FIELDS, orderField)) errors.order_field = `One of ${ADMIN_CAMPAIGN_ORDER_FIELDS.join(', ')}`;
  else if (filter.ok && filter.query.type === 'performance' && isOneOf(AWARENESS_ONLY_FIGURES, orderField)) errors.order_field = 'A performance list does not show this figure';
  const rawAsc = body.order_asc;
  if (rawAsc !== undefined && rawAsc !== null && typeof rawAsc !== 'boolean') errors.order_asc = 'true or false';
  const page = body.page === undefined || body.page === null ? 1 : toNumber(body.page);
  if (page === undefined || !Number.isInteger(page) || page < 1 || page > 100_000) errors.page = 'page is one-based: an integer from 1';
  const pageSize = body.pageSize === undefined || body.pageSize === null ? ADMIN_CAMPAIGN_DEFAULT_PAGE_SIZE : toNumber(body.pageSize);
  if (!isOneOf(ADMIN_CAMPAIGN_PAGE_SIZES, pageSize)) errors.pageSize = `One of ${ADMIN_CAMPAIGN_PAGE_SIZES.join(', ')}`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!filter.ok) return filter;
  return {
    ok: true,
    query: {
      ...filter.query,
      orderField: orderField as AdminCampaignOrderField,
      ascending: rawAsc !== false,
      page: page ?? 1,
      pageSize: pageSize ?? ADMIN_CAMPAIGN_DEFAULT_PAGE_SIZE,
    },
  };
};
