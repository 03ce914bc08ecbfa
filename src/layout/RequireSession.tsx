import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../auth/authProvider';
import { session } from '../auth/session';
import { readTokens } from '../auth/tokenStore';

/**
 * To the login page, clearing whatever the session left (spec 3 §2: a missing login marker on the
 * reports page clears the session and goes to login; a refresh token or user kept without the
 * access token would serve nobody, on any page).
 */
const ToLogin = ({ pathname, search }: { pathname: string; search: string }) => {
  useEffect(() => session.end({ notify: false }), []);
  return <Navigate to={LOGIN_PATH} replace state={{ nextPathname: pathname, nextSearch: search }} />;
};

/**
 * Every signed-in route renders inside the layout, so the layout is where anonymous visitors are
 * turned back: without stored tokens any path leads to the login page, decided synchronously so no
 * signed-in screen ever flashes. (react-admin's `requireAuth` is not used: its logout-on-mount
 * fallback kept re-navigating under a browser router.) Expired tokens are refreshed or end the
 * session in the API client.
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  if (!readTokens()) return <ToLogin pathname={location.pathname} search={location.search} />;
  return <>{children}</>;
};
