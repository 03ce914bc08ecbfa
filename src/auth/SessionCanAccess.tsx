import type { ReactNode } from 'react';
import type { AccessRequest } from './accessTable';
import { useSessionAccess } from './useSessionAccess';

/**
 * react-admin's <CanAccess>, answered from the session's permissions on the first render (see
 * useSessionAccess), so a permitted control is there in the first paint rather than a moment later.
 */
export const SessionCanAccess = ({ children, ...access }: AccessRequest & { children: ReactNode }) =>
  useSessionAccess(access).canAccess === true ? <>{children}</> : null;
