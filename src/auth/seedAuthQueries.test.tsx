import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useGetIdentity, usePermissions, type AuthProvider, type UserIdentity } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER, signIn, signOut } from '../test/signedIn';
import { seedAuthQueries } from './seedAuthQueries';

interface Answer {
  permissions: unknown;
  identity: UserIdentity | undefined;
}

/** react-admin's own hooks, as its router, menu and user menu call them; every render's answers kept. */
const AuthAnswers = ({ renders }: { renders: Answer[] }) => {
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  renders.push({ permissions, identity });
  return <p>{identity ? `identity: ${identity.fullName}` : 'no identity'}</p>;
};

/** An authProvider that answers differently from the session, so any call to it shows. */
const spyingAuthProvider = () => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => undefined),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => ['FROM_THE_PROVIDER']),
  getIdentity: vi.fn(async (): Promise<UserIdentity> => ({ id: 1, fullName: 'From The Provider' })),
}) satisfies AuthProvider;

const renderAnswers = (queryClient: QueryClient, authProvider: AuthProvider) => {
  const renders: Answer[] = [];
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
      <AuthAnswers renders={renders} />
    </CoreAdminContext>,
  );
  return renders;
};

afterEach(signOut);

describe("seedAuthQueries (react-admin's permission and identity queries answered before the first render)", () => {
  it('makes usePermissions and useGetIdentity answer the session on their first render, without asking the authProvider', async () => {
    signIn({ permissions: ['PAGE_REPORTS', 'SEARCH_ADMIN'] });
    const queryClient = new QueryClient();
    seedAuthQueries(queryClient);
    const authProvider = spyingAuthProvider();

    const renders = renderAnswers(queryClient, authProvider);

    await screen.findByText('identity: Sam Carter');
    expect(renders[0]).toEqual({
      permissions: ['PAGE_REPORTS', 'SEARCH_ADMIN'],
      identity: { id: TEST_USER.id, fullName: 'Sam Carter', email: TEST_USER.email },
    });
    // Mount effects have run inside render's act(): a refetch would have called the provider by now.
    expect(queryClient.isFetching()).toBe(0);
    expect(authProvider.getPermissions).not.toHaveBeenCalled();
    expect(authProvider.getIdentity).not.toHaveBeenCalled();
  });

  it('seeds nothing without a session, so the same hooks ask the authProvider', async () => {
    const queryClient = new QueryClient();
    seedAuthQueries(queryClient);
    const authProvider = spyingAuthProvider();

    const renders = renderAnswers(queryClient, authProvider);

    await screen.findByText('identity: From The Provider');
    expect(renders[0]).toEqual({ permissions: undefined, identity: undefined });
    expect(authProvider.getPermissions).toHaveBeenCalledTimes(1);
    expect(authProvider.getIdentity).toHaveBeenCalledTimes(1);
  });
});
