import { isAdminRole, preloadLazyPage, type RouteHandle, useAuthStore } from '@atelier/shared';
import { matchRoutes } from 'react-router-dom';
import { type EarlyPageData, earlyPageData, roleInToken } from './early-page-data';
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
 * A page's data the shell knows itself (`early-page-data.ts`). At start-up, while the session
 * check is under way, a stored token that names an admin is taken at its word: the data is
 * asked for beside the check instead of after it (the server checks the token on that call
 * too). Should the check end otherwise, or renew the token, what was asked for with it leaves
 * the cache before any page reads it (a refused call may have been answered by the demo).
 */
function prefetchEarly(load: () => Promise<EarlyPageData>): void {
  Promise.all([import('../query/query-client'), load()])
    .then(([{ queryClient }, { prefetch, keys }]) => {
      const { status, token } = useAuthStore.getState();
      const role = token ? roleInToken(token) : null;
      if (status !== 'unknown' || !isAdminRole(role ?? undefined)) {
        return signedInAsAdmin().then((isAdmin) => (isAdmin ? prefetch(queryClient) : undefined));
      }
      void prefetch(queryClient);
      return signedInAsAdmin().then((isAdmin) => {
        if (isAdmin && useAuthStore.getState().token === token) return;
        for (const queryKey of keys) queryClient.removeQueries({ queryKey, exact: true });
      });
    })
    .catch((error: unknown) => {
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
 * Resolves (never rejects) once the remote's routes and the page's modules are loaded or have
 * failed: the page then renders without suspending. The data is not waited for.
 */
export function prefetchAdminPage(to: string): Promise<void> {
  const pathname = new URL(to, 'http://admin.invalid').pathname;
  const mount = ADMIN_MOUNTS.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  if (!mount) return Promise.resolve();
  const early = earlyPageData(pathname);
  if (early) prefetchEarly(early);
  return loadRemoteRoutes(mount.remote).then(async (state) => {
    if (state.status !== 'ready') return;
    const inside = pathname.slice(mount.prefix.length) || '/';
    const matches = matchRoutes(state.routes, inside) ?? [];
    for (const { route } of matches) {
      const prefetch = (route.handle as RouteHandle | undefined)?.prefetch;
      // Asked for already, or fresh in the cache: the same query is not asked for twice.
      if (prefetch && !early) prefetchData(prefetch);
    }
    await Promise.all(matches.map(({ route }) => preloadLazyPage(route.element)));
  });
}
