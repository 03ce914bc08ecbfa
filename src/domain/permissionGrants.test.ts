import { describe, expect, it } from 'vitest';
import type { Permission } from '../api/contract';
import { changeablePermissions, grantProblem, knownPermissionsOf } from './permissionGrants';

const owner: Permission[] = ['PAGE_PROFILE', 'PAGE_REPORTS', 'PAGE_SETTINGS', 'REPORT_CLICKS'];
const change = (next: readonly unknown[], current: Permission[] = ['PAGE_REPORTS']) => grantProblem({ granterId: 1, userId: 2, granter: owner, current, next });

describe('permission grants (spec 3 §2, §6)', () => {
  it('lets a granter switch permissions they hold', () => {
    expect(change(['PAGE_REPORTS', 'REPORT_CLICKS'])).toBeNull();
    expect(change([])).toBeNull();
    expect(changeablePermissions(owner)).toEqual(owner);
  });

  it('refuses editing oneself, unknown permissions, and granting or removing one not held', () => {
    // The same change of a colleague's held permissions is allowed, so each refusal is its change's doing.
    expect(change(['PAGE_REPORTS', 'REPORT_CLICKS'])).toBeNull();
    expect(grantProblem({ granterId: 1, userId: 1, granter: owner, current: owner, next: owner })).toBe('ownPermissions');
    expect(change(['PAGE_EVERYTHING'])).toBe('unknownPermission');
    expect(change([42])).toBe('unknownPermission');
    expect(change(['PAGE_REPORTS', 'CAMPAIGN_ADMINISTRATION'])).toBe('notHeld');
    expect(change(['PAGE_REPORTS'], ['PAGE_REPORTS', 'ROUTE_ADMINISTRATION'])).toBe('notHeld');
    // Keeping a permission the granter lacks is no change to it.
    expect(change(['PAGE_REPORTS', 'ROUTE_ADMINISTRATION', 'PAGE_PROFILE'], ['PAGE_REPORTS', 'ROUTE_ADMINISTRATION'])).toBeNull();
  });

  it('keeps the known order, each once', () => {
    expect(knownPermissionsOf(['REPORT_CLICKS', 'PAGE_PROFILE', 'PAGE_PROFILE'])).toEqual(['PAGE_PROFILE', 'REPORT_CLICKS']);
  });
});
