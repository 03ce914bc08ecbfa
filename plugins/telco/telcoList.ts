import { TELCO_DEFAULT_PAGE_SIZE, TELCO_PAGE_SIZES, TELCO_SHARE } from '../../src/api/contract';
import type { SpecListConfig } from '../../src/list/listConfig';
import { roundUpToCents } from '../../src/domain/money';
import { TELCO_RESOURCE } from './telcoApi';

/** Spec 3 §9: page sizes 5, 10, 15, 20 (default 10); newest month first, as the server answers. */
export const TELCO_LIST: SpecListConfig = {
  resource: TELCO_RESOURCE,
  pageSizes: TELCO_PAGE_SIZES,
  defaultPageSize: TELCO_DEFAULT_PAGE_SIZE,
  sortFields: ['dimension'],
  defaultSort: { field: 'dimension', order: 'DESC' },
  filters: [],
  fetchDebounceMs: 0,
  placeholderRows: TELCO_DEFAULT_PAGE_SIZE,
};

/** Spec 3 §9: the share shown is 15 percent of spent_usd, money rounded up to cents (spec 1 §9). */
export const telcoShare = (spentUsd: number): number => roundUpToCents(spentUsd * TELCO_SHARE);

/** 'YYYY-MM' → "November 2026" in the interface language (UTC: the month is the server's). */
export const monthLabel = (month: string, locale: string): string => {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, index - 1, 1));
  // Russian writes "ноябрь 2026 г.": a table heading reads better capitalised.
  return text.charAt(0).toUpperCase() + text.slice(1);
};
