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

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <RequireSession>
    <AdminPanelProvider>
      <RequestProgressBar />
      <Layout appBar={AppBar} menu={AppMenu}>
        <SessionWatcher />
        <DesktopOnlyBanner />
        {children}
      </Layout>
      <AdminPanel />
    </AdminPanelProvider>
  </RequireSession>
);
