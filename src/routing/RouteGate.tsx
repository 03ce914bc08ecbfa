import type { ComponentType, ReactNode } from 'react';
import { Loading } from 'react-admin';
import type { AccessRequest } from '../auth/accessTable';
import { useSessionAccess } from '../auth/useSessionAccess';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';

/**
 * Guards a custom route: the page (and its lazy code) loads only once the access check allows
 * it, so typing the URL of a forbidden page never shows it, whatever the menu does. A route drawn
 * outside the app's layout (the administration's own shell) is refused inside `deniedLayout`, the
 * app's: the person keeps their menu and way back, as on every other refused route.
 */
export const RouteGate = ({ access, deniedLayout: DeniedLayout, children }: { access: AccessRequest; deniedLayout?: ComponentType<{ children: ReactNode }>; children: ReactNode }) => {
  const { canAccess, isPending } = useSessionAccess(access);
  if (isPending) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  if (!canAccess)
    return DeniedLayout ? (
      <DeniedLayout>
        <AccessDeniedPage />
      </DeniedLayout>
    ) : (
      <AccessDeniedPage />
    );
  return <>{children}</>;
};
