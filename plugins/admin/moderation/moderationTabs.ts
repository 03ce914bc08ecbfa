import {
  ADMIN_MODERATION_PATHS,
  MODERATION_INITIAL_TAB,
  MODERATION_PAGE_SIZE,
  MODERATION_WINDOW_DAYS,
  USER_STATUS,
  type ModerationListRequest,
} from '../../../src/api/contract';
import type { SpecListConfig } from '../../../src/list/listConfig';

/** The page's three tabs in the spec's order (spec 3 §2): campaigns, accounts, legal entities. */
export const MODERATION_TABS = ['campaigns', 'accounts', 'legal'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

/** The query-string parameter holding the tab. */
export const MODERATION_TAB_PARAM = 'tab';

/** The tab the page opens on: index 1, accounts (spec 3 §2). */
export const DEFAULT_MODERATION_TAB: ModerationTab = MODERATION_TABS[MODERATION_INITIAL_TAB];

/** A tab from the address or a filter; anything unknown is the opening tab. */
export const moderationTabOf = (value: unknown): ModerationTab =>
  (MODERATION_TABS as readonly unknown[]).includes(value) ? (value as ModerationTab) : DEFAULT_MODERATION_TAB;

export const MODERATION_LIST_PATHS: Record<ModerationTab, string> = {
  campaigns: ADMIN_MODERATION_PATHS.campaigns,
  accounts: ADMIN_MODERATION_PATHS.registrations,
  legal: ADMIN_MODERATION_PATHS.legalUsers,
};

const isoDay = (day: Date): string => day.toISOString().slice(0, 10);

/**
 * The lists' body (spec 3 §7): the page and the 7-day window ending today. The tabs' fixed status
 * filters are the server's default, so none is sent.
 */
export const moderationListBody = (page: number, now: Date): ModerationListRequest => {
  const from = new Date(now.getTime() - MODERATION_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return { date: MODERATION_WINDOW_DAYS, page, from_date: isoDay(from), to_date: isoDay(now) };
};

/**
 * One list config per tab (one resource, the tab sent as the page's own filter). No sorting or filters
 * of the list kit: the spec shows none, the server's order is the queue's (ours).
 */
export const moderationListConfig = (resource: string): SpecListConfig => ({
  resource,
  pageSizes: [MODERATION_PAGE_SIZE],
  defaultPageSize: MODERATION_PAGE_SIZE,
  sortFields: ['id'],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: [],
  fetchDebounceMs: 0,
  placeholderRows: 5,
});

/** The account verification label's key (spec 3 §4): 1 Need Verification, 2 Pending, 5 Active. */
export const accountStatusKey = (statusKey: number): string => {
  if (statusKey === USER_STATUS.NEED_VERIFICATION) return 'admin.moderation.status.needVerification';
  if (statusKey === USER_STATUS.APPROVED) return 'admin.moderation.status.pending';
  if (statusKey === USER_STATUS.ACTIVE) return 'admin.moderation.status.active';
  return 'admin.moderation.status.unknown';
};

/** The legal entity's state (ours, the mock's LegalEntityRow.status_key): 1 none, 2 named, 3 checked. */
export const legalStatusKey = (statusKey: number): string => {
  if (statusKey === 1) return 'admin.moderation.legalStatus.none';
  if (statusKey === 2) return 'admin.moderation.legalStatus.named';
  return 'admin.moderation.legalStatus.checked';
};

/** The moderation page, where both moderation screens return. */
export const MODERATION_PAGE_PATH = '/admin/moderation';
