import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../src/api/contract';
import { canonicalPermissions, PERMISSION_GROUPS, permissionsOfGroup } from './permissionGroups';
import en from '../../locales/en/settings.json';
import ru from '../../locales/ru/settings.json';

describe('permission groups', () => {
  it('puts every known permission in exactly one of Page, Campaign, Report, Route and Search', () => {
    const grouped = PERMISSION_GROUPS.flatMap(permissionsOfGroup);
    expect([...grouped].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(permissionsOfGroup('ROUTE')).toEqual(['ROUTE_ADMINISTRATION']);
    expect(permissionsOfGroup('SEARCH')).toEqual(['SEARCH_ADMIN']);
  });

  it('gives every permission and group a readable name in both languages', () => {
    for (const messages of [en, ru]) {
      const names: Record<string, string> = messages.settings.access.permissions;
      const groups: Record<string, string> = messages.settings.access.groups;
      expect(ALL_PERMISSIONS.filter((permission) => !names[permission])).toEqual([]);
      expect(PERMISSION_GROUPS.filter((group) => !groups[group])).toEqual([]);
    }
  });

  it('orders a list as the known permissions are ordered, each once', () => {
    expect(canonicalPermissions(['REPORT_CLICKS', 'PAGE_EVENTS', 'PAGE_REPORTS', 'PAGE_EVENTS'])).toEqual(['PAGE_EVENTS', 'PAGE_REPORTS', 'REPORT_CLICKS']);
  });
});
