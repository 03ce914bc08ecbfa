import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne } from 'ra-core';
import type { User } from '../api/contract';
import { session } from '../auth/session';
import { ACCOUNT_USERS } from '../data/coreResources';
import { getOneQuery } from '../data/queries';
import { useAppDataProvider } from '../data/useInvokeQuery';

/** A user as the profile and settings pages read it (GET /v1/user/{id}); `null` waits. */
export const useAccountUser = (id: number | null) =>
  useGetOne<User>(ACCOUNT_USERS, { id: id ?? 0 }, { enabled: id !== null, retry: false });

/**
 * Puts a save's answer (the updated User) in place of the one the page read, so every section shows
 * what the server kept and a saved form is clean again. The signed-in user's own record also
 * refreshes the session's copy and the top bar's name.
 */
export const useStoreSavedUser = () => {
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  return useCallback(
    (user: User) => {
      queryClient.setQueryData(getOneQuery<User>(dataProvider, ACCOUNT_USERS, user.id).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: [ACCOUNT_USERS, 'spaceUsers'] });
      if (session.user()?.id === user.id) {
        session.setUser(user);
        void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      }
    },
    [queryClient, dataProvider],
  );
};
