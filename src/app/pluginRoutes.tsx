import { Route } from 'react-router-dom';
import type { DspPlugin, PluginRoute } from '../plugins/contract';
import { accessOf } from '../plugins/registry';
import { AppLayout } from '../layout/AppLayout';
import { RequireSession } from '../layout/RequireSession';
import { RouteGate } from '../routing/RouteGate';
import { lazyPage } from '../routing/lazyPage';

type Placement = 'anonymous' | 'noLayout' | 'layout';

const placementOf = (route: PluginRoute): Placement =>
  route.anonymous ? 'anonymous' : route.noLayout ? 'noLayout' : 'layout';

/**
 * The react-router routes of every plugin for one placement. Anonymous routes render as they are;
 * every other route passes the RouteGate first, and one outside the layout (which checks the session
 * for layout routes) also requires a session, so a signed-out visitor goes to the login page.
 */
export const pluginRoutes = (plugins: readonly DspPlugin[], placement: Placement) =>
  plugins.flatMap((plugin) =>
    (plugin.routes ?? [])
      .filter((route) => placementOf(route) === placement)
      .map((route) => {
        const Page = lazyPage(route.page);
        const access = accessOf(plugin, route);
        const element =
          route.anonymous || !access ? (
            <Page />
          ) : (
            <RouteGate access={access} deniedLayout={placement === 'noLayout' ? AppLayout : undefined}>
              <Page />
            </RouteGate>
          );
        const guarded = placement === 'noLayout' ? <RequireSession>{element}</RequireSession> : element;
        return <Route key={route.path} path={route.path} element={guarded} />;
      }),
  );
