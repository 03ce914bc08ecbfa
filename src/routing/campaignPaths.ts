/**
 * The campaign editor's route (spec 1 §2), optionally on one of its tabs. The core's admin panel and
 * the campaigns plugin both link to it, so it is built in one place.
 */
export const campaignEditPath = (id: number | string, tab?: string): string =>
  `/campaign/edit/${id}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`;
