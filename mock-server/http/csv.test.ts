import { describe, expect, it } from 'vitest';
import { csvField, csvLine, fixed, toCsv, UTF8_BOM } from './csv';

describe('formula neutralisation', () => {
  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tindent', "'\tindent"],
    // A leading CR is neutralised, then quoted because the field holds a CR.
    ['\r=1', `"'\r=1"`],
  ])('prefixes %j with a quote mark', (text, written) => {
    expect(csvField(text)).toBe(written);
  });

  it.each([
    ['a leading NUL', '\u0000=HYPERLINK("x")'],
    ['a zero-width space', '\u200B=1+1'],
    ['a zero-width joiner', '\u200D@SUM(A1)'],
    ['a byte order mark', '\uFEFF+1'],
    ['a word joiner', '\u2060-1+1'],
    ['a soft hyphen', '\u00AD=1'],
    ['leading spaces', '  =1+1'],
    ['a no-break space', '\u00A0=1'],
    ['an ideographic space', '\u3000=1'],
    ['a line feed', '\n=1'],
    ['a vertical tab', '\u000B=1'],
    ['a full-width equals sign', '＝HYPERLINK("x")'],
    ['a full-width plus sign', '＋1'],
    ['a full-width hyphen-minus', '－1+1'],
    ['a full-width commercial at', '＠SUM(A1)'],
    ['a small equals sign', '\uFE66cmd'],
    ['a small plus sign', '\uFE62cmd'],
    ['a zero-width space before a full-width equals sign', '\u200B＝1'],
  ])('neutralises a formula behind %s', (_what, text) => {
    const written = csvField(text);
    const unquoted = written.startsWith('"') ? written.slice(1, -1).replace(/""/g, '"') : written;
    expect(unquoted).toBe(`'${text}`);
  });

  // Characters a spreadsheet may draw as nothing (src/domain/safeText.ts `withoutLeadingBlanks`), each before `=1+3`.
  it.each([
    ['U+3164 HANGUL FILLER', '\u3164'],
    ['U+115F HANGUL CHOSEONG FILLER', '\u115F'],
    ['U+1160 HANGUL JUNGSEONG FILLER', '\u1160'],
    ['U+FFA0 HALFWIDTH HANGUL FILLER', '\uFFA0'],
    ['U+2800 BRAILLE PATTERN BLANK', '\u2800'],
    ['U+180E MONGOLIAN VOWEL SEPARATOR', '\u180E'],
    ['U+034F COMBINING GRAPHEME JOINER', '\u034F'],
    ['U+17B4 KHMER VOWEL INHERENT AQ', '\u17B4'],
    ['U+17B5 KHMER VOWEL INHERENT AA', '\u17B5'],
    ['U+FE00 VARIATION SELECTOR-1', '\uFE00'],
    ['U+FE0F VARIATION SELECTOR-16', '\uFE0F'],
    ['U+E0000 (tag block, unassigned)', '\u{E0000}'],
    ['U+E0041 TAG LATIN CAPITAL LETTER A', '\u{E0041}'],
    ['U+E0FFF (end of the tag block)', '\u{E0FFF}'],
    ['U+0085 NEXT LINE (White_Space, Cc)', '\u0085'],
    ['U+1680 OGHAM SPACE MARK (White_Space)', '\u1680'],
    ['U+2003 EM SPACE (White_Space)', '\u2003'],
    ['U+2028 LINE SEPARATOR (White_Space)', '\u2028'],
    ['U+200E LEFT-TO-RIGHT MARK (Cf)', '\u200E'],
    ['U+2066 LEFT-TO-RIGHT ISOLATE (Cf)', '\u2066'],
    ['U+0001 START OF HEADING (Cc)', '\u0001'],
    ['several of them', '\u3164\u2800\uFE0F\u{E0041}\u115F'],
  ])('neutralises a formula behind %s', (_what, prefix) => {
    const text = `${prefix}=1+3`;
    expect(csvField(text)).toBe(`'${text}`);
    // The same blank before ordinary text is left alone: only a formula start is neutralised.
    expect(csvField(`${prefix}Lagos`)).toBe(`${prefix}Lagos`);
  });

  it('leaves other text alone, including those characters later in the text', () => {
    expect(csvField('\u200BLagos')).toBe('\u200BLagos');
    expect(csvField('Ｌagos ＝ 1')).toBe('Ｌagos ＝ 1');
    expect(csvField('\u0000')).toBe('\u0000');
    expect(csvField('Spring Sale — Lagos')).toBe('Spring Sale — Lagos');
    expect(csvField('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvField('')).toBe('');
  });

  it('writes numbers from numbers, negative ones included, unprefixed', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(1234)).toBe('1234');
    expect(csvField(fixed(-0.5))).toBe('-0.50');
    expect(csvField(fixed(12.345, 2))).toBe('12.35');
    expect(csvField(fixed(7))).toBe('7.00');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('RFC 4180 quoting', () => {
  it('quotes fields with a comma, a semicolon, a double quote, CR or LF, doubling inner quotes', () => {
    expect(csvField('Lagos, Abuja')).toBe('"Lagos, Abuja"');
    // The separator where a comma is the decimal mark: quoted too, so either reading keeps one field.
    expect(csvField('Lagos; Abuja')).toBe('"Lagos; Abuja"');
    expect(csvField('1,5;2')).toBe('"1,5;2"');
    expect(csvField('the "best" sale')).toBe('"the ""best"" sale"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField('plain text')).toBe('plain text');
  });

  it('ends every line with CRLF, the last one too', () => {
    expect(csvLine(['a', 1, null, fixed(2)])).toBe('a,1,,2.00\r\n');
    const document = toCsv(['Name', 'Spent'], [['x', fixed(1)], ['y, z', fixed(2.5)]]);
    expect(document).toBe('Name,Spent\r\nx,1.00\r\n"y, z",2.50\r\n');
    expect(document.split('\r\n')).toHaveLength(4);
  });

  it('starts with a UTF-8 byte order mark only when asked', () => {
    expect(toCsv(['A'], [], { bom: true })).toBe(`${UTF8_BOM}A\r\n`);
    expect(toCsv(['A'], [])).toBe('A\r\n');
  });

  // How fast is the bench's to measure (the whole-white-label export), not a timed assertion here.
  it('writes 10,000 rows of 15 fields, a line each', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [
      `Campaign ${i}, "quoted"`, 'Running', i * 10, fixed(1.2345), i, fixed(0.1), fixed(1), 3, fixed(2), fixed(3), fixed(i / 7), fixed(1), fixed(50), 'USD', '2026-06-01',
    ]);
    const document = toCsv(['h'], rows);
    expect(document.split('\r\n')).toHaveLength(10_002);
  });
});
