import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { CAMPAIGN_CSV_COLUMNS, CAMPAIGN_CSV_LIMITS, CAMPAIGN_CSV_UPLOAD_FIELD, type CampaignCsvColumn } from '../../src/api/contract';
import { readCsvForm } from '../http/csv-form';
import { readCsvStream, type CsvStreamStop } from '../http/csv-stream';

/**
 * The edited file of the CSV round trip, read as it streams (http/csv-stream.ts, as the audience
 * upload): the header line names the columns (any order, case and spaces ignored, unknown ones
 * skipped), every other non-blank line is kept with its line number, within CAMPAIGN_CSV_LIMITS (lines,
 * bytes, a line's bytes). Beyond a bound reading stops and the rest is drained unread: memory never
 * grows past the bounds.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvUploadProblem = 'noFile' | 'tooLarge' | 'tooManyRows' | 'lineTooLong' | 'unreadable' | 'binary' | 'noIdColumn' | 'empty' | 'form';

export interface CsvUpload {
  fields: Record<string, string>;
  columns: (CampaignCsvColumn | null)[];
  records: CsvRecord[];
  problem: CsvUploadProblem | null;
}

const FIELD_BYTES = 64;

const columnOf = (header: string): CampaignCsvColumn | null => {
  const name = header.trim().toLowerCase().replace(/\s+/g, '_');
  return (CAMPAIGN_CSV_COLUMNS as readonly string[]).includes(name) ? (name as CampaignCsvColumn) : null;
};

const PROBLEM_OF: Record<CsvStreamStop<'noIdColumn'>['reason'], CsvUploadProblem> = {
  tooLarge: 'tooLarge',
  lineTooLong: 'lineTooLong',
  binary: 'binary',
  unreadable: 'unreadable',
  tooManyLines: 'tooManyRows',
  cut: 'unreadable',
  refused: 'noIdColumn',
};

/** Reads the file: its columns and its campaign lines, or the problem that refuses it whole. */
const readRows = async (file: Readable): Promise<Omit<CsvUpload, 'fields'>> => {
  const rows: Omit<CsvUpload, 'fields'> = { columns: [], records: [], problem: null };
  let header = true;
  const end = await readCsvStream<'noIdColumn'>(
    file,
    { maxBytes: CAMPAIGN_CSV_LIMITS.maxFileBytes, maxLineBytes: CAMPAIGN_CSV_LIMITS.maxLineBytes, maxLines: CAMPAIGN_CSV_LIMITS.maxRows },
    (cells, line) => {
      if (header) {
        header = false;
        rows.columns = cells.map(columnOf);
        return rows.columns.includes('id') ? 'skip' : { refuse: 'noIdColumn' };
      }
      if (cells.every((cell) => cell.trim() === '')) return 'skip';
      rows.records.push({ line, cells });
      return 'line';
    },
  );
  // Too large wins over what stopped the reading on the way (a line too long, say): the size is
  // what the user can see, and fix, first.
  if (end.oversize) rows.problem = 'tooLarge';
  else if (end.stop) rows.problem = PROBLEM_OF[end.stop.reason];
  // What was kept of a refused file is never planned: drop it now rather than hold it.
  if (rows.problem !== null) rows.records = [];
  return rows;
};

/** The dry run's multipart body: `space_id` and `file` (CAMPAIGN_CSV_UPLOAD_FIELD). */
export const readCsvUpload = async (req: Request): Promise<CsvUpload> => {
  const form = await readCsvForm(
    req,
    { fileField: CAMPAIGN_CSV_UPLOAD_FIELD.file, maxFileBytes: CAMPAIGN_CSV_LIMITS.maxFileBytes, fields: 4, fieldBytes: FIELD_BYTES },
    () => true,
    readRows,
  );
  const rows = form.file?.read ?? { columns: [], records: [], problem: null };
  const upload: CsvUpload = { fields: form.fields, ...rows };
  if (form.problem !== null) upload.problem = 'form';
  else if (form.file === null) upload.problem = 'noFile';
  else if (upload.problem === null && upload.columns.length === 0) upload.problem = 'empty';
  return upload;
};
