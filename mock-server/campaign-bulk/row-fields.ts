import { BULK_NAME_MAX, CODE, type BulkValue, type CampaignRowChange, type CampaignRowField, type CampaignStatusKey } from '../../src/api/contract';
import { dayToInstant, instantToDay } from '../../src/domain/campaignDays';
import type { Problem } from '../campaign-validation';
import { EXTRA_CODE } from '../codes';
import type { StoredCampaign } from '../db/types';
import { toNumber, type Fields } from '../http/body';
import { SCHEMA_MESSAGES } from '../schema';
import type { CampaignFields } from '../seed/campaign-defaults';

/**
 * The row change's fields (contract units, campaign-bulk.ts) ↔ the record's: the one place that knows
 * both namings. A change becomes a partial save body that the engine reads like a save's, so the save's
 * own shape and rules judge it.
 */
export type RowBody = Fields;

/** Record paths → the change field they answer for (a refusal names the field the user gave). */
const FIELD_OF_PATH: Readonly<Record<string, CampaignRowField>> = {
  name: 'name',
  campaign_start_at: 'start_date',
  campaign_end_at: 'end_date',
  budget: 'budget',
  budget_type_key: 'budget_type',
  user_cpx: 'bid',
  manual_cpx: 'bid',
  cpx: 'bid',
  country: 'country',
  'targeting.from_age': 'from_age',
  'targeting.to_age': 'to_age',
  'targeting.gender': 'gender',
};

export const fieldOfPath = (path: string): CampaignRowField | undefined => FIELD_OF_PATH[path];

/** The change's values as the answers show them: days for dates, the status key, the manual bid or null. */
export const rowValues = (fields: CampaignFields, status: CampaignStatusKey): Record<CampaignRowField, BulkValue> => {
  const offset = fields.timezone_offset_seconds;
  return {
    status,
    name: fields.name,
    start_date: instantToDay(fields.campaign_start_at, offset),
    end_date: instantToDay(fields.campaign_end_at, offset),
    budget: fields.budget,
    budget_type: fields.budget_type_key,
    bid: fields.manual_cpx ? fields.user_cpx : null,
    country: fields.country,
    from_age: fields.targeting.from_age,
    to_age: fields.targeting.to_age,
    gender: fields.targeting.gender,
  };
};

const dateRefusal = (field: 'campaign_start_at' | 'campaign_end_at'): Problem => ({ code: EXTRA_CODE.INVALID_DATE_FORMAT, field, message: SCHEMA_MESSAGES.date });

/**
 * A date cell: null clears it, a day becomes the day's first (start) or last (end) second in the
 * campaign's timezone. The same day as stored keeps the stored instant, so it is no change.
 */
const dateOf = (value: unknown, stored: string | null, offset: number, end: boolean): { instant: string | null } | null => {
  if (value === null) return { instant: null };
  if (typeof value !== 'string') return null;
  if (stored !== null && instantToDay(stored, offset) === value) return { instant: stored };
  const instant = dayToInstant(value, offset, end);
  return instant === null ? null : { instant };
};

/** A change as a partial save body of record fields, or the refusal of a value the body cannot carry. */
export const rowBody = (change: CampaignRowChange, stored: StoredCampaign): { body: RowBody } | { refusal: Problem } => {
  const body: RowBody = {};
  const offset = stored.timezone_offset_seconds;
  if (change.name !== undefined) {
    if (typeof change.name === 'string' && change.name.length > BULK_NAME_MAX) return { refusal: { code: CODE.INVALID_ARGUMENT, field: 'name', message: SCHEMA_MESSAGES.atMost(BULK_NAME_MAX) } };
    body.name = change.name;
  }
  for (const [key, path, end] of [['start_date', 'campaign_start_at', false], ['end_date', 'campaign_end_at', true]] as const) {
    if (change[key] === undefined) continue;
    const date = dateOf(change[key], stored[path], offset, end);
    if (date === null) return { refusal: dateRefusal(path) };
    body[path] = date.instant;
  }
  if (change.budget !== undefined) body.budget = change.budget;
  if (change.budget_type !== undefined) body.budget_type_key = change.budget_type;
  if (change.bid !== undefined) {
    // A bid given is a manual bid (the editor's "manual CPX" with its value).
    body.manual_cpx = true;
    body.user_cpx = toNumber(change.bid) ?? change.bid;
  }
  if (change.country !== undefined) body.country = change.country;
  const targeting: Fields = {};
  if (change.from_age !== undefined) targeting.from_age = change.from_age;
  if (change.to_age !== undefined) targeting.to_age = change.to_age;
  if (change.gender !== undefined) targeting.gender = change.gender;
  if (Object.keys(targeting).length > 0) body.targeting = { ...stored.targeting, ...targeting };
  return { body };
};
