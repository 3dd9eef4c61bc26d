import { describe, expect, it } from 'vitest';
import { filtersFromQuery, toGeneratedQuery, withFilters } from './generated-filters';

const params = (text: string) => new URLSearchParams(text);

describe('generated invoice filters in the URL', () => {
  it('reads rule, status and page, and anything unknown as no filter', () => {
    expect(filtersFromQuery(params('tab=invoicing&rule=r1&status=paid&page=3'))).toEqual({
      ruleId: 'r1',
      status: 'paid',
      page: 3,
    });
    expect(filtersFromQuery(params('status=lost&page=-2&rule=%20'))).toEqual({
      ruleId: null,
      status: null,
      page: 1,
    });
  });

  it('sends only the filters set, with the page and its size', () => {
    expect(toGeneratedQuery({ ruleId: null, status: 'overdue', page: 2 })).toEqual({
      status: 'overdue',
      page: 2,
      pageSize: 25,
    });
  });

  it('keeps the tab and view, and goes back to page 1 when a filter changes', () => {
    const before = params('tab=invoicing&view=generated&status=sent&page=4');
    const next = withFilters(before, { ruleId: 'r2' });
    expect(next.toString()).toBe('tab=invoicing&view=generated&status=sent&rule=r2');
    expect(withFilters(next, { page: 2 }).get('page')).toBe('2');
    expect(withFilters(next, { status: null }).has('status')).toBe(false);
  });
});
