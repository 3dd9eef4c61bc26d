import { describe, expect, it } from 'vitest';
import { parseOutboxFilters, toOutboxQuery, writeOutboxFilters } from './outbox-filters';

describe('the outbox filters in the URL', () => {
  it('reads what it wrote', () => {
    const filters = {
      search: 'ada',
      status: 'failed',
      template: 'invoice_sent',
      page: 2,
      pageSize: 50,
    } as const;
    const params = writeOutboxFilters(filters);
    expect(params.toString()).toBe(
      'tab=outbox&q=ada&status=failed&template=invoice_sent&page=2&pageSize=50',
    );
    expect(parseOutboxFilters(params)).toEqual(filters);
    expect(toOutboxQuery(filters)).toEqual({
      search: 'ada',
      status: 'failed',
      template: 'invoice_sent',
      page: 2,
      pageSize: 50,
    });
  });

  it('ignores values that are not filters', () => {
    const params = new URLSearchParams('status=lost&template=nope&page=-3&pageSize=7');
    expect(parseOutboxFilters(params)).toEqual({
      search: '',
      status: null,
      template: null,
      page: 1,
      pageSize: 25,
    });
    expect(toOutboxQuery(parseOutboxFilters(params))).toEqual({ page: 1, pageSize: 25 });
  });
});
