import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { Space } from '../api/contract';
import type { AppAuthProvider } from './authProvider';
import { HOME_PATH } from './authProvider';
import { session } from './session';

const subscribe = (listener: () => void) => session.onSpaceChange(listener);
const selectedSpaceJson = () => sessionStorage.getItem('DSP_SELECTED_SPACE');

/** The space the session acts on, re-rendering when an administrator switches account. */
export const useCurrentSpaceId = (): number | null => {
  useSyncExternalStore(subscribe, selectedSpaceJson);
  return session.currentSpaceId();
};

/** The account an administrator switched into, or null while acting as their own. */
export const useSelectedSpace = (): Space | null => {
  const json = useSyncExternalStore(subscribe, selectedSpaceJson);
  return json ? (JSON.parse(json) as Space) : null;
};

/**
 * The administrator's account switch (spec 1 §2): keeps the chosen space for the session, reloads
 * permissions, then drops every cached answer (balance, campaign count, lists) so each view refetches
 * for the new account, and opens `to` (the campaigns list by default) at once.
 */
export const useAccountSwitch = () => {
  const authProvider = useAuthProvider() as AppAuthProvider | undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const switchTo = useCallback(
    async (spaceId: number, to: string = HOME_PATH) => {
      if (!authProvider) throw new Error('No auth provider');
      const space = await authProvider.switchAccount(spaceId);
      // Every cached answer is dropped at once (the reset itself is synchronous), so nothing of the old
      // account shows again, and the views still mounted (the top bar's balance) ask again. The page
      // opens without waiting for those answers: the page it leaves would otherwise be asked again for
      // the new account first (seconds on a busy page). A failed refetch shows in its own view.
      void queryClient.resetQueries();
      navigate(to);
      return space;
    },
    [authProvider, queryClient, navigate],
  );
  const returnToOwnAccount = useCallback(() => {
    const own = session.ownSpaceId();
    return own === null ? Promise.resolve(null) : switchTo(own);
  }, [switchTo]);
  return { switchTo, returnToOwnAccount };
};
