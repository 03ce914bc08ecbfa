import type { StoredUser } from '../db/types';

/**
 * GET /v1/campaign/max-margin?user-id=: the highest margin an administrator may set on a campaign of
 * this user (spec 2 §7; the spec shows neither the value nor how the backend derives it). One flat
 * 40 % for every user until the mock models per-account terms; the parameter is the user so that
 * change stays inside this file.
 */
export const maxMarginFor = (_user: StoredUser): number => 40;
