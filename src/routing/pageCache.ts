import type { ComponentType } from 'react';
import type { LazyPage } from '../plugins/contract';

/** Loaded page components by loader, so a page loaded once (or ahead of time) renders at once. */
const loaded = new WeakMap<LazyPage, ComponentType>();

export const loadedPage = (loader: LazyPage): ComponentType | undefined => loaded.get(loader);

/** Loads a page's code and remembers it; the page's own load reports a failure when it renders. */
export const loadPage = (loader: LazyPage): Promise<ComponentType> =>
  loader().then((module) => {
    loaded.set(loader, module.default);
    return module.default;
  });

/** Starts loading a page's code ahead of its first render (e.g. the page the app opens on). */
export const preloadPage = (loader: LazyPage): Promise<void> =>
  loaded.has(loader)
    ? Promise.resolve()
    : loadPage(loader).then(
        () => undefined,
        () => undefined,
      );
