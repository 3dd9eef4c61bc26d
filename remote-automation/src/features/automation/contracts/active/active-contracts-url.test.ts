import { describe, expect, it } from 'vitest';
import {
  openContractId,
  readActiveContracts,
  readFormRequest,
  toContractQuery,
  withContract,
  withFilters,
  withNewForm,
} from './active-contracts-url';

const url = (search: string) => new URLSearchParams(search);

describe('the Active Contracts state in the URL', () => {
  it('reads the filters and page, and ignores what it does not know', () => {
    expect(readActiveContracts(url('status=sent&client=c1&page=3'))).toEqual({
      status: 'sent',
      clientId: 'c1',
      page: 3,
    });
    expect(readActiveContracts(url('status=archived&client=%20&page=-2'))).toEqual({
      status: null,
      clientId: null,
      page: 1,
    });
    expect(readActiveContracts(url('page=1.5')).page).toBe(1);
  });

  it('asks the server only for the filters chosen, newest page first', () => {
    expect(toContractQuery({ status: null, clientId: null, page: 1 })).toEqual({
      page: 1,
      pageSize: 25,
    });
    expect(toContractQuery({ status: 'draft', clientId: 'c1', page: 2 })).toEqual({
      status: 'draft',
      client_id: 'c1',
      page: 2,
      pageSize: 25,
    });
  });

  it('goes back to the first page when a filter changes, keeping the tab and view', () => {
    const next = withFilters(url('tab=contracts&view=active&page=4&status=sent'), {
      status: 'signed',
    });
    expect(next.toString()).toBe('tab=contracts&view=active&status=signed');
    expect(withFilters(next, { page: 2 }).get('page')).toBe('2');
    expect(withFilters(url('status=sent&client=c1'), { status: null }).toString()).toBe(
      'client=c1',
    );
  });

  it('opens and closes the details of one contract without touching the filters', () => {
    const open = withContract(url('status=sent'), 'k1');
    expect(openContractId(open)).toBe('k1');
    expect(withContract(open, null).toString()).toBe('status=sent');
    expect(openContractId(url('contract='))).toBeNull();
  });

  it('reads the new-contract request from a proposal and drops it on close', () => {
    const params = url('tab=contracts&new=1&proposal=p9');
    expect(readFormRequest(params)).toEqual({ isOpen: true, proposalId: 'p9' });
    expect(readFormRequest(url('new=yes'))).toEqual({ isOpen: false, proposalId: null });
    expect(withNewForm(params, false).toString()).toBe('tab=contracts');
    expect(withNewForm(url('tab=contracts'), true).toString()).toBe('tab=contracts&new=1');
  });
});
