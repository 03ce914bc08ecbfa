import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvStream, type CsvRecordVerdict, type CsvStreamBounds } from './csv-stream';
import { expectEvery } from '../../src/test/expectations';

/** The stream loop every CSV upload uses: bounds, early stops, and an answer for every file. */
const BOUNDS: CsvStreamBounds = { maxBytes: 1024 * 1024, maxLineBytes: 200 };

/** Feeds the chunks as busboy would (waiting when the reader is busy), then ends the file. */
const feed = async (file: PassThrough, chunks: readonly (string | Buffer)[]): Promise<void> => {
  for (const chunk of chunks) {
    if (!file.write(chunk)) await new Promise((resolve) => file.once('drain', resolve));
  }
  file.end();
};

/** Reads `chunks` and answers what the reader saw: the end, and every record handed to the caller. */
const read = async (chunks: readonly (string | Buffer)[], bounds: CsvStreamBounds = BOUNDS, verdict: (cells: string[], line: number) => CsvRecordVerdict<string> = () => 'line') => {
  const file = new PassThrough();
  const seen: { line: number; cells: string[] }[] = [];
  const ended = readCsvStream<string>(file, bounds, (cells, line) => {
    seen.push({ line, cells });
    return verdict(cells, line);
  });
  await feed(file, chunks);
  return { end: await ended, seen };
};

const lines = (count: number, from = 1): string => Array.from({ length: count }, (_, i) => `${from + i},campaign ${from + i},running`).join('\r\n');

describe('readCsvStream', () => {
  it('reads every record across chunk boundaries, a CRLF split between two chunks included', async () => {
    const { end, seen } = await read(['1,a\r', '\n2,', 'b\r\n3,c\n\n4,d']);
    expect(end).toEqual({ stop: null, bytes: 18, oversize: false, lines: 4 });
    expect(seen).toEqual([
      { line: 1, cells: ['1', 'a'] },
      { line: 2, cells: ['2', 'b'] },
      { line: 3, cells: ['3', 'c'] },
      { line: 5, cells: ['4', 'd'] },
    ]);
  });

  it("stops at the caller's refusal inside a large chunk, drains the rest unparsed and resolves", async () => {
    // One chunk far above the parser's 16 KiB buffer: its write asks for a 'drain', and the refusal
    // comes inside it (the dry run's "no id column" that never answered).
    const big = `name,budget\r\n${lines(6000)}\r\n`;
    expect(big.length).toBeGreaterThan(64 * 1024);
    const { end, seen } = await read([big, lines(3000, 6001)], BOUNDS, (cells) => (cells.includes('id') ? 'skip' : { refuse: 'noIdColumn' }));
    expect(end.stop).toEqual({ reason: 'refused', refusal: 'noIdColumn', line: 1 });
    expect(seen).toHaveLength(1);
    expect(end.bytes).toBe(Buffer.byteLength(big) + Buffer.byteLength(lines(3000, 6001)));
  });

  it('bounds the counted lines: the one after maxLines is refused, inside one large chunk, after a file at the bound is read whole', async () => {
    const atBound = await read([`${lines(5000)}\r\n`], { ...BOUNDS, maxLines: 5000 });
    expect([atBound.end.stop, atBound.end.lines]).toEqual([null, 5000]);
    for (const count of [5001, 5100, 6000]) {
      const { end, seen } = await read([`${lines(count)}\r\n`, `${lines(100)}\r\n`], { ...BOUNDS, maxLines: 5000 });
      expect(end.stop, `${count} lines`).toEqual({ reason: 'tooManyLines', line: 5001 });
      expect([end.lines, seen.length]).toEqual([5000, 5001]);
    }
  });

  it('skipped records do not count toward maxLines', async () => {
    const { end } = await read([`h\r\n${lines(3)}\r\n,,\r\n,,\r\n`], { ...BOUNDS, maxLines: 3 }, (cells) => (cells.every((cell) => cell === '') || cells[0] === 'h' ? 'skip' : 'line'));
    expect([end.stop, end.lines]).toEqual([null, 3]);
  });

  it('refuses a line longer than the bound as soon as its bytes pass it, with no line end at all', async () => {
    const atBound = await read(['a'.repeat(200)]);
    expect([atBound.end.stop, atBound.seen.length]).toEqual([null, 1]);
    const { end, seen } = await read(Array.from({ length: 64 }, () => 'a'.repeat(16 * 1024)));
    expect(end.stop).toEqual({ reason: 'lineTooLong', line: 1 });
    expect([seen.length, end.bytes]).toEqual([0, 64 * 16 * 1024]);
  });

  it('refuses a line of commas (empty cells, which the parser alone counts as nothing) and a line of delimiters split across chunks', async () => {
    const commas = await read(Array.from({ length: 64 }, () => ','.repeat(16 * 1024)));
    expect(commas.end.stop).toEqual({ reason: 'lineTooLong', line: 1 });
    expect(commas.seen).toHaveLength(0);
    // The lines before the long one are read: the earlier line's refusal would win.
    const third = await read([`${lines(2)}\r\n${','.repeat(150)}`, ','.repeat(150)]);
    expect(third.end.stop).toEqual({ reason: 'lineTooLong', line: 3 });
    expect(third.seen.map((record) => record.line)).toEqual([1, 2]);
  });

  it('refuses a quoted cell that spans lines beyond the bound (each line short), at the line the cell began', async () => {
    const { end, seen } = await read([`1,a\n\n2,"${'x\n'.repeat(500)}"\n3,b\n`]);
    expect(end.stop).toEqual({ reason: 'lineTooLong', line: 3 });
    expect(seen).toHaveLength(1);
  });

  it('bounds the bytes: a file of maxBytes is whole, one more byte is too large, the rest drained unparsed', async () => {
    const bounds = { ...BOUNDS, maxBytes: 30 };
    const whole = await read(['1,a\n'.repeat(7), '1\n'], bounds);
    expect([whole.end.stop, whole.end.oversize, whole.end.lines]).toEqual([null, false, 8]);
    const { end, seen } = await read(['1,a\n'.repeat(7), '1,\n', 'not,parsed\n'.repeat(10)], bounds);
    expect(end.stop?.reason).toBe('tooLarge');
    expect([end.oversize, end.bytes]).toEqual([true, 31 + 110]);
    expectEvery(seen, (record) => record.cells[0] === '1');
  });

  it('refuses a NUL byte (a binary file), but an earlier refusal in the file wins', async () => {
    const binary = await read([`${lines(3)}\r\n4,\u0000,x\r\n`]);
    expect(binary.end.stop).toEqual({ reason: 'binary', line: 4 });
    expect(binary.seen).toHaveLength(3);
    const refusedFirst = await read([`${lines(3)}\r\n4,\u0000,x\r\n`], BOUNDS, (_cells, line) => (line === 2 ? { refuse: 'line 2' } : 'line'));
    expect(refusedFirst.end.stop).toEqual({ reason: 'refused', refusal: 'line 2', line: 2 });
  });

  it('answers a quote never closed as unreadable, at the line csv-parse gave up', async () => {
    const { end } = await read(['1,a\n2,"b\n3,c\n']);
    expect(end.stop?.reason).toBe('unreadable');
    expect(end.stop?.line).toBeGreaterThanOrEqual(2);
  });

  it("drains the file before it rejects with the caller's own fault (the answer still waits for the body's end)", async () => {
    const file = new PassThrough();
    const ended = readCsvStream(file, BOUNDS, () => {
      throw new Error('a bug in the caller');
    });
    const settled = ended.catch((error: unknown) => error);
    await feed(file, [`${lines(6000)}\r\n`, `${lines(6000)}\r\n`]);
    expect(await settled).toEqual(new Error('a bug in the caller'));
    // Every byte was taken from the file before: it ended, as busboy needs for the rest of the form.
    expect(file.readableEnded).toBe(true);
  });

  it('resolves when the file fails mid-way (a form cut off), with what was parsed', async () => {
    const file = new PassThrough();
    const seen: string[][] = [];
    const ended = readCsvStream(file, BOUNDS, (cells) => {
      seen.push(cells);
      return 'line';
    });
    file.write('1,a\n2,b\n3,');
    await new Promise((resolve) => setImmediate(resolve));
    file.destroy(new Error('Unexpected end of form'));
    const end = await ended;
    expect(end.stop?.reason).toBe('cut');
    // csv-parse holds back the last few bytes of a chunk (its look-ahead for a line end): those records
    // wait for the next chunk, which never comes.
    expect(seen[0]).toEqual(['1', 'a']);
  });
});
