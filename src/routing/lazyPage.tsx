import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { LazyPage } from '../plugins/contract';
import { loadPage, loadedPage } from './pageCache';

/**
 * Pages load on first use and stay cached per loader. This deliberately avoids React.lazy/Suspense:
 * react-admin swaps whole route trees while it settles the auth state (e.g. the redirect to the login
 * page), and a page suspended in such a swap could stay on its fallback. Here a remount renders the
 * cached module at once, and a page still loading shows the loading state until its module arrives.
 */
const wrappers = new WeakMap<LazyPage, ComponentType>();

export const lazyPage = (loader: LazyPage): ComponentType => {
  const known = wrappers.get(loader);
  if (known) return known;
  const LazyLoadedPage = () => {
    const [Page, setPage] = useState<ComponentType | undefined>(() => loadedPage(loader));
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (Page) return;
      let active = true;
      loadPage(loader).then(
        (page) => active && setPage(() => page),
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
