import { describe, expect, it } from 'vitest';
import { parseListParams, writeListParams } from './listParams';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('campaign list query string', () => {
  it('defaults to page 0, 10 rows, all statuses, name ascending', () => {
    expect(parse('')).toEqual({ page: 0, pageSize: 10, name: '', statuses: [], sort: 'name', asc: true });
  });
  it('reads a zero-based page, an allowed page size, filters and sort', () => {
    expect(parse('page=2&pageSize=25&name=spring&status=3,41&sort=spent&order=desc')).toEqual({
      page: 2, pageSize: 25, name: 'spring', statuses: [3, 41], sort: 'spent', asc: false,
    });
  });
  it('ignores malformed values', () => {
    expect(parse('page=-1&pageSize=7&sort=nope&status=x,50')).toEqual(parse(''));
  });
  it('restarts at page 0 on any change but paging, and keeps other parameters', () => {
    const start = new URLSearchParams('page=3&from=2026-11-15&to=2026-11-22');
    expect(writeListParams(start, { name: 'x' }).toString()).toBe('from=2026-11-15&to=2026-11-22&name=x');
    expect(writeListParams(start, { page: 4 }).get('page')).toBe('4');
    expect(writeListParams(start, { sort: 'spent', asc: false }).toString()).toBe('from=2026-11-15&to=2026-11-22&sort=spent&order=desc');
  });
});
