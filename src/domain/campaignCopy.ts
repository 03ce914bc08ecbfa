/**
 * What a replicated copy of a campaign is (spec 2 §4), where both the editor (the copy it opens) and
 * the server (what a copy may hold before anyone edits it) need the same answer.
 */

/** A replicated copy is named after its source with " - Copy" appended. */
export const COPY_SUFFIX = ' - Copy';

export const copyName = (name: string): string => `${name}${COPY_SUFFIX}`;

/** The calendar date (YYYY-MM-DD) an instant falls on in a timezone given as its UTC offset. */
export const dayIn = (instant: string, offsetSeconds: number): string | null => {
  const at = Date.parse(instant);
  return Number.isNaN(at) ? null : new Date(at + offsetSeconds * 1000).toISOString().slice(0, 10);
};

/**
 * A copy's date: one before today (in the campaign's timezone) is dropped (null: start Immediately,
 * no end), since a save would refuse a past date; today and later are kept.
 */
export const copyDate = (instant: string | null, offsetSeconds: number, now: number): string | null => {
  if (instant === null) return null;
  const day = dayIn(instant, offsetSeconds);
  const today = new Date(now + offsetSeconds * 1000).toISOString().slice(0, 10);
  return day !== null && day < today ? null : instant;
};

/**
 * The owner fields set by moderation (spec 2 §3 "Moderation": categories, exchanges, traffic sources,
 * chosen by the approval): a copy has not been moderated, so it starts without them and the next
 * approval chooses them afresh. The administrator's commercial settings (margin, deal, bidding…) stay.
 */
export const MODERATION_OWNER_FIELDS = ['campaign_category_keys', 'exchange_id', 'traffic_sources'] as const;

export const withoutModerationFields = <T extends Record<(typeof MODERATION_OWNER_FIELDS)[number], readonly unknown[]>>(owner: T): T => ({
  ...owner,
  campaign_category_keys: [],
  exchange_id: [],
  traffic_sources: [],
});
