import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { LazyPage } from '../plugins/contract';

/**
 * Pages load on first use and stay cached per loader. This deliberately avoids React.lazy/Suspense:
 * react-admin swaps whole route trees while it settles the auth state (e.g. the redirect to the login
 * page), and a page suspended in such a swap could stay on its fallback. Here a remount renders the
 * cached module at once, and a page still loading shows the loading state until its module arrives.
 */
const loaded = new WeakMap<LazyPage, ComponentType>();
const wrappers = new WeakMap<LazyPage, ComponentType>();

/** Starts loading a page's code ahead of its first render (e.g. the page the app opens on). */
export const preloadPage = (loader: LazyPage): Promise<void> =>
  loaded.has(loader)
    ? Promise.resolve()
    : loader().then(
        (module) => void loaded.set(loader, module.default),
        () => undefined, // the page's own load reports the failure when it renders
      );

export const lazyPage = (loader: LazyPage): ComponentType => {
  const known = wrappers.get(loader);
  if (known) return known;
  const LazyLoadedPage = () => {
    const [Page, setPage] = useState<ComponentType | undefined>(() => loaded.get(loader));
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (Page) return;
      let active = true;
      loader().then(
        (module) => {
          loaded.set(loader, module.default);
          if (active) setPage(() => module.default);
        },
        (error: unknown) => active && setFailure(error),
      );
      return () => {
        active = false;
      };
    }, [Page]);
    // A chunk that fails to load (e.g. after a deployment) reaches the nearest error boundary.
    if (failure) throw failure;
    if (!Page) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
    return <Page />;
  };
  wrappers.set(loader, LazyLoadedPage);
  return LazyLoadedPage;
};
