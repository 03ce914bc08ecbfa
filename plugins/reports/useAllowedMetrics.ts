import { useMemo } from 'react';
import { allowedMetrics, type Permission, type ReportMetric } from '../../src/api/contract';
import { useSessionPermissions } from '../../src/auth/useSessionAccess';

/** The figures the session may see (REPORT_* permissions, one table with the mock: METRIC_PERMISSIONS). */
export const useAllowedMetrics = (): ReadonlySet<ReportMetric> => {
  const permissions = useSessionPermissions();
  return useMemo(() => new Set(allowedMetrics((permission: Permission) => permissions.includes(permission))), [permissions]);
};
