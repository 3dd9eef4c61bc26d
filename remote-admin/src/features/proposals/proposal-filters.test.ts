import { describe, expect, it } from 'vitest';
import { changeList, withoutNewRequest } from '../../common/list-state';
import { newProposalRequest, proposalFilters, toProposalQuery } from './proposal-filters';

describe('proposal filters in the URL', () => {
  it('read known values and fall back on unknown ones', () => {
    const filters = proposalFilters.parse(
      new URLSearchParams('status=expired&q=shop&sort=total_cents&order=asc&page=3&size=50'),
    );
    expect(filters).toEqual({
      status: 'expired',
      search: 'shop',
      sort: 'total_cents',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(
      proposalFilters.parse(new URLSearchParams('status=lost&sort=drop&page=-1&size=7')),
    ).toEqual(proposalFilters.defaults);
  });

  it('write only what differs from the defaults and keep other parameters', () => {
    const params = proposalFilters.write(
      { ...proposalFilters.defaults, search: 'logo' },
      new URLSearchParams('new=1&status=draft'),
    );
    expect(params.toString()).toBe('new=1&q=logo');
  });

  it('go back to page 1 on any change but a page turn', () => {
    const onPage3 = { ...proposalFilters.defaults, page: 3 };
    expect(changeList(onPage3, { status: 'sent' }).page).toBe(1);
    expect(changeList(onPage3, { page: 4 }).page).toBe(4);
  });

  it('sort titles A–Z first and flip the order on a second press', () => {
    const byTitle = proposalFilters.sortBy(proposalFilters.defaults, 'title');
    expect(byTitle).toMatchObject({ sort: 'title', order: 'asc' });
    expect(proposalFilters.sortBy(byTitle, 'title').order).toBe('desc');
    expect(proposalFilters.sortBy(proposalFilters.defaults, 'valid_until').order).toBe('desc');
  });

  it('make the get_proposals payload, leaving out an empty search', () => {
    expect(toProposalQuery({ ...proposalFilters.defaults, status: 'sent', search: '  ' })).toEqual({
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 25,
      status: 'sent',
    });
  });
});

describe('new proposal links', () => {
  it('open the form with a client or a lead, the client winning when both are given', () => {
    expect(newProposalRequest(new URLSearchParams('new=1&lead=l1'))).toEqual({
      clientId: null,
      leadId: 'l1',
    });
    expect(newProposalRequest(new URLSearchParams('new=1&client=c1&lead=l1'))).toEqual({
      clientId: 'c1',
      leadId: null,
    });
    expect(newProposalRequest(new URLSearchParams('client=c1'))).toBeNull();
    expect(withoutNewRequest(new URLSearchParams('new=1&client=c1&q=x')).toString()).toBe('q=x');
  });
});
