import type { QueryClient } from '@tanstack/react-query';
import { identityOf } from './authProvider';
import { session } from './session';
import { readTokens } from './tokenStore';

/**
 * react-admin's own query keys for authProvider.getPermissions() and getIdentity() (ra-core 5:
 * usePermissions with its default empty params, useGetIdentity).
 */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;
export const IDENTITY_QUERY_KEY = ['auth', 'getIdentity'] as const;

/**
 * Puts the permissions and the identity kept with the session into the query cache before the first
 * render, as the authProvider would answer them. react-admin's router waits for the permissions and
 * then settles its routes again, re-rendering the whole layout and page each time; with the answers
 * already cached the first render is the settled one. Without a session nothing is seeded.
 */
export const seedAuthQueries = (queryClient: QueryClient): void => {
  if (!readTokens()) return;
  const permissions = session.permissions();
  if (permissions) queryClient.setQueryData(PERMISSIONS_QUERY_KEY, permissions);
  const user = session.user();
  if (user) queryClient.setQueryData(IDENTITY_QUERY_KEY, identityOf(user));
};
