import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../auth/authProvider';
import { readTokens } from '../auth/tokenStore';

/**
 * Every signed-in route renders inside the layout, so the layout is where anonymous visitors are
 * turned back: without stored tokens any path leads to the login page, decided synchronously so no
 * signed-in screen ever flashes. (react-admin's `requireAuth` is not used: its logout-on-mount
 * fallback kept re-navigating under a browser router.) Expired tokens are refreshed or end the
 * session in the API client.
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  if (!readTokens())
    return <Navigate to={LOGIN_PATH} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  return <>{children}</>;
};
