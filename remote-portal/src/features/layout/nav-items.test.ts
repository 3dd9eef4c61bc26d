import { describe, expect, it } from 'vitest';
import { builtNavItems, PORTAL_NAV } from './nav-items';

describe('builtNavItems', () => {
  it('links only to the areas whose page exists, the overview always', () => {
    const items = builtNavItems([{ path: 'contracts' }, { path: 'profile' }, { path: 'other' }]);
    expect(items.map((item) => item.key)).toEqual(['overview', 'contracts', 'profile']);
    expect(items[0]).toEqual({ key: 'overview', to: '/client-portal', end: true });
  });

  it('does not take a detail route for the area list', () => {
    const items = builtNavItems([{ path: 'projects/:id' }]);
    expect(items.map((item) => item.key)).toEqual(['overview']);
  });

  it('lists every area once everything is built', () => {
    const all = PORTAL_NAV.flatMap((item) => (item.path ? [{ path: item.path }] : []));
    expect(builtNavItems(all)).toHaveLength(PORTAL_NAV.length);
  });
});
