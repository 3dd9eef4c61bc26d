import type { RouteObject } from 'react-router-dom';

/** The one module every remote exposes as `./routes`: route objects relative to its mount point. */
export type RemoteRoutesModule = { default: RouteObject[] };
