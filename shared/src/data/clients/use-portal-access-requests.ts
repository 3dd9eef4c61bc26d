import { useApiQuery } from '../../query/use-api-query';
import { getPortalAccessRequests } from './calls';
import { clientKeys } from './keys';

/**
 * The client accounts waiting for a client record (docs/portal.md): loaded only while the
 * link dialog is open, never from demo data (linking one is a real write).
 */
export function usePortalAccessRequests(isOpen: boolean) {
  return useApiQuery(isOpen ? clientKeys.portalAccessRequests() : null, (signal) =>
    getPortalAccessRequests({ signal, demoFallback: false }),
  );
}
