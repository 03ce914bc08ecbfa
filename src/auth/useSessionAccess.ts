import { useCanAccess, usePermissions } from 'ra-core';
import type { Permission } from '../api/contract';
import { canAccessWith, type AccessRequest } from './accessTable';
import { useAccessTable } from './AccessTableContext';
import { session } from './session';

/** react-admin's own default freshness of the permissions query. */
const PERMISSIONS_FRESH_MS = 5 * 60 * 1000;

/**
 * An answer from the permissions kept with the session (authProvider.getPermissions returns exactly
 * these), or undefined when there are none, so react-admin asks the authProvider as usual.
 */
const fromSession =
  <T>(answer: (permissions: Permission[]) => T) =>
  (): T | undefined => {
    const permissions = session.signedInPermissions();
    return permissions ? answer(permissions) : undefined;
  };

/**
 * react-admin's permissions and access checks, answered on the first render: the queries start with
 * the session's permissions as their initial data. Without it every permission-dependent part (menu,
 * columns, row menus, gates) would render once empty and again a moment later, doubling the first
 * screen's work and flashing a partial menu.
 */
export const useSessionPermissions = (): readonly string[] => {
  const { permissions } = usePermissions<string[]>(undefined, {
    staleTime: PERMISSIONS_FRESH_MS,
    initialData: fromSession((permissions) => permissions),
  });
  return permissions ?? [];
};

/** Whether the session may use a resource; `isPending` only while the permissions are being read. */
export const useSessionAccess = (access: AccessRequest): { canAccess: boolean | undefined; isPending: boolean } => {
  const action = access.action ?? 'list';
  const table = useAccessTable();
  const { canAccess, isPending } = useCanAccess({
    resource: access.resource,
    action,
    staleTime: PERMISSIONS_FRESH_MS,
    initialData: fromSession((permissions) => canAccessWith(permissions, { resource: access.resource, action }, table)),
  });
  return { canAccess, isPending };
};
