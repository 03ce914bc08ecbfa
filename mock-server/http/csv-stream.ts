import type { Readable } from 'node:stream';
import { parse, type Parser } from 'csv-parse';
import { createLineScanner } from './line-scanner';

/**
 * Reads an uploaded CSV file as it streams (busboy's file stream → csv-parse), the one loop every
 * CSV upload uses (the campaign CSV dry run, the audience file). Memory holds one chunk and one
 * line at most, whatever the file: its bytes, its lines and each line's length are bounded while it
 * streams, and the caller may refuse it at any record. After a stop the rest of the file is drained
 * unparsed (only counted, so a file over the byte bound is still known to be), so the request's
 * answer is never cut off by an unread body. It always settles once the file is over, whatever the
 * file or the form does (a parser error, a form cut off mid-file; it rejects only with the caller's
 * own fault), and never waits for a 'drain' a stopped parser would never send: the parser is never
 * destroyed while a write is on its way, and a wait for 'drain' also ends at the parser's 'close'.
 */
export interface CsvStreamBounds {
  /** A file of more bytes is refused (`tooLarge`). */
  maxBytes: number;
  /**
   * A line of more bytes is refused (`lineTooLong`) as soon as its bytes pass the bound, before they
   * reach the parser; so is a record (the lines a quoted cell spans) of more cell bytes.
   */
  maxLineBytes: number;
  /** At most this many lines the caller counts (`'line'`); the next one is refused (`tooManyLines`). */
  maxLines?: number;
}

/** What the caller makes of a record: a counted line, a record that does not count (a header, a blank line), or a refusal. */
export type CsvRecordVerdict<R> = 'line' | 'skip' | { refuse: R };

export type CsvStreamStop<R> =
  | { reason: 'tooLarge' | 'lineTooLong' | 'binary' | 'unreadable' | 'tooManyLines' | 'cut'; line: number }
  | { reason: 'refused'; refusal: R; line: number };

export interface CsvStreamEnd<R> {
  /** The first reason (in the file's order) reading stopped before the file's end; null when every record was read. */
  stop: CsvStreamStop<R> | null;
  /** The bytes that arrived, those drained after a stop included. */
  bytes: number;
  /** More than `maxBytes` arrived: the file is too large, whatever else stopped its reading first. */
  oversize: boolean;
  /** Lines the caller counted. */
  lines: number;
}

/** Sloppy files are read as spreadsheets write them: stray quotes, ragged lines, any line end, a BOM. */
const parserFor = (maxLineBytes: number): Parser =>
  parse({ relax_quotes: true, relax_column_count: true, skip_empty_lines: true, bom: true, record_delimiter: ['\r\n', '\n', '\r'], max_record_size: maxLineBytes });

/** Writes a chunk; resolves once the parser takes more (its 'drain'), or at once when it ended or needs no wait. */
const written = (parser: Parser, chunk: Buffer): Promise<void> | null => {
  if (parser.write(chunk) || parser.destroyed) return null;
  return new Promise((resolve) => {
    const done = (): void => {
      parser.off('drain', done);
      parser.off('close', done);
      resolve();
    };
    parser.on('drain', done);
    parser.on('close', done);
  });
};

/** Ends the parser (its last record is pushed then) and waits until it is over, by 'end' or by an error's 'close'. */
const ended = (parser: Parser): Promise<void> =>
  new Promise((resolve) => {
    if (parser.destroyed) {
      resolve();
      return;
    }
    parser.once('end', () => resolve());
    parser.once('close', () => resolve());
    parser.end();
  });

export const readCsvStream = async <R>(
  file: Readable,
  bounds: CsvStreamBounds,
  onRecord: (cells: string[], line: number) => CsvRecordVerdict<R>,
): Promise<CsvStreamEnd<R>> => {
  const end: CsvStreamEnd<R> = { stop: null, bytes: 0, oversize: false, lines: 0 };
  const stopWith = (stop: CsvStreamStop<R>): void => {
    end.stop ??= stop;
  };
  const parser = parserFor(bounds.maxLineBytes);
  const scanner = createLineScanner(bounds.maxLineBytes);
  // Where the last record ended, to tell where a record the parser gave up on began (a quoted cell
  // that spans lines is refused at a later line than its own).
  let lastRecord = { line: 0, emptyLines: 0 };
  // A caller's fault while judging a record: the file is still drained (the answer must wait for the
  // body's end), then the fault is thrown.
  const fault: { failed: boolean; error?: unknown } = { failed: false };
  // Records come synchronously, inside the write that parses them, so `info.lines` is the record's
  // own line. A stop only sets `end.stop`: the parser is left alone until the write returns.
  parser.on('data', (cells: string[]) => {
    const line = parser.info.lines;
    lastRecord = { line, emptyLines: parser.info.empty_lines };
    if (end.stop) return;
    let verdict: CsvRecordVerdict<R>;
    try {
      verdict = onRecord(cells, line);
    } catch (error) {
      [fault.failed, fault.error] = [true, error];
      stopWith({ reason: 'cut', line });
      return;
    }
    if (verdict === 'skip') return;
    if (verdict !== 'line') stopWith({ reason: 'refused', refusal: verdict.refuse, line });
    else if (bounds.maxLines !== undefined && end.lines >= bounds.maxLines) stopWith({ reason: 'tooManyLines', line });
    else end.lines += 1;
  });
  const parserFailed = (error: Error & { code?: string; lines?: number; empty_lines?: number }): void => {
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      // The record began on the line after the last one, past the blank lines skipped in between.
      stopWith({ reason: 'lineTooLong', line: lastRecord.line + 1 + (error.empty_lines ?? lastRecord.emptyLines) - lastRecord.emptyLines });
      return;
    }
    stopWith({ reason: 'unreadable', line: typeof error.lines === 'number' ? error.lines : scanner.line() });
  };
  parser.on('error', parserFailed);
  // A parser error destroys the parser inside the write; its 'error' event comes a tick later.
  const checkParser = (): void => {
    if (parser.errored) parserFailed(parser.errored);
  };
  const chunks = file[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<unknown>;
    try {
      next = await chunks.next();
    } catch {
      // The form was cut off mid-file (busboy's error, a closed connection): what was read is answered.
      stopWith({ reason: 'cut', line: scanner.line() });
      break;
    }
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as string);
    const room = bounds.maxBytes - end.bytes;
    end.bytes += chunk.length;
    if (end.stop) continue;
    // The bytes before what refuses the file are parsed first, so a refusal earlier in the file wins.
    let parsed = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk;
    const finding = scanner.scan(parsed);
    let cut: CsvStreamStop<R> | null = chunk.length > room ? { reason: 'tooLarge', line: scanner.line() } : null;
    if (finding) {
      parsed = parsed.subarray(0, finding.at);
      cut = { reason: finding.problem, line: finding.line };
    }
    if (parsed.length > 0 && !parser.destroyed) await written(parser, parsed);
    checkParser();
    if (cut) stopWith(cut);
  }
  if (!end.stop) await ended(parser);
  checkParser();
  parser.destroy();
  if (fault.failed) throw fault.error;
  end.oversize = end.bytes > bounds.maxBytes;
  return end;
};
