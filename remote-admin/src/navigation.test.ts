import { navSections, parseNavigation } from '@atelier/shared/navigation';
import { describe, expect, it } from 'vitest';
import { navigation } from './navigation';
import routes from './routes';

describe('remote-admin’s sidebar entries', () => {
  it('are the spec’s pages in its sections and order, each well formed', () => {
    expect(parseNavigation(JSON.parse(JSON.stringify(navigation)))).toEqual(navigation);
    expect(navSections(navigation).map((s) => [s.key, s.entries.map((e) => e.key)])).toEqual([
      ['overview', ['dashboard', 'analytics']],
      ['business', ['clients', 'projects', 'leads', 'proposals']],
      ['operations', ['team', 'revenue', 'payments']],
      ['content', ['content', 'email', 'images']],
      ['settings', ['siteManagement', 'settings']],
      ['marketing', ['marketing', 'businessIntelligence']],
    ]);
  });

  it('each lead to a page of its routes', () => {
    const paths = new Set(routes.map((route) => `/admin/${route.path ?? ''}`));
    for (const entry of navigation) expect(paths).toContain(entry.to);
  });
});
