import { PLUGINS } from '../app/plugins';
import { createAppAuthProvider } from '../auth/appAuthProvider';
import { accessTableOf } from '../plugins/registry';

/** The app's gates as App merges them from its plugin list: the core's and every plugin's. */
export const APP_ACCESS = accessTableOf(PLUGINS);

/** The app's authProvider over those gates, for tests that render the shell as the app does. */
export const appAuthProvider = createAppAuthProvider(APP_ACCESS);
