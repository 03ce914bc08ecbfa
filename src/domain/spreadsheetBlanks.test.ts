import { describe, expect, it } from 'vitest';
import { withoutLeadingBlanks } from './spreadsheetBlanks';

describe('withoutLeadingBlanks', () => {
  it('drops every leading character a spreadsheet may draw as nothing, and only those', () => {
    const blanks = '\u3164\u115F\u1160\uFFA0\u2800\u180E\u034F\u17B4\u17B5\uFE00\uFE0F\u{E0000}\u{E0041}\u{E0FFF}\u{E0100} \t\u00A0\u2003\u2028\u0085\u0000\u200B\u200E\u2066\uFEFF\u00AD';
    expect(withoutLeadingBlanks(`${blanks}=1+3`)).toBe('=1+3');
    expect(withoutLeadingBlanks(blanks)).toBe('');
  });

  it('keeps the text from its first visible character, blanks inside it included', () => {
    expect(withoutLeadingBlanks('Lagos\u3164 =1')).toBe('Lagos\u3164 =1');
    expect(withoutLeadingBlanks('\u3164Ｌagos')).toBe('Ｌagos');
    expect(withoutLeadingBlanks('')).toBe('');
  });
});
