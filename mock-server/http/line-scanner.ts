/**
 * Looks at an uploaded CSV's bytes before the parser does, for what refuses the file before a byte
 * of it is buffered: a NUL (a binary file named .csv) and a line longer than the bound. csv-parse's
 * own `max_record_size` counts a record's cell characters only, so a line of commas (empty cells)
 * passes it while the parser collects one empty string per comma: 150 MB of commas on one line
 * made V8 abort the process. Counting the bytes between line ends here bounds every line, whatever
 * it holds; the parser's bound still covers a quoted cell that spans several lines.
 */
export type LineScanProblem = 'binary' | 'lineTooLong';

export interface LineScanFinding {
  problem: LineScanProblem;
  /** The offset in the chunk of the first byte that is refused: the bytes before it may be parsed. */
  at: number;
  /** The 1-based line it is on (CR, LF and CRLF each end a line). */
  line: number;
}

const LF = 0x0a;
const CR = 0x0d;

/** The next line end at or after `from` (-1 when none): the nearer of the next LF and the next CR. */
const nearest = (a: number, b: number): number => (a === -1 ? b : b === -1 ? a : Math.min(a, b));

export interface LineScanner {
  /** The chunk's first finding, or null when the whole chunk may be parsed. Chunks come in order. */
  scan(chunk: Buffer): LineScanFinding | null;
  /** The 1-based line the scan has reached. */
  line(): number;
}

/** A scanner that keeps the length of the line in progress across chunks. */
export const createLineScanner = (maxLineBytes: number): LineScanner => {
  let lineBytes = 0;
  let line = 1;
  // A CR that ended the last chunk: an LF opening the next one belongs to the same line end.
  let afterCr = false;
  const scan = (chunk: Buffer): LineScanFinding | null => {
    const nul = chunk.indexOf(0);
    const end = nul === -1 ? chunk.length : nul;
    let pos = afterCr && chunk[0] === LF ? 1 : 0;
    afterCr = false;
    let nextLf = chunk.indexOf(LF, pos);
    let nextCr = chunk.indexOf(CR, pos);
    while (pos < end) {
      const lineEnd = nearest(nextLf, nextCr);
      const stop = lineEnd === -1 || lineEnd > end ? end : lineEnd;
      if (lineBytes + (stop - pos) > maxLineBytes) return { problem: 'lineTooLong', at: pos + (maxLineBytes - lineBytes), line };
      lineBytes += stop - pos;
      if (stop !== lineEnd) break;
      lineBytes = 0;
      line += 1;
      pos = lineEnd + 1;
      if (chunk[lineEnd] === CR) {
        if (pos === chunk.length) afterCr = true;
        else if (chunk[pos] === LF) pos += 1;
      }
      if (nextLf !== -1 && nextLf < pos) nextLf = chunk.indexOf(LF, pos);
      if (nextCr !== -1 && nextCr < pos) nextCr = chunk.indexOf(CR, pos);
    }
    return nul === -1 ? null : { problem: 'binary', at: nul, line };
  };
  return { scan, line: () => line };
};
