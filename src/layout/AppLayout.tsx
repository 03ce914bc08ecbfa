import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { RequireSession } from './RequireSession';
import { SessionWatcher } from './SessionWatcher';

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <RequireSession>
    <Layout appBar={AppBar} menu={AppMenu}>
      <SessionWatcher />
      {children}
    </Layout>
  </RequireSession>
);
