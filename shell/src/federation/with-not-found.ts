import type { RouteObject } from 'react-router-dom';

/**
 * Adds the not-found route for paths a remote does not know. A remote whose routes hang under
 * one pathless layout route gets it inside that layout, so the page keeps its header and footer.
 */
export function withNotFound(routes: RouteObject[], notFound: RouteObject): RouteObject[] {
  const [only] = routes;
  if (routes.length === 1 && only && only.path === undefined && !only.index && only.children) {
    return [{ ...only, children: [...only.children, notFound] }];
  }
  return [...routes, notFound];
}
