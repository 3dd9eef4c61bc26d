import { useApiQuery } from '../../query/use-api-query';
import { getPortalProposal, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/** One proposal sent to the client, with its flow (contract, deposit). */
export const usePortalProposal = (id: string) =>
  useApiQuery(portalKeys.proposal(id), (signal) => getPortalProposal(id, { signal }));
