import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { withNotFound } from './with-not-found';

const notFound: RouteObject = { path: '*' };

describe('withNotFound', () => {
  it('puts the not-found route inside a single pathless layout route', () => {
    const routes: RouteObject[] = [{ children: [{ index: true }, { path: 'services' }] }];
    expect(withNotFound(routes, notFound)).toEqual([
      { children: [{ index: true }, { path: 'services' }, notFound] },
    ]);
  });

  it('appends it beside routes that have no common layout', () => {
    const routes: RouteObject[] = [{ index: true }, { path: 'leads' }];
    expect(withNotFound(routes, notFound)).toEqual([{ index: true }, { path: 'leads' }, notFound]);
  });

  it('does not mutate the remote route list', () => {
    const routes: RouteObject[] = [{ children: [{ index: true }] }];
    withNotFound(routes, notFound);
    expect(routes).toEqual([{ children: [{ index: true }] }]);
  });
});
