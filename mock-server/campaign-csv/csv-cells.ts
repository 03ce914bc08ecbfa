import {
  CAMPAIGN_CSV_LIMITS,
  CAMPAIGN_CSV_NO_END,
  CAMPAIGN_STATUS,
  CODE,
  GENDER,
  type CampaignCsvColumn,
  type CampaignRowChange,
  type CampaignStatusName,
  type ErrorCode,
} from '../../src/api/contract';
import { EXTRA_CODE } from '../codes';
import { parseIsoDay } from '../dates';
import { startsFormula } from '../http/csv';

/**
 * One uploaded line read into the change it asks for (CAMPAIGN_CSV_COLUMNS in the contract): a blank
 * cell is no change (the field is absent), a malformed one refuses the whole line with the code of
 * its kind. Nothing here knows the stored campaign: comparing with it is the engine's diff.
 */
export type GenderName = keyof typeof GENDER;

/**
 * The engine's change (CampaignRowChange) but for the status, which the file names as the status it
 * wants (a CAMPAIGN_STATUS name, or run / pause): csv-row-plan.ts turns it into run or pause against
 * the campaign's current status. start_date is never null here (a blank is no change).
 */
export type CsvLineChange = Omit<CampaignRowChange, 'status'> & { status?: CampaignStatusName | 'run' | 'pause' };

export interface CellRefusal {
  code: ErrorCode;
  field: CampaignCsvColumn;
  message: string;
}

export type ReadLine = { id: number; change: CsvLineChange } | { id: number | null; refusal: CellRefusal };

/** A cell we neutralised on the way out ('=…) reads back as the text without the quote. */
export const unneutralise = (cell: string): string => (cell.startsWith("'") && startsFormula(cell.slice(1)) ? cell.slice(1) : cell);

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;
const INTEGER = /^\d{1,6}$/;

const refusal = (field: CampaignCsvColumn, code: ErrorCode, message: string): CellRefusal => ({ field, code, message });
const notNumber = (field: CampaignCsvColumn) => refusal(field, CODE.INVALID_ARGUMENT, `${field} must be a number (a dot as decimal mark)`);
const notDate = (field: CampaignCsvColumn) => refusal(field, EXTRA_CODE.INVALID_DATE_FORMAT, `${field} must be a date as YYYY-MM-DD`);

const isStatus = (value: string): value is NonNullable<CsvLineChange['status']> => value === 'run' || value === 'pause' || Object.hasOwn(CAMPAIGN_STATUS, value);
const isGenderName = (value: string): value is GenderName => Object.hasOwn(GENDER, value);
const COUNTRY = /^[A-Za-z]{2}$/;

/** The value of one non-blank cell, or its refusal. Formula starts outside the name are malformed. */
const readCell = (field: Exclude<CampaignCsvColumn, 'id'>, raw: string): { value: unknown } | CellRefusal => {
  if (field === 'name') return { value: unneutralise(raw) };
  const cell = raw.trim();
  switch (field) {
    case 'status':
      return isStatus(cell) ? { value: cell } : refusal(field, EXTRA_CODE.STATUS_NOT_SUPPORTED, `status must be one of ${Object.keys(CAMPAIGN_STATUS).join(', ')}`);
    case 'start_date':
      return parseIsoDay(cell) !== null && /^\d{4}-\d{2}-\d{2}$/.test(cell) ? { value: cell } : notDate(field);
    case 'end_date':
      if (cell.toLowerCase() === CAMPAIGN_CSV_NO_END) return { value: null };
      return parseIsoDay(cell) !== null && /^\d{4}-\d{2}-\d{2}$/.test(cell) ? { value: cell } : notDate(field);
    case 'budget_type':
      return INTEGER.test(cell) ? { value: Number(cell) } : notNumber(field);
    case 'budget':
    case 'bid':
      return DECIMAL.test(cell) ? { value: Number(cell) } : notNumber(field);
    case 'from_age':
    case 'to_age':
      return INTEGER.test(cell) ? { value: Number(cell) } : notNumber(field);
    case 'gender':
      return isGenderName(cell) ? { value: GENDER[cell] } : refusal(field, CODE.INVALID_ARGUMENT, `gender must be one of ${Object.keys(GENDER).join(', ')}`);
    case 'country':
      return COUNTRY.test(cell) ? { value: cell.toUpperCase() } : refusal(field, CODE.INVALID_ARGUMENT, 'country must be a two-letter country code');
  }
};

/**
 * Reads one record against the header's column positions (`columns[i]` names the i-th cell, null for
 * a column we do not know, which is ignored).
 */
export const readLine = (record: readonly string[], columns: readonly (CampaignCsvColumn | null)[]): ReadLine => {
  const idAt = columns.indexOf('id');
  const rawId = (record[idAt] ?? '').trim();
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : null;
  if (id === null || id < 1) return { id: null, refusal: refusal('id', CODE.INVALID_ARGUMENT, 'id must be the campaign id') };
  const change: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) {
    const field = columns[i];
    const raw = record[i] ?? '';
    if (field === null || field === 'id' || field === undefined || raw.trim() === '') continue;
    if (raw.length > CAMPAIGN_CSV_LIMITS.maxCellChars) return { id, refusal: refusal(field, CODE.INVALID_ARGUMENT, `${field} is longer than ${CAMPAIGN_CSV_LIMITS.maxCellChars} characters`) };
    const read = readCell(field, raw);
    if ('code' in read) return { id, refusal: read };
    change[field] = read.value;
  }
  return { id, change: change as CsvLineChange };
};
