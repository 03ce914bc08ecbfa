import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { SessionWatcher } from './SessionWatcher';

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppBar} menu={AppMenu}>
    <SessionWatcher />
    {children}
  </Layout>
);
