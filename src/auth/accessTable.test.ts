import { describe, expect, it } from 'vitest';
import { CORE_ACCESS, canAccessWith, isKnownResource, type AccessTable } from './accessTable';

/** A table as the registry merges it: the core's gates and two made-up plugins'. */
const TABLE: AccessTable = {
  ...CORE_ACCESS,
  events: { '*': ['PAGE_EVENTS'] },
  campaigns: { '*': [], rowMenu: ['CAMPAIGN_ADMINISTRATION', 'CAMPAIGN_EDIT', 'PAGE_REPORTS'], archive: ['CAMPAIGN_ADMINISTRATION'] },
};

describe('canAccessWith: permissions as data', () => {
  it('refuses resources the table does not know, even with every permission', () => {
    expect(canAccessWith(['PAGE_EVENTS', 'SEARCH_ADMIN', 'ROUTE_ADMINISTRATION'], { resource: 'nope' }, TABLE)).toBe(false);
    expect(isKnownResource('nope', TABLE)).toBe(false);
    expect(isKnownResource('events', TABLE)).toBe(true);
  });

  it('defaults the action to list and falls back to the resource-wide rule', () => {
    expect(canAccessWith(['PAGE_EVENTS'], { resource: 'events' }, TABLE)).toBe(true);
    expect(canAccessWith(['PAGE_EVENTS'], { resource: 'events', action: 'export' }, TABLE)).toBe(true);
    expect(canAccessWith([], { resource: 'events' }, TABLE)).toBe(false);
  });

  it('opens an empty rule to any signed-in user, and keeps named actions gated', () => {
    expect(canAccessWith([], { resource: 'campaigns' }, TABLE)).toBe(true);
    expect(canAccessWith(['CAMPAIGN_EDIT'], { resource: 'campaigns', action: 'archive' }, TABLE)).toBe(false);
  });

  it('grants a block when ANY of its permissions is held (spec 1 §6)', () => {
    expect(canAccessWith(['PAGE_REPORTS'], { resource: 'campaigns', action: 'rowMenu' }, TABLE)).toBe(true);
    expect(canAccessWith(['CAMPAIGN_EDIT'], { resource: 'campaigns', action: 'rowMenu' }, TABLE)).toBe(true);
    expect(canAccessWith(['REPORT_CLICKS'], { resource: 'campaigns', action: 'rowMenu' }, TABLE)).toBe(false);
  });

  it("knows no resource or action named like an object's own members", () => {
    expect(canAccessWith(['PAGE_EVENTS'], { resource: 'constructor' }, TABLE)).toBe(false);
    expect(isKnownResource('toString', TABLE)).toBe(false);
    expect(canAccessWith([], { resource: 'events', action: 'hasOwnProperty' }, TABLE)).toBe(false);
    expect(canAccessWith(['PAGE_EVENTS'], { resource: 'events', action: 'hasOwnProperty' }, TABLE)).toBe(true);
  });

  it('answers only from the table it is given', () => {
    expect(canAccessWith([], { resource: 'campaigns' }, CORE_ACCESS)).toBe(false);
  });
});

describe("the core's own gates", () => {
  it('declare only what src/ itself checks: the account search needs SEARCH_ADMIN', () => {
    expect(Object.keys(CORE_ACCESS)).toEqual(['admin-search']);
    expect(canAccessWith(['SEARCH_ADMIN'], { resource: 'admin-search' }, CORE_ACCESS)).toBe(true);
    expect(canAccessWith(['ROUTE_ADMINISTRATION'], { resource: 'admin-search' }, CORE_ACCESS)).toBe(false);
  });
});
