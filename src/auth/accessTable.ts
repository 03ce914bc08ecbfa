import type { Permission } from '../api/contract';

/**
 * The permission table of spec 1 §6 and spec 3 §2 as data: for each resource (a react-admin resource
 * or a route/area key) and action, the permissions of which ANY grants access. An empty list means
 * any signed-in user; an action missing from a resource falls back to its '*' entry; a resource
 * missing from the table is refused, so a typo never opens a page.
 */
export type AccessRule = readonly Permission[];
export type AccessTable = Readonly<Record<string, Readonly<Record<string, AccessRule>>>>;

const page = (permission: Permission) => ({ '*': [permission] }) as const;

export const ACCESS_TABLE: AccessTable = {
  // Campaign list, create and edit have no page gate (spec 1 §2); actions are gated one by one.
  campaigns: {
    '*': [],
    create: ['CAMPAIGN_EDIT'],
    run: ['CAMPAIGN_EDIT'],
    pause: ['CAMPAIGN_EDIT'],
    replicate: ['CAMPAIGN_EDIT'],
    archive: ['CAMPAIGN_ADMINISTRATION'],
    export: ['PAGE_REPORTS'],
    report: ['PAGE_REPORTS'],
    rowMenu: ['CAMPAIGN_ADMINISTRATION', 'CAMPAIGN_EDIT', 'PAGE_REPORTS'],
    impressions: ['REPORT_IMPRESSIONS'],
    clicks: ['REPORT_CLICKS'],
    conversions: ['REPORT_CONVERSIONS'],
    spend: ['REPORT_SPEND'],
  },
  'campaign-editor': {
    '*': [],
    footer: ['CAMPAIGN_EDIT'],
    setup: ['CAMPAIGN_SETUP'],
    targeting: ['CAMPAIGN_TARGETING'],
    creatives: ['CAMPAIGN_CREATIVES'],
    advanced: ['CAMPAIGN_MORE_SETTINGS'],
    changeLog: ['CAMPAIGN_CHANGE_LOG'],
    administration: ['CAMPAIGN_ADMINISTRATION'],
    reportBlock: ['PAGE_REPORTS'],
  },
  profile: page('PAGE_PROFILE'),
  telco: page('PAGE_TELCO'),
  'telco-months': page('PAGE_TELCO'),
  audiences: page('PAGE_AUDIENCE'),
  events: page('PAGE_EVENTS'),
  transactions: page('PAGE_TRANSACTIONS'),
  reports: {
    '*': ['PAGE_REPORTS'],
    impressions: ['REPORT_IMPRESSIONS'],
    clicks: ['REPORT_CLICKS'],
    conversions: ['REPORT_CONVERSIONS'],
    spend: ['REPORT_SPEND'],
  },
  // The report calls' data resource (plugins/reports): each figure is further limited by METRIC_PERMISSIONS.
  'report-figures': page('PAGE_REPORTS'),
  billing: page('PAGE_BILLING'),
  traffic: page('PAGE_TRAFFIC'),
  settings: page('PAGE_SETTINGS'),
  // The spec leaves the white-label profile's gate "not shown": every signed-in user may read it.
  'profile-whitelabel': { '*': [] },
  'admin-search': page('SEARCH_ADMIN'),
  admin: page('ROUTE_ADMINISTRATION'),
};

export interface AccessRequest {
  resource: string;
  action?: string;
}

/** Pure check: does this permission list grant the action on the resource? */
export const canAccessWith = (
  permissions: readonly string[],
  { resource, action = 'list' }: AccessRequest,
  table: AccessTable = ACCESS_TABLE,
): boolean => {
  const rules = table[resource];
  const rule = rules?.[action] ?? rules?.['*'];
  if (!rule) return false;
  return rule.length === 0 || rule.some((permission) => permissions.includes(permission));
};

export const isKnownResource = (resource: string, table: AccessTable = ACCESS_TABLE): boolean => resource in table;
