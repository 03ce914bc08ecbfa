import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { I18nProvider } from 'ra-core';
import type { QueryClient } from '@tanstack/react-query';
import { AccessTableProvider } from '../auth/AccessTableContext';
import { createAppAuthProvider } from '../auth/appAuthProvider';
import type { AppDataProvider } from '../data/dataProvider';
import NotFoundPage from '../pages/NotFoundPage';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import type { DspPlugin } from '../plugins/contract';
import { PluginsProvider } from '../plugins/PluginsContext';
import { accessTableOf } from '../plugins/registry';
import { AppLayout } from '../layout/AppLayout';
import { lazyPage } from '../routing/lazyPage';
import { createAppTheme } from '../theme/theme';
import type { WhitelabelInfo } from '../api/contract';
import { useLiveWhitelabel } from '../whitelabel/useLiveWhitelabel';
import { WhitelabelProvider, WhitelabelReloadProvider } from '../whitelabel/WhitelabelContext';
import { AppNotification } from './AppNotification';
import { CatchAll } from './CatchAll';
import { pluginRoutes } from './pluginRoutes';
import { appStore } from './store';

export interface AppProps {
  plugins: readonly DspPlugin[];
  i18nProvider: I18nProvider;
  /** The white-label read at boot; the app follows its later changes (useLiveWhitelabel). */
  whitelabel: WhitelabelInfo;
  /** Created by the boot, which may already have requested the opening page's data into it. */
  queryClient: QueryClient;
  /** Created by the boot with the query client, for the same reason. */
  dataProvider: AppDataProvider;
}

/**
 * Composes react-admin from the plugin list: resources, routes, menu and messages. Rendered as the
 * element of the app's router (createAppRouter), whose location react-admin reads.
 */
export const App = ({ plugins, i18nProvider, whitelabel: bootWhitelabel, queryClient, dataProvider }: AppProps) => {
  const { whitelabel, reload } = useLiveWhitelabel(bootWhitelabel);
  const theme = useMemo(() => createAppTheme(whitelabel), [whitelabel]);
  // The core's gates and the plugins' in one table, read by the authProvider and the session's hooks alike.
  const access = accessTableOf(plugins);
  const authProvider = useMemo(() => createAppAuthProvider(access), [access]);
  const resources = plugins.flatMap((plugin) => plugin.resources ?? []);

  return (
    <WhitelabelProvider value={whitelabel}>
      <WhitelabelReloadProvider value={reload}>
        <PluginsProvider value={plugins}>
          <AccessTableProvider value={access}>
            <Admin
              title={whitelabel.name}
              authProvider={authProvider}
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              queryClient={queryClient}
              store={appStore}
              theme={theme}
              layout={AppLayout}
              loginPage={false}
              catchAll={CatchAll}
              accessDenied={AccessDeniedPage}
              notification={AppNotification}
              disableTelemetry
            >
              <CustomRoutes noLayout>
                {pluginRoutes(plugins, 'anonymous')}
                {pluginRoutes(plugins, 'noLayout')}
              </CustomRoutes>
              {resources.map((resource) => (
                <Resource
                  key={resource.name}
                  name={resource.name}
                  list={resource.list && lazyPage(resource.list)}
                  create={resource.create && lazyPage(resource.create)}
                  edit={resource.edit && lazyPage(resource.edit)}
                  show={resource.show && lazyPage(resource.show)}
                />
              ))}
              <CustomRoutes>
                {pluginRoutes(plugins, 'layout')}
                <Route path="/notfound" element={<NotFoundPage />} />
              </CustomRoutes>
            </Admin>
          </AccessTableProvider>
        </PluginsProvider>
      </WhitelabelReloadProvider>
    </WhitelabelProvider>
  );
};
