import { describe, expect, it } from 'vitest';
import { changeList, withoutNewRequest } from '../../common/list-state';
import { invoiceFilters, newInvoiceRequest, toInvoiceQuery } from './invoice-filters';
import { paymentFilters, toPaymentQuery } from './payment-filters';
import { parseTab, tabParams } from './payments-tabs';

describe('payments page tabs', () => {
  it('show invoices unless the URL asks for payments', () => {
    expect(parseTab(new URLSearchParams(''))).toBe('invoices');
    expect(parseTab(new URLSearchParams('tab=payments'))).toBe('payments');
    expect(parseTab(new URLSearchParams('tab=credit-notes'))).toBe('credit-notes');
    expect(parseTab(new URLSearchParams('tab=other'))).toBe('invoices');
    expect(tabParams('invoices').toString()).toBe('');
    expect(tabParams('payments').toString()).toBe('tab=payments');
    expect(tabParams('credit-notes').toString()).toBe('tab=credit-notes');
  });
});

describe('invoice filters in the URL', () => {
  it('read the overdue filter, a sort and a page, and drop unknown values', () => {
    expect(
      invoiceFilters.parse(new URLSearchParams('status=overdue&sort=number&order=asc&page=2')),
    ).toMatchObject({ status: 'overdue', sort: 'number', order: 'asc', page: 2 });
    expect(invoiceFilters.parse(new URLSearchParams('status=late&size=3'))).toEqual(
      invoiceFilters.defaults,
    );
  });

  it('keep the tab when writing and leave defaults out', () => {
    const params = invoiceFilters.write(
      { ...invoiceFilters.defaults, search: 'INV-2026' },
      new URLSearchParams('tab=invoices&status=paid'),
    );
    expect(params.toString()).toBe('tab=invoices&q=INV-2026');
  });

  it('sort numbers A–Z first, and reset the page on a new filter', () => {
    expect(invoiceFilters.sortBy(invoiceFilters.defaults, 'number')).toMatchObject({
      sort: 'number',
      order: 'asc',
    });
    expect(changeList({ ...invoiceFilters.defaults, page: 5 }, { status: 'sent' }).page).toBe(1);
    expect(toInvoiceQuery({ ...invoiceFilters.defaults, status: 'overdue' })).toMatchObject({
      status: 'overdue',
    });
  });

  it('open the new invoice form from a link, the project only with its client', () => {
    expect(newInvoiceRequest(new URLSearchParams('new=1&client=c1&project=p1'))).toEqual({
      clientId: 'c1',
      projectId: 'p1',
    });
    expect(newInvoiceRequest(new URLSearchParams('new=1&project=p1'))).toEqual({
      clientId: '',
      projectId: '',
    });
    expect(newInvoiceRequest(new URLSearchParams('client=c1'))).toBeNull();
    expect(withoutNewRequest(new URLSearchParams('new=1&client=c1&q=a')).toString()).toBe('q=a');
  });
});

describe('payment filters in the URL', () => {
  it('read method and date range, refusing what is not a date', () => {
    expect(
      paymentFilters.parse(new URLSearchParams('tab=payments&method=card&from=2026-01-01&to=x')),
    ).toMatchObject({ method: 'card', from: '2026-01-01', to: null });
  });

  it('make the get_payments payload', () => {
    expect(
      toPaymentQuery({
        ...paymentFilters.defaults,
        method: 'cash',
        from: '2026-01-01',
        to: '2026-01-31',
        search: ' deposit ',
      }),
    ).toEqual({
      sort: 'payment_date',
      order: 'desc',
      page: 1,
      pageSize: 25,
      payment_method: 'cash',
      date_from: '2026-01-01',
      date_to: '2026-01-31',
      search: 'deposit',
    });
  });

  it('toggle the order of the sorted column and keep the tab', () => {
    const byAmount = paymentFilters.sortBy(paymentFilters.defaults, 'amount_cents');
    expect(byAmount).toMatchObject({ sort: 'amount_cents', order: 'desc' });
    expect(paymentFilters.sortBy(byAmount, 'amount_cents').order).toBe('asc');
    expect(paymentFilters.write(byAmount, new URLSearchParams('tab=payments')).toString()).toBe(
      'tab=payments&sort=amount_cents',
    );
  });
});
