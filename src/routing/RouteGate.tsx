import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import type { AccessRequest } from '../auth/accessTable';
import { useSessionAccess } from '../auth/useSessionAccess';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';

/**
 * Guards a custom route: the page (and its lazy code) loads only once the access check allows
 * it, so typing the URL of a forbidden page never shows it, whatever the menu does.
 */
export const RouteGate = ({ access, children }: { access: AccessRequest; children: ReactNode }) => {
  const { canAccess, isPending } = useSessionAccess(access);
  if (isPending) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  if (!canAccess) return <AccessDeniedPage />;
  return <>{children}</>;
};
