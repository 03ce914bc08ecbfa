import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mock-server/personas';
import { ACCESS_TABLE, canAccessWith } from './accessTable';

const admin = PERSONAS.admin.permissions;
const advertiser = PERSONAS.advertiser.permissions;
const analyst = PERSONAS.analyst.permissions;

describe('canAccess: the spec permission table', () => {
  it.each([
    // resource, action, admin, advertiser, analyst
    ['campaigns', 'list', true, true, true],
    ['campaigns', 'edit', true, true, true],
    ['campaigns', 'create', true, true, false],
    ['campaigns', 'run', true, true, false],
    ['campaigns', 'pause', true, true, false],
    ['campaigns', 'replicate', true, true, false],
    ['campaigns', 'archive', true, false, false],
    ['campaigns', 'export', true, true, true],
    ['campaigns', 'report', true, true, true],
    ['campaigns', 'rowMenu', true, true, true],
    ['campaigns', 'impressions', true, true, true],
    ['campaigns', 'clicks', true, true, true],
    ['campaigns', 'conversions', true, true, false],
    ['campaigns', 'spend', true, true, false],
    ['profile', 'list', true, true, false],
    ['telco', 'list', true, true, false],
    ['audiences', 'list', true, true, false],
    ['events', 'list', true, true, false],
    ['transactions', 'list', true, true, false],
    ['reports', 'list', true, true, true],
    ['reports', 'spend', true, true, false],
    ['billing', 'list', true, true, false],
    ['traffic', 'list', true, true, false],
    ['settings', 'list', true, true, false],
    ['profile-whitelabel', 'list', true, true, true],
    ['admin-search', 'list', true, false, false],
    ['admin', 'list', true, false, false],
    ['campaign-editor', 'footer', true, true, false],
    ['campaign-editor', 'administration', true, false, false],
  ] as const)('%s/%s: admin %s, advertiser %s, analyst %s', (resource, action, a, b, c) => {
    expect(canAccessWith(admin, { resource, action })).toBe(a);
    expect(canAccessWith(advertiser, { resource, action })).toBe(b);
    expect(canAccessWith(analyst, { resource, action })).toBe(c);
  });

  it('refuses resources the table does not know, even to the administrator', () => {
    expect(canAccessWith(admin, { resource: 'nope' })).toBe(false);
  });

  it('defaults the action to list and falls back to the resource-wide rule', () => {
    expect(canAccessWith(['PAGE_EVENTS'], { resource: 'events' })).toBe(true);
    expect(canAccessWith(['PAGE_EVENTS'], { resource: 'events', action: 'export' })).toBe(true);
    expect(canAccessWith([], { resource: 'events' })).toBe(false);
  });

  it('grants a block when ANY of its permissions is held (spec 1 §6)', () => {
    expect(canAccessWith(['PAGE_REPORTS'], { resource: 'campaigns', action: 'rowMenu' })).toBe(true);
    expect(canAccessWith(['CAMPAIGN_EDIT'], { resource: 'campaigns', action: 'rowMenu' })).toBe(true);
    expect(canAccessWith(['REPORT_CLICKS'], { resource: 'campaigns', action: 'rowMenu' })).toBe(false);
  });

  it('gates every page permission of spec 1 §6 somewhere', () => {
    const used = new Set(Object.values(ACCESS_TABLE).flatMap((rules) => Object.values(rules).flat()));
    ['PAGE_PROFILE', 'PAGE_TELCO', 'PAGE_AUDIENCE', 'PAGE_EVENTS', 'PAGE_TRANSACTIONS', 'PAGE_REPORTS', 'PAGE_BILLING',
      'PAGE_TRAFFIC', 'PAGE_SETTINGS', 'SEARCH_ADMIN', 'ROUTE_ADMINISTRATION'].forEach((p) => expect(used).toContain(p));
  });
});
