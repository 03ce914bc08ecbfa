import { describe, expect, it } from 'vitest';
import type { SpecListConfig } from './listConfig';
import { readListState, writeListState } from './listQueryString';

const CONFIG: SpecListConfig = {
  resource: 'things',
  pageSizes: [5, 10, 15, 25],
  defaultPageSize: 10,
  sortFields: ['name', 'spent'],
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [
    { name: 'name', kind: 'text' },
    { name: 'status', kind: 'numbers' },
    { name: 'country', kind: 'strings' },
  ],
  fetchDebounceMs: 200,
  placeholderRows: 10,
};

const read = (query: string, config = CONFIG) => readListState(new URLSearchParams(query), config);
const write = (query: string, change: Parameters<typeof writeListState>[1], config = CONFIG) =>
  writeListState(new URLSearchParams(query), change, config).toString();

describe('a spec list address', () => {
  it('defaults to the first page, the default size and sort, no filter', () => {
    expect(read('')).toEqual({ page: 1, perPage: 10, sort: { field: 'name', order: 'ASC' }, filter: {} });
  });

  it('reads a zero-based page as react-admin\'s one-based page, an allowed size, the sort and comma-separated filters', () => {
    expect(read('page=2&pageSize=25&name=spring&status=3,41&country=NG,KE&sort=spent&order=desc')).toEqual({
      page: 3,
      perPage: 25,
      sort: { field: 'spent', order: 'DESC' },
      filter: { name: 'spring', status: [3, 41], country: ['NG', 'KE'] },
    });
  });

  it('ignores malformed values: a negative or hexadecimal page, a size or sort the list lacks, non-numeric codes', () => {
    expect(read('page=-1&pageSize=7&sort=nope&order=sideways&status=x,0x1F')).toEqual(read(''));
    expect(read('page=0x10')).toEqual(read(''));
  });

  it('takes the default order of a list that sorts descending by default', () => {
    const traffic = { ...CONFIG, defaultSort: { field: 'spent', order: 'DESC' as const } };
    expect(read('', traffic).sort).toEqual({ field: 'spent', order: 'DESC' });
    expect(read('sort=name&order=asc', traffic).sort).toEqual({ field: 'name', order: 'ASC' });
    expect(write('', { sort: { field: 'name', order: 'ASC' } }, traffic)).toBe('sort=name&order=asc');
  });

  it('restarts at the first page on any change but paging, and keeps other parameters', () => {
    const start = 'page=3&from=2026-11-15&to=2026-11-22';
    expect(write(start, { filter: { name: 'x' } })).toBe('from=2026-11-15&to=2026-11-22&name=x');
    expect(write(start, { page: 5 })).toBe('page=4&from=2026-11-15&to=2026-11-22');
    expect(write(start, { sort: { field: 'spent', order: 'DESC' } })).toBe('from=2026-11-15&to=2026-11-22&sort=spent&order=desc');
    expect(write(start, { perPage: 25 })).toBe('from=2026-11-15&to=2026-11-22&pageSize=25');
  });

  it('leaves defaults and empty filters out of the address', () => {
    expect(write('pageSize=25&sort=spent&order=desc&name=x&status=1', { perPage: 10, sort: { field: 'name', order: 'ASC' }, filter: { name: '', status: [] } })).toBe('');
  });

  it('writes what it reads', () => {
    const query = 'pageSize=5&sort=spent&order=desc&name=Lagos+Q4&status=1%2C2&country=NG';
    const state = read(query);
    expect(read(write('', { perPage: state.perPage, sort: state.sort, filter: state.filter }))).toEqual({ ...state, page: 1 });
  });
});
