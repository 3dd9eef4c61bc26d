import { getClient, getProposal, NO_DEMO } from '@atelier/shared/api';
import { clientKeys, proposalKeys, useApiQuery } from '@atelier/shared/query';

/** A client with its projects (the project choice); nothing while `id` is null. */
export const useClientRecord = (id: string | null) =>
  useApiQuery(id === null ? null : clientKeys.detail(id), (signal) =>
    getClient(id ?? '', { ...NO_DEMO, signal }),
  );

/** The accepted proposal a contract is made from; nothing while `id` is null. */
export const useProposalRecord = (id: string | null) =>
  useApiQuery(id === null ? null : proposalKeys.detail(id), (signal) =>
    getProposal(id ?? '', { ...NO_DEMO, signal }),
  );
