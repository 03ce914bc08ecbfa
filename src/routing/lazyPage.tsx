import { Suspense, lazy, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { LazyPage } from '../plugins/contract';

/** Wraps a lazily imported page so it can be rendered anywhere, with a loading state meanwhile. */
export const lazyPage = (loader: LazyPage): ComponentType => {
  const Page = lazy(loader);
  const LazyLoadedPage = () => (
    <Suspense fallback={<Loading loadingPrimary="core.pages.loading" loadingSecondary="" />}>
      <Page />
    </Suspense>
  );
  return LazyLoadedPage;
};
