import type { Readable } from 'node:stream';
import { AUDIENCE_FILE_MAX_BYTES, AUDIENCE_FILE_MAX_LINE_BYTES } from '../../src/api/contract';
import { isAudienceRecord } from '../../src/domain/audienceRules';
import { readCsvStream, type CsvStreamStop } from '../http/csv-stream';

/**
 * Counts an audience file's lines as it streams (spec 3 §5: GAID/IDFA records or full phone numbers),
 * through http/csv-stream.ts: never the whole file in memory, nor a whole line longer than
 * AUDIENCE_FILE_MAX_LINE_BYTES. Each record is judged as the parser pushes it and dropped, so nothing
 * piles up behind the parser either.
 *
 * Ours, where the spec is silent: one value per line (quoted or not, spaces around it ignored), blank
 * lines skipped, no header line (a header is a bad line 1), LF, CRLF or CR line ends, even mixed.
 */
export interface AudienceFileCount {
  /** Lines holding a GAID, an IDFA or a full phone number. */
  valid: number;
  bad: number;
  /** 1-based number of the first bad line, null when none is. */
  firstBadLine: number | null;
  /** More than AUDIENCE_FILE_MAX_BYTES arrived: reading stopped there, the rest was drained unread. */
  oversize: boolean;
  /** Why reading stopped before the file's end (a NUL byte, a line too long, unreadable CSV), null when it did not. */
  stop: CsvStreamStop<never> | null;
}

/** Code 2's words for a line over the bound (ours: the browser cannot tell, so it has no translation). */
export const lineTooLongMessage = (line: number): string => `Line ${line} is longer than ${AUDIENCE_FILE_MAX_LINE_BYTES} bytes: one GAID, IDFA or phone number a line.`;

/** Reads `file` (busboy's file stream) to its end and answers the count. */
export const countAudienceFile = async (file: Readable): Promise<AudienceFileCount> => {
  const count = { valid: 0, bad: 0, firstBadLine: null as number | null };
  const end = await readCsvStream<never>(file, { maxBytes: AUDIENCE_FILE_MAX_BYTES, maxLineBytes: AUDIENCE_FILE_MAX_LINE_BYTES }, (record, line) => {
    const [value = ''] = record;
    if (record.length === 1 && value.trim() === '') return 'skip';
    if (record.length === 1 && isAudienceRecord(value)) count.valid++;
    else {
      count.bad++;
      count.firstBadLine ??= line;
    }
    return 'line';
  });
  return { ...count, oversize: end.oversize, stop: end.stop };
};
