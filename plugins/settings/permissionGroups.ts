import { ALL_PERMISSIONS, type Permission } from '../../src/api/contract';

/** The access form's groups, in the spec's order (spec 3 §2 "User settings page"), by the permission's prefix (§6). */
export const PERMISSION_GROUPS = ['PAGE', 'CAMPAIGN', 'REPORT', 'ROUTE', 'SEARCH'] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

export const permissionsOfGroup = (group: PermissionGroup): Permission[] => ALL_PERMISSIONS.filter((permission) => permission.startsWith(`${group}_`));

/** A permission list in the known order, each once: the form compares lists, so one order for all. */
export const canonicalPermissions = (list: readonly Permission[]): Permission[] => ALL_PERMISSIONS.filter((permission) => list.includes(permission));
