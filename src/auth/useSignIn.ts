import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useChangeLanguage } from '../i18n/useChangeLanguage';
import type { AppAuthProvider } from './authProvider';

/**
 * Signs in, then forgets react-admin's cached "not signed in" answers before leaving the login page:
 * otherwise the first signed-in route still sees the old answer and logs the new session out.
 * Finally switches to the user's language and lands on the campaigns list.
 */
export const useSignIn = () => {
  const authProvider = useAuthProvider() as AppAuthProvider | undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [, changeLanguage] = useChangeLanguage();
  return useCallback(
    async (credentials: { username: string; password: string }) => {
      if (!authProvider) throw new Error('No auth provider');
      const result = await authProvider.login(credentials);
      await queryClient.resetQueries({ queryKey: ['auth'] });
      changeLanguage(result.language);
      navigate(result.redirectTo, { replace: true });
    },
    [authProvider, queryClient, navigate, changeLanguage],
  );
};
