import { isAdminRole, preloadLazyPage, type RouteHandle, useAuthStore } from '@atelier/shared';
import { matchRoutes } from 'react-router-dom';
import { earlyPageData } from './early-page-data';
import { loadRemoteRoutes, type RemoteName } from './remote-registry';

type AuthState = ReturnType<typeof useAuthStore.getState>;

/** Where each admin area's remote mounts its own routes (AppRoutes.tsx). */
const ADMIN_MOUNTS: ReadonlyArray<{ prefix: string; remote: RemoteName }> = [
  { prefix: '/admin/automation', remote: 'remote_automation' },
  { prefix: '/admin', remote: 'remote_admin' },
];

/**
 * Whether the session is an admin's, once the shell knows (at once on a sidebar; after the
 * session check at start-up): no other account asks for an admin page's data, whose refusal
 * would show as a failure.
 */
function signedInAsAdmin(): Promise<boolean> {
  const decided = ({ status, user }: AuthState): boolean | null =>
    status === 'unknown' ? null : status === 'authenticated' && isAdminRole(user?.role);
  const now = decided(useAuthStore.getState());
  if (now !== null) return Promise.resolve(now);
  return new Promise((resolve) => {
    const unsubscribe = useAuthStore.subscribe((state) => {
      const answer = decided(state);
      if (answer === null) return;
      unsubscribe();
      resolve(answer);
    });
  });
}

type Prefetch = NonNullable<RouteHandle['prefetch']>;

/** Runs a route's data prefetch on the page's one cache (loaded with the admin area). */
function prefetchData(prefetch: Prefetch | Promise<Prefetch>): void {
  Promise.all([import('../query/query-client'), signedInAsAdmin(), prefetch])
    .then(([{ queryClient }, isAdmin, run]) => (isAdmin ? run(queryClient) : undefined))
    .catch((error: unknown) => {
      // The page asks again when it renders, and shows the failure then.
      console.warn('[shell] a page could not prefetch its data', error);
    });
}

/**
 * Starts loading what the admin page at `to` needs before it is opened: its remote's routes,
 * the page's own lazily loaded module and, where the route declares it (`handle.prefetch`),
 * the data it shows first. Called when a sidebar link is hovered or focused, so the click shows
 * the page and its data without a spinner in between, and at start-up for the page an admin
 * opens, so the remote, the page and its data load beside the shell's own code instead of one
 * after another. A page whose data the shell knows (`early-page-data.ts`) asks for it without
 * waiting for its remote's routes. Errors wait for the page, which shows them.
 */
export function prefetchAdminPage(to: string): void {
  const pathname = new URL(to, 'http://admin.invalid').pathname;
  const mount = ADMIN_MOUNTS.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  if (!mount) return;
  const early = earlyPageData(pathname);
  if (early) prefetchData(early());
  void loadRemoteRoutes(mount.remote).then((state) => {
    if (state.status !== 'ready') return;
    const inside = pathname.slice(mount.prefix.length) || '/';
    for (const { route } of matchRoutes(state.routes, inside) ?? []) {
      void preloadLazyPage(route.element);
      const prefetch = (route.handle as RouteHandle | undefined)?.prefetch;
      // Asked for already, or fresh in the cache: the same query is not asked for twice.
      if (prefetch && !early) prefetchData(prefetch);
    }
  });
}
