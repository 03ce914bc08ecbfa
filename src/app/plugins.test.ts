import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mock-server/personas';
import { canAccessWith } from '../auth/accessTable';
import { accessTableOf } from '../plugins/registry';
import { PLUGINS } from './plugins';

const table = accessTableOf(PLUGINS);
const admin = PERSONAS.admin.permissions;
const advertiser = PERSONAS.advertiser.permissions;
const analyst = PERSONAS.analyst.permissions;

/** The app's one table: the core's gates merged with those each plugin declares in its manifest. */
describe("the app's access table: the spec's permission table (spec 1 §6, spec 3 §2)", () => {
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
    ['profile', 'list', true, true, false],
    ['telco', 'list', true, true, false],
    ['telco-months', 'list', true, true, false],
    ['audiences', 'list', true, true, false],
    ['events', 'list', true, true, false],
    ['transactions', 'list', true, true, false],
    ['reports', 'list', true, true, true],
    ['reports', 'spend', true, true, false],
    ['report-figures', 'list', true, true, true],
    ['billing', 'list', true, true, false],
    ['traffic', 'list', true, true, false],
    ['settings', 'list', true, true, false],
    ['profile-whitelabel', 'list', true, true, true],
    ['admin-search', 'list', true, false, false],
    ['admin', 'list', true, false, false],
    ['campaign-editor', 'list', true, true, true],
    ['campaign-editor', 'footer', true, true, false],
    ['campaign-editor', 'reportBlock', true, true, true],
    ['campaign-editor', 'administration', true, false, false],
  ] as const)('%s/%s: admin %s, advertiser %s, analyst %s', (resource, action, a, b, c) => {
    expect(canAccessWith(admin, { resource, action }, table)).toBe(a);
    expect(canAccessWith(advertiser, { resource, action }, table)).toBe(b);
    expect(canAccessWith(analyst, { resource, action }, table)).toBe(c);
  });

  it('opens each page with its own permission alone (spec 1 §6)', () => {
    const pages = [
      ['profile', 'PAGE_PROFILE'],
      ['telco', 'PAGE_TELCO'],
      ['audiences', 'PAGE_AUDIENCE'],
      ['events', 'PAGE_EVENTS'],
      ['transactions', 'PAGE_TRANSACTIONS'],
      ['reports', 'PAGE_REPORTS'],
      ['billing', 'PAGE_BILLING'],
      ['traffic', 'PAGE_TRAFFIC'],
      ['settings', 'PAGE_SETTINGS'],
      ['admin-search', 'SEARCH_ADMIN'],
      ['admin', 'ROUTE_ADMINISTRATION'],
    ] as const;
    pages.forEach(([resource, permission]) => {
      expect(canAccessWith([permission], { resource }, table), resource).toBe(true);
      expect(canAccessWith([], { resource }, table), resource).toBe(false);
      // No other page permission opens it.
      const others = pages.filter(([, other]) => other !== permission).map(([, other]) => other);
      expect(canAccessWith(others, { resource }, table), resource).toBe(false);
    });
  });

  it("is built once per plugin list: every reader shares one table", () => {
    expect(accessTableOf(PLUGINS)).toBe(table);
  });
});
