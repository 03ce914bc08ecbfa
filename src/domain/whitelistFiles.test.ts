import { describe, expect, it } from 'vitest';
import { WHITELIST_MAX_BYTES, WHITELIST_MAX_FILES } from '../api/contract';
import { isWhitelistCsv, whitelistFileProblem, whitelistsFull } from './whitelistFiles';

const csv = (size: number, name = 'apps.csv', type = 'text/csv') => ({ name, type, size });

describe('whitelist files (spec 2 §5: CSV, under 10485760 bytes, at most 5 files)', () => {
  it('takes a CSV by its name and a type browsers and spreadsheets give it', () => {
    for (const type of ['text/csv', 'application/vnd.ms-excel', 'TEXT/CSV', 'text/plain', '']) expect(isWhitelistCsv('Apps.CSV', type), type).toBe(true);
    expect(isWhitelistCsv('apps.txt', 'text/csv')).toBe(false);
    expect(isWhitelistCsv('apps.csv', 'image/png')).toBe(false);
    expect(isWhitelistCsv('apps.csv.png', 'text/csv')).toBe(false);
  });

  it('refuses, in the server’s order, a sixth file, another type, 10485760 bytes or more, and an empty file', () => {
    expect(whitelistFileProblem(csv(1), 0)).toBeNull();
    expect(whitelistFileProblem(csv(WHITELIST_MAX_BYTES - 1), WHITELIST_MAX_FILES - 1)).toBeNull();
    expect(whitelistFileProblem(csv(1), WHITELIST_MAX_FILES)).toBe('tooMany');
    expect(whitelistFileProblem(csv(WHITELIST_MAX_BYTES, 'apps.xlsx'), 0)).toBe('csvOnly');
    expect(whitelistFileProblem(csv(WHITELIST_MAX_BYTES), 0)).toBe('tooLarge');
    expect(whitelistFileProblem(csv(0), 0)).toBe('empty');
  });

  it('is full at 5 files', () => {
    expect([4, 5, 6].map(whitelistsFull)).toEqual([false, true, true]);
  });
});
