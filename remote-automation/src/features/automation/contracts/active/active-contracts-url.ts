import type { ContractListQuery, ContractStatus } from '@atelier/shared';
import { CONTRACT_STATUSES } from '@atelier/shared/contract';

/**
 * The Active Contracts view's state in the URL, beside `?tab=contracts&view=active`: the
 * filters (`status`, `client`, `page`), the contract whose details are open (`contract`) and
 * the new-contract form (`new=1`, with `proposal` when it starts from an accepted proposal, as
 * the admin proposal page links to it). So each of them can be linked to and survives a
 * reload. A value the view does not know reads as none, and is never sent.
 */
export type ActiveContractsState = {
  status: ContractStatus | null;
  clientId: string | null;
  page: number;
};

export type ContractFormRequest = { isOpen: boolean; proposalId: string | null };

export const CONTRACTS_PAGE_SIZE = 25;

const PARAMS = {
  status: 'status',
  clientId: 'client',
  page: 'page',
  contract: 'contract',
  isNew: 'new',
  proposal: 'proposal',
} as const;

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

export function readActiveContracts(params: URLSearchParams): ActiveContractsState {
  const status = params.get(PARAMS.status);
  const page = Number(params.get(PARAMS.page));
  return {
    status: CONTRACT_STATUSES.find((known) => known === status) ?? null,
    clientId: text(params, PARAMS.clientId),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function toContractQuery(state: ActiveContractsState): ContractListQuery {
  return {
    ...(state.status ? { status: state.status } : {}),
    ...(state.clientId ? { client_id: state.clientId } : {}),
    page: state.page,
    pageSize: CONTRACTS_PAGE_SIZE,
  };
}

const setOrDelete = (params: URLSearchParams, name: string, value: string | null) =>
  value === null ? params.delete(name) : params.set(name, value);

/**
 * The URL after a filter or page change; everything else kept. A new filter goes back to the
 * first page, since the old page number counted another list.
 */
export function withFilters(
  params: URLSearchParams,
  change: Partial<ActiveContractsState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const state = { ...readActiveContracts(params), page: 1, ...change };
  setOrDelete(next, PARAMS.status, state.status);
  setOrDelete(next, PARAMS.clientId, state.clientId);
  setOrDelete(next, PARAMS.page, state.page > 1 ? String(state.page) : null);
  return next;
}

/** The id of the contract whose details are open, or null. */
export const openContractId = (params: URLSearchParams) => text(params, PARAMS.contract);

/** The URL with the details of `id` open (null: closed). */
export function withContract(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, PARAMS.contract, id);
  return next;
}

export function readFormRequest(params: URLSearchParams): ContractFormRequest {
  return {
    isOpen: params.get(PARAMS.isNew) === '1',
    proposalId: text(params, PARAMS.proposal),
  };
}

/** The URL with the new-contract form open, or (false) closed with its proposal dropped. */
export function withNewForm(params: URLSearchParams, isOpen: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (isOpen) {
    next.set(PARAMS.isNew, '1');
  } else {
    next.delete(PARAMS.isNew);
    next.delete(PARAMS.proposal);
  }
  return next;
}
