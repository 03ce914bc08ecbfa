import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { CAMPAIGN_CSV_COLUMNS, CAMPAIGN_CSV_LIMITS, CAMPAIGN_CSV_UPLOAD_FIELD, type CampaignCsvColumn } from '../../src/api/contract';
import { parseMultipartForm } from '../http/multipart';

/**
 * The edited file of the CSV round trip, read as it streams (busboy → csv-parse, like the audience
 * upload): the header line names the columns (any order, case and spaces ignored, unknown ones
 * skipped), every other non-blank line is kept with its line number, up to CAMPAIGN_CSV_LIMITS.maxRows.
 * Beyond the row or byte limit reading stops and the rest is drained unread: memory never grows past
 * the limits.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvUploadProblem = 'noFile' | 'tooLarge' | 'tooManyRows' | 'unreadable' | 'binary' | 'noIdColumn' | 'empty' | 'form';

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

/** Reads one file stream to its end; resolves with what was kept and the first problem. */
const readCsvStream = (file: Readable, into: CsvUpload): Promise<void> =>
  new Promise((resolve) => {
    let parsing = true;
    let fileDone = false;
    let parserDone = false;
    let header = true;
    const settle = (): void => {
      if (fileDone && parserDone) resolve();
    };
    const parser = parse({ relax_quotes: true, relax_column_count: true, skip_empty_lines: true, bom: true, record_delimiter: ['\r\n', '\n', '\r'], max_record_size: CAMPAIGN_CSV_LIMITS.maxCellChars * 40 });
    const stop = (problem: CsvUploadProblem): void => {
      into.problem ??= problem;
      if (!parsing) return;
      parsing = false;
      file.resume();
      parser.destroy();
      parserDone = true;
      settle();
    };
    parser.on('data', (cells: string[]) => {
      if (!parsing) return;
      if (header) {
        header = false;
        into.columns = cells.map(columnOf);
        if (!into.columns.includes('id')) stop('noIdColumn');
        return;
      }
      if (cells.every((cell) => cell.trim() === '')) return;
      if (into.records.length >= CAMPAIGN_CSV_LIMITS.maxRows) {
        stop('tooManyRows');
        return;
      }
      into.records.push({ line: parser.info.lines, cells });
    });
    parser.on('error', () => stop('unreadable'));
    parser.on('end', () => {
      parserDone = true;
      settle();
    });
    // Too large wins over what the parser met on the way (a record beyond max_record_size, say).
    file.on('limit', () => {
      into.problem = 'tooLarge';
      stop('tooLarge');
    });
    file.on('data', (chunk: Buffer) => {
      if (!parsing) return;
      if (chunk.includes(0)) {
        stop('binary');
        return;
      }
      if (!parser.write(chunk)) {
        file.pause();
        parser.once('drain', () => file.resume());
      }
    });
    file.on('end', () => {
      fileDone = true;
      if (parsing) parser.end();
      settle();
    });
    const abandon = (): void => {
      if (fileDone) return;
      fileDone = true;
      stop('unreadable');
      settle();
    };
    file.on('error', abandon);
    file.on('close', abandon);
  });

/** The dry run's multipart body: `space_id` and `file` (CAMPAIGN_CSV_UPLOAD_FIELD). */
export const readCsvUpload = (req: Request): Promise<CsvUpload> =>
  new Promise((resolve) => {
    const upload: CsvUpload = { fields: {}, columns: [], records: [], problem: null };
    let gotFile = false;
    let reading: Promise<void> = Promise.resolve();
    parseMultipartForm(
      req,
      {
        fileField: CAMPAIGN_CSV_UPLOAD_FIELD.file,
        // 'limit' comes once the file reaches maxFileBytes + 1: a file of exactly the limit is kept.
        limits: { fileSize: CAMPAIGN_CSV_LIMITS.maxFileBytes + 1, files: 1, fields: 4, parts: 6, fieldSize: FIELD_BYTES, fieldNameSize: 100 },
      },
      (stream) => {
        gotFile = true;
        reading = readCsvStream(stream, upload);
      },
      (fields, problem) =>
        void reading.then(() => {
          upload.fields = fields;
          if (problem !== null) upload.problem = 'form';
          else if (!gotFile) upload.problem = 'noFile';
          else if (upload.problem === null && upload.columns.length === 0) upload.problem = 'empty';
          resolve(upload);
        }),
    );
  });
