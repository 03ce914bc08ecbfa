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

/** A list that opens filtered, as the admin campaigns list does (spec 1 §3: status running, USD). */
const OPENS_FILTERED: SpecListConfig = {
  ...CONFIG,
  filters: [
    { name: 'name', kind: 'text' },
    { name: 'status', kind: 'numbers', initial: { value: [3], unset: 'all' } },
    { name: 'currency', kind: 'text', initial: { value: 'usd', unset: 'local' } },
  ],
};

describe('a list that opens filtered', () => {
  it('holds the initial filters while the address lacks them, and none for their unset word', () => {
    expect(read('', OPENS_FILTERED).filter).toEqual({ status: [3], currency: 'usd' });
    expect(read('status=all&currency=local', OPENS_FILTERED).filter).toEqual({});
    expect(read('status=4,41&currency=local&name=x', OPENS_FILTERED).filter).toEqual({ status: [4, 41], name: 'x' });
  });

  it('writes the initial value as no parameter, a cleared filter as its unset word, and reads back what it wrote', () => {
    expect(write('', { filter: { status: [3], currency: 'usd' } }, OPENS_FILTERED)).toBe('');
    const cleared = write('', { filter: {} }, OPENS_FILTERED);
    expect(cleared).toBe('status=all&currency=local');
    expect(read(cleared, OPENS_FILTERED).filter).toEqual({});
    const other = write('', { filter: { status: [41], currency: 'usd' } }, OPENS_FILTERED);
    expect(other).toBe('status=41');
    expect(read(other, OPENS_FILTERED).filter).toEqual({ status: [41], currency: 'usd' });
  });
});

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
