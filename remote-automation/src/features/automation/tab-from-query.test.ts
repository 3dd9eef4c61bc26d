import { describe, expect, it } from 'vitest';
import { tabFromQuery, viewFromQuery } from './tab-from-query';

describe('tabFromQuery', () => {
  it('opens the tab the query names', () => {
    expect(tabFromQuery('templates')).toBe('templates');
    expect(tabFromQuery('invoicing')).toBe('invoicing');
    expect(tabFromQuery('scoring')).toBe('scoring');
    expect(tabFromQuery('contracts')).toBe('contracts');
  });

  it('opens Project Templates when the query has no tab', () => {
    expect(tabFromQuery(null)).toBe('templates');
    expect(tabFromQuery('')).toBe('templates');
  });

  it('opens Project Templates for a value that names no tab', () => {
    expect(tabFromQuery('billing')).toBe('templates');
    expect(tabFromQuery('Scoring')).toBe('templates');
    expect(tabFromQuery('constructor')).toBe('templates');
  });
});

describe('viewFromQuery', () => {
  it('opens the view the query names within its tab', () => {
    expect(viewFromQuery('invoicing', 'generated')).toBe('generated');
    expect(viewFromQuery('scoring', 'criteria')).toBe('criteria');
  });

  it('opens the tab’s first view when the query has none or names another tab’s view', () => {
    expect(viewFromQuery('invoicing', null)).toBe('rules');
    expect(viewFromQuery('scoring', 'rules')).toBe('scored');
    expect(viewFromQuery('contracts', 'toString')).toBe('active');
  });
});
