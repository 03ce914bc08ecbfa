import {
  ALL_VISUAL_SIZES,
  BANNER_SLOTS,
  DIMENSION_ORDER_FIELDS,
  DIMENSION_PAGE_SIZES,
  GRANULARITY,
  REPORT_DEVICE_TYPE,
  REPORT_DIMENSIONS,
  REPORT_METRICS,
  type DimensionOrderField,
  type ErrorCode,
  type GranularityKey,
  type ReportDeviceTypeKey,
  type ReportDimension,
  type ReportMetric,
} from '../../src/api/contract';
import { EXTRA_CODE } from '../codes';
import { parseIsoDay } from '../dates';
import { type Fields, toId, toNumber } from '../http/body';
import type { SliceFilter } from './report-slices';

/** A checked report filter body (spec 3 §3): whole UTC days, `toDay` exclusive. */
export interface ReportQuery {
  campaignId: number;
  fromDay: number;
  toDay: number;
  filter: SliceFilter;
  granularity: GranularityKey;
  metrics: ReportMetric[] | null;
}

/**
 * A refused body: one message per field, and the catalogue code the answer carries when the spec has
 * one for the fault (11 a date that does not parse, 150 an unknown granularity; 2 otherwise).
 */
export type Checked<Q> = { ok: true; query: Q } | { ok: false; errors: Record<string, string>; code?: ErrorCode };

/** Spec 3 §8 "Report mode is not supported": a granularity the reports do not know. */
const REPORT_MODE_NOT_SUPPORTED: ErrorCode = 150;

/** Spec 3 §8: a malformed date is code 11, an unknown report mode (granularity) code 150; the date's first. */
const refusal = (errors: Record<string, string>, codes: ReadonlySet<ErrorCode>): { ok: false; errors: Record<string, string>; code?: ErrorCode } => {
  const code = ([EXTRA_CODE.INVALID_DATE_FORMAT, REPORT_MODE_NOT_SUPPORTED] as const).find((candidate) => codes.has(candidate));
  return code === undefined ? { ok: false, errors } : { ok: false, errors, code };
};

/** A year and a half of hours is plenty; an unbounded range would let one call spin the mock for seconds. */
export const MAX_REPORT_DAYS = 3700;
const DEVICE_KEYS = new Set<number>(Object.values(REPORT_DEVICE_TYPE));
const SIZE_KEYS = new Set<number>(BANNER_SLOTS.map((slot) => slot.key));

/**
 * The range of a body. An absent date is a missing field (code 2); a date that is there but does not
 * read as YYYY-MM-DD (optionally with a time) is the catalogue's "Invalid date format" (code 11).
 */
export const rangeOf = (fields: Fields, errors: Record<string, string>, codes: Set<ErrorCode>): { fromDay: number; toDay: number } => {
  const day = (key: string, shape: string): number | null => {
    const raw = fields[key];
    if (raw === undefined || raw === null || raw === '') {
      errors[key] = `${key} is required: ${shape}`;
      return null;
    }
    const parsed = typeof raw === 'string' ? parseIsoDay(raw) : null;
    if (parsed === null) {
      errors[key] = `${key} has an invalid date format: ${shape}`;
      codes.add(EXTRA_CODE.INVALID_DATE_FORMAT);
    }
    return parsed;
  };
  const fromDay = day('from_date', 'the first day, as YYYY-MM-DDT00:00:00Z');
  const lastDay = day('to_date', 'the last day, as YYYY-MM-DDT23:59:59Z');
  if (fromDay !== null && lastDay !== null && (lastDay < fromDay || lastDay - fromDay >= MAX_REPORT_DAYS)) {
    errors.to_date = `to_date must not be before from_date, within ${MAX_REPORT_DAYS} days`;
  }
  return { fromDay: fromDay ?? 0, toDay: (lastDay ?? 0) + 1 };
};

/** The slice filter of a body: device_type_key, visual_size_key (1 or absent: every size), publisher. */
export const filterOf = (fields: Fields, errors: Record<string, string>): SliceFilter => {
  const filter: SliceFilter = {};
  if (fields.device_type_key !== undefined && fields.device_type_key !== null) {
    const device = toNumber(fields.device_type_key);
    if (device === undefined || !DEVICE_KEYS.has(device)) errors.device_type_key = 'device_type_key is one of report_device_types';
    else filter.device = device as ReportDeviceTypeKey;
  }
  if (fields.visual_size_key !== undefined && fields.visual_size_key !== null) {
    const size = toNumber(fields.visual_size_key);
    if (size === undefined || (size !== ALL_VISUAL_SIZES && !SIZE_KEYS.has(size))) errors.visual_size_key = 'visual_size_key is 1 (every size) or a banner slot key';
    else if (size !== ALL_VISUAL_SIZES) filter.size = size;
  }
  if (fields.publisher !== undefined && fields.publisher !== null) {
    if (typeof fields.publisher !== 'string' || fields.publisher.length > 255) errors.publisher = 'publisher is a text of at most 255 characters';
    else if (fields.publisher.trim() !== '') filter.publisher = fields.publisher.trim().toLowerCase();
  }
  return filter;
};

const metricsOf = (raw: unknown, errors: Record<string, string>): ReportMetric[] | null => {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw) || raw.some((metric) => !(REPORT_METRICS as readonly unknown[]).includes(metric))) {
    errors.included_metrics = `included_metrics is a list of ${REPORT_METRICS.join(', ')}`;
    return null;
  }
  return raw as ReportMetric[];
};

export const parseReportBody = (fields: Fields): Checked<ReportQuery> => {
  const errors: Record<string, string> = {};
  const codes = new Set<ErrorCode>();
  const campaignId = toId(fields.id);
  if (campaignId === null) errors.id = 'id is the campaign id';
  const range = rangeOf(fields, errors, codes);
  if (fields.tz_offset_seconds !== undefined && toNumber(fields.tz_offset_seconds) !== 0) errors.tz_offset_seconds = 'tz_offset_seconds is 0: reports are in UTC';
  const filter = filterOf(fields, errors);
  let granularity: GranularityKey = GRANULARITY.day;
  if (fields.granularity_type_key !== undefined && fields.granularity_type_key !== null) {
    const key = toNumber(fields.granularity_type_key);
    if (key !== GRANULARITY.hour && key !== GRANULARITY.day) {
      errors.granularity_type_key = 'granularity_type_key is 1 (hour) or 2 (day)';
      codes.add(REPORT_MODE_NOT_SUPPORTED);
    } else granularity = key;
  }
  const metrics = metricsOf(fields.included_metrics, errors);
  if (Object.keys(errors).length > 0 || campaignId === null) return refusal(errors, codes);
  return { ok: true, query: { campaignId, ...range, filter, granularity, metrics } };
};

export interface DimensionQuery {
  campaignId: number;
  fromDay: number;
  toDay: number;
  filter: SliceFilter;
  dimension: ReportDimension;
  page: number;
  pageSize: number;
  orderField: DimensionOrderField;
  ascending: boolean;
}

/** POST /dimension (spec 3 §7): id, page (one-based), page_size (10, 15 or 25), dimension, order, dates. */
export const parseDimensionBody = (fields: Fields): Checked<DimensionQuery> => {
  const errors: Record<string, string> = {};
  const codes = new Set<ErrorCode>();
  const campaignId = toId(fields.id);
  if (campaignId === null) errors.id = 'id is the campaign id';
  const range = rangeOf(fields, errors, codes);
  const filter = filterOf(fields, errors);
  const page = fields.page === undefined ? 1 : toNumber(fields.page);
  const pageSize = fields.page_size === undefined ? 10 : toNumber(fields.page_size);
  if (page === undefined || !Number.isInteger(page) || page < 1) errors.page = 'page is one-based: an integer from 1';
  if (pageSize === undefined || !(DIMENSION_PAGE_SIZES as readonly number[]).includes(pageSize)) errors.page_size = `page_size is one of ${DIMENSION_PAGE_SIZES.join(', ')}`;
  const dimension = fields.dimension ?? 'day';
  if (!(REPORT_DIMENSIONS as readonly unknown[]).includes(dimension)) errors.dimension = `dimension is one of ${REPORT_DIMENSIONS.join(', ')}`;
  const orderField = fields.order_field ?? 'dimension';
  if (!(DIMENSION_ORDER_FIELDS as readonly unknown[]).includes(orderField)) errors.order_field = `order_field is one of ${DIMENSION_ORDER_FIELDS.join(', ')}`;
  if (Object.keys(errors).length > 0 || campaignId === null) return refusal(errors, codes);
  return {
    ok: true,
    query: {
      campaignId,
      ...range,
      filter,
      dimension: dimension as ReportDimension,
      page: page ?? 1,
      pageSize: pageSize ?? 10,
      orderField: orderField as DimensionOrderField,
      ascending: fields.order_asc === true || fields.order_asc === 'true',
    },
  };
};
