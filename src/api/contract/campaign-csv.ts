import type { BulkFieldChange, BulkRowResult } from './campaign-bulk';
import type { ErrorCode } from './errors';

/**
 * The campaign list's CSV round trip (beyond the spec): download the list's campaigns as
 * an editable file, upload it edited for a dry run, apply every valid row of that dry run, download the
 * result per row. The paths are ours; they sit beside the list's own (/v1/campaign/list/v2).
 */
export const CAMPAIGN_CSV_PATHS = {
  /** POST {space_id, name?, status_filter?}: the file itself (text/csv), the list's filter, by name. */
  download: '/v1/campaign/csv/download',
  /** POST multipart {space_id, file}: the dry run (CampaignCsvDryRun); nothing is written. */
  dryRun: '/v1/campaign/csv/dry-run',
  /** POST {token}: every valid row of the dry run, each atomic (CampaignCsvApplied). */
  apply: '/v1/campaign/csv/apply',
  /** GET ?token=…: the applied result per row as a CSV file (formulas neutralised, like every export). */
  results: '/v1/campaign/csv/results',
} as const;

export const CAMPAIGN_CSV_FILENAME = 'campaigns-edit.csv';
export const CAMPAIGN_CSV_RESULTS_FILENAME = 'campaigns-edit-results.csv';
/** The multipart fields of the dry run. */
export const CAMPAIGN_CSV_UPLOAD_FIELD = { file: 'file', space: 'space_id' } as const;

/** Bounds of an upload, checked as it streams (refused whole beyond them, code 181 for the size, 2 for the rest). */
export const CAMPAIGN_CSV_LIMITS = {
  /** Campaign lines (the header not counted). */
  maxRows: 5000,
  /** 5,000 rows of every column at ~200 bytes is 1 MB; room for long names and quoting. */
  maxFileBytes: 4 * 1024 * 1024,
  /** A cell longer than this refuses its row (a name is at most 255 after normalising). */
  maxCellChars: 1000,
  /**
   * A line (or the lines one quoted cell spans) of more bytes refuses the file, as soon as its bytes
   * pass this, unbuffered: every column at maxCellChars of 3-byte characters still fits.
   */
  maxLineBytes: 40_000,
  /** Dry runs kept per caller: a new one beyond this drops the caller's oldest. */
  maxKeptPerCaller: 5,
  /** A dry run can be applied for this long; then it must be uploaded again. */
  tokenTtlMs: 30 * 60 * 1000,
} as const;

/**
 * The file's columns, in order. Their names are the fields of the per-row change (CampaignRowChange of
 * campaign-bulk.ts) so a column means one field on both sides:
 * - id: the campaign (required on every line; a line for another account's or an unknown id is refused)
 * - name: text, taken as typed (a leading = + - @ is kept as text; see CAMPAIGN_CSV_FORMULAS)
 * - status: the status name (CAMPAIGN_STATUS keys, e.g. running, paused), or run / pause; only a run
 *   or a pause is a change the upload can ask for (spec 1 §4 row actions): `run`/`running` ask for Run
 *   and `pause`/`paused` for Pause; any other status is the one the file was downloaded with (the
 *   system moves campaigns between those on its own), read as no change; an unknown name is 133
 * - start_date, end_date: YYYY-MM-DD, calendar days in the campaign's timezone (as the editor shows
 *   them); start_date blank for "Immediately" (it cannot be asked back: blank is no change); end_date
 *   `none` for "no end"
 * - budget_type: the budget type key (2, daily: the only one the spec has; another is 1307)
 * - budget: the daily budget, a decimal in the account's currency, a dot as decimal mark, no separator
 * - bid: the manual bid (same format); blank when the bid is automatic. A bid typed makes it manual
 * - country: the ISO code (fixed once set: another one is refused)
 * - from_age, to_age: integers; gender: all, male or female
 * A blank cell means "no change" for that field; so does a cell equal to the current value.
 */
export const CAMPAIGN_CSV_COLUMNS = [
  'id',
  'name',
  'status',
  'start_date',
  'end_date',
  'budget_type',
  'budget',
  'bid',
  'country',
  'from_age',
  'to_age',
  'gender',
] as const;
export type CampaignCsvColumn = (typeof CAMPAIGN_CSV_COLUMNS)[number];
/** The value of end_date that clears the end ("no end date"): a blank would mean "no change". */
export const CAMPAIGN_CSV_NO_END = 'none';

/**
 * Formulas both ways (our choice, documented for the user's spreadsheet):
 * - out: every text cell a spreadsheet would run (= + - @ first, or a leading tab or CR) is written with
 *   a leading `'` (the export's rule, mock-server/http/csv.ts);
 * - in: a cell starting with `'` followed by such a formula start is read as the text after the `'`
 *   (so a name we neutralised reads back unchanged); otherwise a leading `'` is part of the text. In
 *   the name, a formula start is plain text. In a number, date, status or key a formula start is a
 *   malformed cell: the row is refused with code 2 (11 for dates), never evaluated.
 */
export const CAMPAIGN_CSV_FORMULAS = 'neutralised-both-ways' as const;

/** old → new in the engine's units (BulkFieldChange): days, the status key, the gender key, the manual bid. */
export type CampaignCsvFieldChange = BulkFieldChange;

/** One line of the dry run (line: the file's line number, the header is line 1). */
export interface CampaignCsvDryRunRow {
  line: number;
  /** Null when the line's id is no number. */
  id: number | null;
  /** Valid: it would apply (with or without changes). */
  ok: boolean;
  changes: CampaignCsvFieldChange[];
  code?: ErrorCode;
  message?: string;
  /** The column the refusal is about, when one is. */
  field?: string;
  /** Applying it sends the campaign back to moderation (an approved campaign's moderated fields change). */
  sends_to_moderation?: boolean;
}

export interface CampaignCsvCounts {
  rows: number;
  /** Valid lines with at least one change. */
  changed: number;
  /** Valid lines without a change (every cell blank or equal). */
  unchanged: number;
  refused: number;
}

export interface CampaignCsvDryRun {
  /** Applies this dry run (POST apply), while it is kept (CAMPAIGN_CSV_LIMITS.tokenTtlMs). */
  token: string;
  expires_at: string;
  rows: CampaignCsvDryRunRow[];
  counts: CampaignCsvCounts;
}

export interface CampaignCsvApplyRequest {
  token: string;
}

/** One applied line: the per-row result of the bulk engine with the file's line number. */
export interface CampaignCsvAppliedRow extends BulkRowResult {
  line: number;
}

export interface CampaignCsvApplied {
  /** The same token: GET results?token= answers this as a file. */
  token: string;
  rows: CampaignCsvAppliedRow[];
  counts: { applied: number; refused: number };
}

/** Columns of the results file. */
export const CAMPAIGN_CSV_RESULT_COLUMNS = ['line', 'id', 'result', 'code', 'message', 'field', 'old', 'new'] as const;
