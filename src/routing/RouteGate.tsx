import type { ReactNode } from 'react';
import { useCanAccess } from 'ra-core';
import { Loading } from 'react-admin';
import type { AccessRequest } from '../auth/accessTable';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';

/**
 * Guards a custom route: the page (and its lazy code) loads only once authProvider.canAccess allows
 * it, so typing the URL of a forbidden page never shows it, whatever the menu does.
 */
export const RouteGate = ({ access, children }: { access: AccessRequest; children: ReactNode }) => {
  const { canAccess, isPending } = useCanAccess({ resource: access.resource, action: access.action ?? 'list' });
  if (isPending) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  if (!canAccess) return <AccessDeniedPage />;
  return <>{children}</>;
};
