import type { AdminSearchResult } from '../../api/contract';
import { CORE_ACCESS, canAccessWith } from '../../auth/accessTable';
import type { MenuBadgeSource } from '../../plugins/contract';
import { useAdminSearch } from '../admin-panel/adminSearch';

type ModerationCounts = Pick<AdminSearchResult, 'campaigns_in_moderation_count' | 'registrants_in_moderation_count'>;

const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * The moderation badge: campaigns plus registrants waiting (spec 1 §2). A missing answer or a field
 * the server left out counts as none, never as NaN on screen.
 */
export const moderationBadgeCount = (counts: Partial<ModerationCounts> | null | undefined): number =>
  countOf(counts?.campaigns_in_moderation_count) + countOf(counts?.registrants_in_moderation_count);

/**
 * Read from the same empty-query search the account switcher's overview reads (one call for both).
 * The search needs SEARCH_ADMIN: without it there is no count to show, and no request.
 */
const useModerationQueueCount = (wanted: boolean, permissions: readonly string[]): number =>
  moderationBadgeCount(useAdminSearch('', wanted && canAccessWith(permissions, { resource: 'admin-search' }, CORE_ACCESS)).data);

/**
 * The counts behind the menu badges a manifest may name. Every source's hook runs on every render
 * (hooks may not be skipped) but requests its data only when a shown entry carries its badge; a
 * new source is one more line here, and the Record type makes forgetting it a compile error.
 */
export const useMenuBadgeCounts = (
  shown: ReadonlySet<MenuBadgeSource>,
  permissions: readonly string[],
): Record<MenuBadgeSource, number> => ({
  moderationQueue: useModerationQueueCount(shown.has('moderationQueue'), permissions),
});

/** The words said for a badge's count (the bare number means little out of sight). */
export const badgeTextKey = (source: MenuBadgeSource): string => `shell.menuBadges.${source}`;
