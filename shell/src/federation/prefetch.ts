import { preloadLazyPage } from '@atelier/shared';
import { matchRoutes } from 'react-router-dom';
import { loadRemoteRoutes, type RemoteName } from './remote-registry';

/** Where each admin area's remote mounts its own routes (AppRoutes.tsx). */
const ADMIN_MOUNTS: ReadonlyArray<{ prefix: string; remote: RemoteName }> = [
  { prefix: '/admin/automation', remote: 'remote_automation' },
  { prefix: '/admin', remote: 'remote_admin' },
];

/**
 * Starts loading what the admin page at `to` needs before it is opened (a sidebar link hovered
 * or focused): its remote's routes and the page's own lazily loaded module, so the click shows
 * the page without a spinner in between. Errors wait for the click, which shows them.
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
    for (const match of matchRoutes(state.routes, inside) ?? []) {
      void preloadLazyPage(match.route.element);
    }
  });
}
