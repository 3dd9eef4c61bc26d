import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_GROUPS } from './nav-items';

const item = (key: string) => {
  const found = NAV_GROUPS.flatMap((group) => group.items).find(
    (candidate) => candidate.key === key,
  );
  if (!found) throw new Error(`no nav item ${key}`);
  return found;
};

describe('admin navigation', () => {
  it('has the groups and items of the spec, in order', () => {
    expect(NAV_GROUPS.map((group) => [group.key, group.items.map((entry) => entry.key)])).toEqual([
      ['overview', ['dashboard', 'analytics']],
      ['business', ['clients', 'projects', 'leads', 'proposals']],
      ['operations', ['team', 'revenue', 'payments']],
      ['content', ['content', 'email', 'images']],
      ['settings', ['siteManagement', 'settings']],
      ['automation', ['projectTemplates', 'autoInvoicing', 'leadScoring', 'contracts']],
      ['marketing', ['marketing', 'businessIntelligence']],
    ]);
  });

  it('treats /admin and /admin/dashboard as the dashboard', () => {
    expect(isNavItemActive(item('dashboard'), '/admin', '')).toBe(true);
    expect(isNavItemActive(item('dashboard'), '/admin/dashboard/', '')).toBe(true);
    expect(isNavItemActive(item('dashboard'), '/admin/leads', '')).toBe(false);
  });

  it('highlights the automation item of the open tab, templates by default', () => {
    expect(isNavItemActive(item('leadScoring'), '/admin/automation', '?tab=scoring')).toBe(true);
    expect(isNavItemActive(item('projectTemplates'), '/admin/automation', '?tab=scoring')).toBe(
      false,
    );
    expect(isNavItemActive(item('projectTemplates'), '/admin/automation', '')).toBe(true);
  });

  it('highlights a plain item only on its own path', () => {
    expect(isNavItemActive(item('leads'), '/admin/leads', '')).toBe(true);
    expect(isNavItemActive(item('leads'), '/admin/clients', '')).toBe(false);
  });
});
