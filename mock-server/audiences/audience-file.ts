import type { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';
import { isAudienceRecord } from '../../src/domain/audienceRules';

/**
 * Counts an audience file's lines as it streams (spec 3 §5: GAID/IDFA records or full phone numbers),
 * through csv-parse: never the whole file in memory, only the chunk on its way. Each record is judged
 * as the parser pushes it and dropped, so nothing piles up behind the parser either.
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
  bytes: number;
  /** The file reached the byte limit: reading stopped there, the rest was discarded unread. */
  oversize: boolean;
  /** A NUL byte: a binary file (a spreadsheet, an image) named .csv. */
  binary: boolean;
  /** csv-parse could not read it (a quote never closed); the line where it gave up. */
  unreadableAt: number | null;
}

const PARSER_OPTIONS: Options = {
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
  bom: true,
  record_delimiter: ['\r\n', '\n', '\r'],
};

/**
 * Reads `file` (busboy's file stream, which emits 'limit' when the file reaches the form's size
 * limit) to its end and answers the count. Backpressure: the file is paused while the parser is busy.
 */
export const countAudienceFile = (file: Readable): Promise<AudienceFileCount> =>
  new Promise((resolve) => {
    const count: AudienceFileCount = { valid: 0, bad: 0, firstBadLine: null, bytes: 0, oversize: false, binary: false, unreadableAt: null };
    // Once the file is refused (too large, binary, unreadable) the rest is only drained, not parsed.
    let parsing = true;
    let fileDone = false;
    let parserDone = false;
    const settle = (): void => {
      if (fileDone && parserDone) resolve(count);
    };
    const parser = parse(PARSER_OPTIONS);
    // Records are judged as csv-parse pushes them (synchronously, so `info.lines` is the record's own
    // line) and dropped; csv-parse's on_record would build an info object per record, which costs
    // the mock tens of MB of resident memory over a million lines.
    parser.on('data', (record: string[]) => {
      const [value = ''] = record;
      if (record.length === 1 && value.trim() === '') return;
      if (record.length === 1 && isAudienceRecord(value)) count.valid++;
      else {
        count.bad++;
        count.firstBadLine ??= parser.info.lines;
      }
    });
    const stopParsing = (): void => {
      if (!parsing) return;
      parsing = false;
      file.resume();
      parser.destroy();
      parserDone = true;
    };
    parser.on('error', (error: Error & { lines?: number }) => {
      count.unreadableAt = error.lines ?? count.firstBadLine ?? 1;
      stopParsing();
      settle();
    });
    parser.on('end', () => {
      parserDone = true;
      settle();
    });
    file.on('limit', () => {
      count.oversize = true;
      stopParsing();
    });
    file.on('data', (chunk: Buffer) => {
      count.bytes += chunk.length;
      if (!parsing) return;
      if (chunk.includes(0)) {
        count.binary = true;
        stopParsing();
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
    // A form cut off mid-file (busboy's error, a closed connection): what was read is answered.
    const abandon = (): void => {
      if (fileDone) return;
      fileDone = true;
      stopParsing();
      settle();
    };
    file.on('error', abandon);
    file.on('close', abandon);
  });
