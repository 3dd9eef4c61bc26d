import { LoadingSpinner, NotFoundPage } from '@atelier/shared';
import { useEffect, useMemo, useState } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';

import { PageErrorBoundary } from './PageErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import {
  loadedRemoteRoutes,
  loadRemoteRoutes,
  type RemoteModule,
  type RemoteName,
  type RemoteRoutesState,
  resetRemote,
} from './remote-registry';
import { withNotFound } from './with-not-found';

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  const allRoutes = useMemo(
    () => withNotFound(routes, { path: '*', element: <NotFoundPage /> }),
    [routes],
  );
  return useRoutes(allRoutes);
}

type LoaderProps = { name: RemoteName; exposed: RemoteModule; onRetry: () => void };

function RemoteLoader({ name, exposed, onRetry }: LoaderProps) {
  const [state, setState] = useState<RemoteRoutesState | null>(
    () => loadedRemoteRoutes(name, exposed) ?? null,
  );

  useEffect(() => {
    let isCurrent = true;
    void loadRemoteRoutes(name, exposed).then((next) => {
      if (isCurrent) setState(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [name, exposed]);

  if (!state) return <LoadingSpinner />;
  if (state.status === 'failed') return <RemoteUnavailable name={name} onRetry={onRetry} />;
  return (
    <PageErrorBoundary name={name}>
      <RemoteRoutes routes={state.routes} />
    </PageErrorBoundary>
  );
}

/**
 * Renders the part of the site a remote owns. The remote is fetched on first visit; while it
 * loads the 'Loading...' spinner shows, and if it cannot be loaded an error panel with a
 * retry takes its place — the rest of the site keeps working. `exposed` picks the remote's
 * module: `routes` (its area) unless a mount point needs another, such as the portal's
 * `signing` pages, which must not be wrapped in the portal's signed-in layout.
 */
export function RemoteArea({
  name,
  exposed = 'routes',
}: {
  name: RemoteName;
  exposed?: RemoteModule;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteLoader
      key={attempt}
      name={name}
      exposed={exposed}
      onRetry={() => {
        resetRemote(name, exposed);
        setAttempt((value) => value + 1);
      }}
    />
  );
}
