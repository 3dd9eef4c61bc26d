import { useApiQuery } from '../../query/use-api-query';
import { getPortalProposals, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/** The proposals sent to the client. */
export const usePortalProposals = () =>
  useApiQuery(portalKeys.proposals(), (signal) => getPortalProposals({ signal }));
