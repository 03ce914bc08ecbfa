import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AdminPanel } from './admin-panel/AdminPanel';
import { AdminPanelProvider } from './admin-panel/AdminPanelContext';
import { DesktopOnlyBanner } from './DesktopOnlyBanner';
import { RequestProgressBar } from './RequestProgressBar';
import { RequireSession } from './RequireSession';
import { SessionWatcher } from './SessionWatcher';

/**
 * react-admin's layout grows to fit its widest content (its root is `min-width: fit-content` and the
 * content column a flex item of automatic minimum width), so one wide table made the whole page scroll
 * sideways on a phone. Held to the viewport here, for every page at once, a wide part scrolls inside
 * its own box instead (the list kit's table) and the top bar stays whole.
 */
const FIT_VIEWPORT = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <RequireSession>
    <AdminPanelProvider>
      <RequestProgressBar />
      <Layout appBar={AppBar} menu={AppMenu} sx={FIT_VIEWPORT}>
        <SessionWatcher />
        <DesktopOnlyBanner />
        {children}
      </Layout>
      <AdminPanel />
    </AdminPanelProvider>
  </RequireSession>
);
