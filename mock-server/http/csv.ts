/**
 * CSV writing (RFC 4180) that is safe to open in a spreadsheet.
 *
 * - Text cells that begin with `=`, `+`, `-`, `@`, a tab or a carriage return get a leading `'`, so a
 *   spreadsheet shows them as text instead of running them as a formula (CSV/formula injection).
 *   Numbers are written from numbers and left alone: `-3` is a value, not a formula.
 * - A field holding a comma, a double quote, CR or LF is wrapped in double quotes, inner quotes doubled.
 * - Every line, the last one included, ends with CRLF.
 */

/** A number written with a fixed count of decimals (money, ratios). */
export interface FixedNumber {
  readonly fixed: number;
  readonly decimals: number;
}

/** null and undefined are written as empty fields; non-finite numbers too. */
export type CsvCell = string | number | FixedNumber | null | undefined;

export const fixed = (value: number, decimals = 2): FixedNumber => ({ fixed: value, decimals });

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Text as a spreadsheet should see it: a would-be formula is turned into text. */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** RFC 4180 quoting: only fields that need it are quoted. */
export const quoteField = (field: string): string => (NEEDS_QUOTES.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

const numberText = (value: number, decimals?: number): string => {
  if (!Number.isFinite(value)) return '';
  return decimals === undefined ? String(value) : value.toFixed(decimals);
};

export const csvField = (cell: CsvCell): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return numberText(cell);
  if (typeof cell === 'object') return numberText(cell.fixed, cell.decimals);
  return quoteField(neutraliseFormula(cell));
};

export const CRLF = '\r\n';
/** Lets Excel read the file as UTF-8 (names carry non-ASCII letters and dashes); decoders drop it. */
export const UTF8_BOM = '\uFEFF';

export const csvLine = (cells: readonly CsvCell[]): string => cells.map(csvField).join(',') + CRLF;

/** The whole document: the header line, then one line per row. */
export const toCsv = (header: readonly string[], rows: Iterable<readonly CsvCell[]>, options: { bom?: boolean } = {}): string => {
  const lines = [options.bom ? UTF8_BOM : '', csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return lines.join('');
};
