import { useEffect } from 'react';
import { useLogout } from 'ra-core';
import { session } from '../auth/session';

/**
 * Sends the user to the login page when the session ends underneath them: a 401 or a failed refresh
 * seen by any call (including ones made outside react-admin's hooks), or a sign-out in another tab of
 * the browser (session.followOtherTabs), so no tab keeps showing a signed-in page without a session.
 */
export const SessionWatcher = () => {
  const logout = useLogout();
  useEffect(() => session.onEnd(() => void logout(undefined, undefined, false)), [logout]);
  return null;
};
