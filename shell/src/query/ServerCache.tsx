import { LoadingSpinner, preloadableLazy } from '@atelier/shared';
import { type ReactNode, Suspense } from 'react';

/** The cache's provider and react-query; loaded early by an admin page's start-up (bootstrap.tsx). */
const { Component: QueryProvider, preload: preloadQueryProvider } = preloadableLazy(
  () => import('./QueryProvider'),
);

export { preloadQueryProvider };

/**
 * Gives the areas that read server data (admin, client portal) the shared query cache. The
 * cache and react-query are fetched with the first such area shown: the public pages never
 * download them.
 */
export function ServerCache({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
