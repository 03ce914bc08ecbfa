import type { ListFilterSpec, ListFilterValue, ListState, ListStateChange, SpecListConfig } from './listConfig';

/*
 * The spec's list addresses: `page` zero-based (absent on the first page), `pageSize` (absent at the
 * default), `sort` and `order` (asc/desc; absent at the defaults) and each filter under its own name.
 * react-admin's own list parameters (`filter` as JSON, one-based `page`, `perPage`) are not the spec's
 * format, which is why the kit reads and writes the address itself.
 */

const wholeNumber = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
};

const readFilter = (raw: string | null, spec: ListFilterSpec): ListFilterValue | null => {
  if (raw === null) return spec.initial?.value ?? null;
  if (raw === '' || raw === spec.initial?.unset) return null;
  if (spec.kind === 'text') return raw;
  const parts = raw.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (spec.kind === 'strings') return parts.length ? parts : null;
  const codes = parts.map(wholeNumber).filter((code): code is number => code !== null);
  return codes.length ? codes : null;
};

const writeValue = (value: unknown, spec: ListFilterSpec): string | null => {
  if (spec.kind === 'text') return typeof value === 'string' && value !== '' ? value : null;
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.map(String).join(',');
};

/** The parameter for a value: absent at the initial value, the `unset` word for none when there is one. */
const writeFilter = (value: unknown, spec: ListFilterSpec): string | null => {
  const written = writeValue(value, spec);
  if (!spec.initial) return written;
  if (written === null) return spec.initial.unset;
  return written === writeValue(spec.initial.value, spec) ? null : written;
};

/** Reads a list's state from its address, ignoring anything malformed. */
export const readListState = (search: URLSearchParams, config: SpecListConfig): ListState => {
  const pageSize = wholeNumber(search.get('pageSize'));
  const sortField = search.get('sort');
  const order = search.get('order');
  const filter: Record<string, ListFilterValue> = {};
  config.filters.forEach((spec) => {
    const value = readFilter(search.get(spec.name), spec);
    if (value !== null) filter[spec.name] = value;
  });
  return {
    page: (wholeNumber(search.get('page')) ?? 0) + 1,
    perPage: pageSize !== null && config.pageSizes.includes(pageSize) ? pageSize : config.defaultPageSize,
    sort: {
      field: sortField !== null && config.sortFields.includes(sortField) ? sortField : config.defaultSort.field,
      order: order === 'asc' ? 'ASC' : order === 'desc' ? 'DESC' : config.defaultSort.order,
    },
    filter,
  };
};

/** Writes a change into the address, keeping every other parameter (e.g. the date range). */
export const writeListState = (search: URLSearchParams, change: ListStateChange, config: SpecListConfig): URLSearchParams => {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  if (change.perPage !== undefined) set('pageSize', change.perPage === config.defaultPageSize ? null : String(change.perPage));
  if (change.sort !== undefined) {
    set('sort', change.sort.field === config.defaultSort.field ? null : change.sort.field);
    set('order', change.sort.order === config.defaultSort.order ? null : change.sort.order.toLowerCase());
  }
  if (change.filter !== undefined) {
    const values = change.filter;
    config.filters.forEach((spec) => set(spec.name, writeFilter(values[spec.name], spec)));
  }
  set('page', change.page !== undefined && change.page > 1 ? String(change.page - 1) : null);
  return next;
};
