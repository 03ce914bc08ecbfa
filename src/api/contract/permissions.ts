/** Permission strings of spec 1 §6; the server sends a list of these after login. */
export const PAGE_PERMISSIONS = [
  'PAGE_PROFILE',
  'PAGE_TELCO',
  'PAGE_AUDIENCE',
  'PAGE_EVENTS',
  'PAGE_TRANSACTIONS',
  'PAGE_REPORTS',
  'PAGE_BILLING',
  'PAGE_TRAFFIC',
  'PAGE_SETTINGS',
] as const;

export const REPORT_PERMISSIONS = ['REPORT_IMPRESSIONS', 'REPORT_CLICKS', 'REPORT_CONVERSIONS', 'REPORT_SPEND'] as const;

export const CAMPAIGN_PERMISSIONS = [
  'CAMPAIGN_EDIT',
  'CAMPAIGN_ADMINISTRATION',
  'CAMPAIGN_SETUP',
  'CAMPAIGN_TARGETING',
  'CAMPAIGN_CREATIVES',
  'CAMPAIGN_MORE_SETTINGS',
  'CAMPAIGN_CHANGE_LOG',
] as const;

export const ADMIN_PERMISSIONS = ['SEARCH_ADMIN', 'ROUTE_ADMINISTRATION'] as const;

export const ALL_PERMISSIONS = [
  ...PAGE_PERMISSIONS,
  ...REPORT_PERMISSIONS,
  ...CAMPAIGN_PERMISSIONS,
  ...ADMIN_PERMISSIONS,
] as const;

export type Permission = (typeof ALL_PERMISSIONS)[number];

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && (ALL_PERMISSIONS as readonly string[]).includes(value);
