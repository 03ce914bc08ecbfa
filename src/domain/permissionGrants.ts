import { ALL_PERMISSIONS, type Permission } from '../api/contract/permissions';

/**
 * Who may change whose permissions (spec 3 §2 "A user cannot edit their own permissions", §6), for the
 * settings page's access form (which boxes it offers) and the mock's PUT /v1/user/access (what it
 * refuses). A granter changes only permissions they hold themselves: they grant none they lack, and
 * take away none they lack either (those stay as they are on the user).
 */
export type GrantProblem = 'ownPermissions' | 'unknownPermission' | 'notHeld';

/** The permissions in the known list's order, once each. */
export const knownPermissionsOf = (values: readonly unknown[]): Permission[] =>
  ALL_PERMISSIONS.filter((permission) => values.includes(permission));

/** Permissions the granter may switch on or off for someone else. */
export const changeablePermissions = (granter: readonly Permission[]): Permission[] =>
  ALL_PERMISSIONS.filter((permission) => granter.includes(permission));

/** The first reason a change of `current` into `next` by `granter` is refused, or null. */
export const grantProblem = (
  change: { granterId: number; userId: number; granter: readonly Permission[]; current: readonly Permission[]; next: readonly unknown[] },
): GrantProblem | null => {
  if (change.granterId === change.userId) return 'ownPermissions';
  if (change.next.some((value) => !(ALL_PERMISSIONS as readonly unknown[]).includes(value))) return 'unknownPermission';
  const next = knownPermissionsOf(change.next);
  const changed = ALL_PERMISSIONS.filter((permission) => next.includes(permission) !== change.current.includes(permission));
  return changed.every((permission) => change.granter.includes(permission)) ? null : 'notHeld';
};
