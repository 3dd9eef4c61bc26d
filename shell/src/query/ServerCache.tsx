import { LoadingSpinner } from '@atelier/shared';
import { lazy, type ReactNode, Suspense } from 'react';

const QueryProvider = lazy(() => import('./QueryProvider'));

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
