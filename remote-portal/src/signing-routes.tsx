import './i18n';
import { lazyPage, type RemoteRoutesModule } from '@atelier/shared';

/**
 * Mounted by the shell at `/sign/*` for anyone, signed in or not: a contract signer's link.
 * A module of its own, apart from `./routes`, so the portal's signed-in layout never wraps it.
 */
const routes: RemoteRoutesModule['default'] = [
  { path: ':token', element: lazyPage(() => import('./features/signing/SigningPage')) },
];

export default routes;
