import type { ApiFailure } from '@atelier/shared';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RecordListPage } from './RecordListPage';
import { renderInLanguage } from './render-in-language';

type Page = Parameters<typeof RecordListPage>[0]['page'];

const failure: ApiFailure = { success: false, error: 'down', code: 'SERVER_UNAVAILABLE' };

function pageOf(change: Partial<Page> & { total?: number; failure?: ApiFailure }): Page {
  const { total, failure: failed = null, ...rest } = change;
  return {
    filters: { search: '', sort: 'created_at', order: 'desc', page: 1, pageSize: 25 },
    list: {
      data: total === undefined ? undefined : { total },
      failure: failed,
      isFetching: false,
      refetch: () => undefined,
    },
    isFiltered: false,
    hasNone: total === 0,
    change: () => undefined,
    clear: () => undefined,
    ...rest,
  };
}

const render = (page: Page, props: { filters?: ReactNode; onAdd?: () => void } = {}) =>
  renderInLanguage(
    createElement(RecordListPage, { keys: 'invoices', page, ...props, children: 'THE TABLE' }),
    'en',
  );

describe('the list page shell of the documents lists', () => {
  it('hides the search while there is nothing at all, and offers to add the first one', async () => {
    const html = await render(pageOf({ total: 0 }), { filters: 'FILTERS', onAdd: () => {} });
    expect(html).not.toContain('<search');
    expect(html).toContain('No invoices yet');
    expect(html).toContain('Create an invoice');
    expect(html).not.toContain('THE TABLE');
  });

  it('says nothing matches, with the search and "Clear filters", when filtered', async () => {
    const page = pageOf({ total: 0, isFiltered: true, hasNone: false });
    const html = await render(page, { filters: 'FILTERS' });
    expect(html).toContain('aria-label="Filter invoices"');
    expect(html).toContain('FILTERS');
    expect(html).toContain('No invoice matches');
    expect(html).toContain('Clear filters');
  });

  it('keeps the table on screen when a later load fails, and says why when none came', async () => {
    const shown = await render(pageOf({ total: 3, failure }), { filters: 'FILTERS' });
    expect(shown).toContain('THE TABLE');
    expect(shown).toContain('Pages of invoices');
    const failed = await render(pageOf({ failure }), { filters: 'FILTERS' });
    expect(failed).toContain('Invoices could not be loaded');
    expect(failed).not.toContain('THE TABLE');
  });

  it('treats a list without filters on screen as never filtered (no add button without onAdd)', async () => {
    const html = await render(pageOf({ total: 0, isFiltered: true, hasNone: false }));
    expect(html).not.toContain('<search');
    expect(html).toContain('No invoices yet');
    expect(html).not.toContain('Create an invoice');
    expect(html).not.toContain('Clear filters');
  });
});
