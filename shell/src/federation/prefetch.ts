import { isAdminRole, preloadLazyPage, type RouteHandle, useAuthStore } from '@atelier/shared';
import { matchRoutes } from 'react-router-dom';
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

/** Runs a route's data prefetch on the page's one cache (loaded with the admin area). */
function prefetchData(prefetch: NonNullable<RouteHandle['prefetch']>): void {
  Promise.all([import('../query/query-client'), signedInAsAdmin()])
    .then(([{ queryClient }, isAdmin]) => (isAdmin ? prefetch(queryClient) : undefined))
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
 * after another. Errors wait for the page, which shows them.
 */
export function prefetchAdminPage(to: string): void {
  const pathname = new URL(to, 'http://admin.invalid').pathname;
  const mount = ADMIN_MOUNTS.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  if (!mount) return;
  void loadRemoteRoutes(mount.remote).then((state) => {
    if (state.status !== 'ready') return;
    const inside = pathname.slice(mount.prefix.length) || '/';
    for (const { route } of matchRoutes(state.routes, inside) ?? []) {
      void preloadLazyPage(route.element);
      const prefetch = (route.handle as RouteHandle | undefined)?.prefetch;
      if (prefetch) prefetchData(prefetch);
    }
  });
}
