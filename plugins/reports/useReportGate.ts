import { useEffect, useMemo } from 'react';
import { useLogout } from 'ra-core';
import { allowedMetrics, type Permission, type ReportMetric } from '../../src/api/contract';
import { readTokens } from '../../src/auth/tokenStore';
import { useSessionPermissions } from '../../src/auth/useSessionAccess';

/**
 * Spec 3 §2: if the stored login marker (the session's token) is missing when the reports page opens,
 * for instance after another tab signed out, the page clears the session and goes to login.
 */
export const useLoginMarkerCheck = (): void => {
  const logout = useLogout();
  useEffect(() => {
    if (!readTokens()) void logout();
  }, [logout]);
};

/** The figures the session may see (REPORT_* permissions, one table with the mock: METRIC_PERMISSIONS). */
export const useAllowedMetrics = (): ReadonlySet<ReportMetric> => {
  const permissions = useSessionPermissions();
  return useMemo(() => new Set(allowedMetrics((permission: Permission) => permissions.includes(permission))), [permissions]);
};
