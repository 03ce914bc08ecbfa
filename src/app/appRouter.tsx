import type { ReactElement } from 'react';
import { createBrowserRouter } from 'react-router-dom';

/**
 * The app's router: browser history with the spec's exact paths (react-admin would otherwise make a
 * hash router), as a data router so that navigation can be blocked (useBlocker: the leave-page
 * confirmation). One catch-all route whose element is the whole react-admin app: react-admin finds
 * itself inside a router and declares its resources and custom routes as descendant routes, so the
 * router holds no loaders and matches once, and the first render does no more than before.
 * `crash` replaces react-router's default error screen (a developer's page, in English, with the
 * error's text) for a render that fails outside react-admin's own error handling.
 */
export const createAppRouter = (app: ReactElement, crash: ReactElement) =>
  createBrowserRouter([{ path: '*', element: app, errorElement: crash }]);
