import { describe, expect, it } from 'vitest';
import { isNavEntryActive, type NavEntry, navSections, parseNavigation } from './navigation';

const entry = (change: Partial<NavEntry>): NavEntry => ({
  key: 'leads',
  group: 'business',
  order: 30,
  to: '/admin/leads',
  icon: 'leads',
  label: { en: 'Leads', fr: 'Prospects' },
  ...change,
});

describe('a remote’s navigation.json', () => {
  it('keeps the well-formed entries and leaves the rest out', () => {
    const good = entry({});
    expect(
      parseNavigation([
        good,
        { ...good, key: '' },
        { ...good, group: 'nowhere' },
        { ...good, to: 'https://evil.example/phish' },
        { ...good, to: '//evil.example' },
        { ...good, label: { en: 'Leads' } },
        { ...good, order: 'first' },
        'not an entry',
      ]),
    ).toEqual([good]);
    expect(parseNavigation({ not: 'a list' })).toEqual([]);
  });
});

describe('the sidebar drawn from every remote’s entries', () => {
  it('is in the spec’s sections, each by order, whichever remote came first', () => {
    const sections = navSections([
      entry({ key: 'contracts', group: 'automation', order: 40 }),
      entry({ key: 'proposals', order: 40 }),
      entry({ key: 'dashboard', group: 'overview', order: 10 }),
      entry({ key: 'clients', order: 10 }),
      entry({ key: 'projectTemplates', group: 'automation', order: 10 }),
    ]);
    expect(sections.map((section) => [section.key, section.entries.map((e) => e.key)])).toEqual([
      ['overview', ['dashboard']],
      ['business', ['clients', 'proposals']],
      ['automation', ['projectTemplates', 'contracts']],
    ]);
  });

  it('marks the page shown: its path or another of its paths, a tab by the query', () => {
    const dashboard = entry({ key: 'dashboard', to: '/admin/dashboard', also: ['/admin'] });
    expect(isNavEntryActive(dashboard, '/admin', '')).toBe(true);
    expect(isNavEntryActive(dashboard, '/admin/dashboard/', '')).toBe(true);
    expect(isNavEntryActive(dashboard, '/admin/leads', '')).toBe(false);
    const templates = entry({ to: '/admin/automation?tab=templates', isDefaultTab: true });
    const scoring = entry({ to: '/admin/automation?tab=scoring' });
    expect(isNavEntryActive(scoring, '/admin/automation', '?tab=scoring')).toBe(true);
    expect(isNavEntryActive(templates, '/admin/automation', '?tab=scoring')).toBe(false);
    expect(isNavEntryActive(templates, '/admin/automation', '')).toBe(true);
    expect(isNavEntryActive(scoring, '/admin/automation', '')).toBe(false);
    expect(isNavEntryActive(entry({}), '/admin/leads', '?status=new')).toBe(true);
    expect(isNavEntryActive(entry({}), '/admin/leads/x', '')).toBe(false);
  });
});
