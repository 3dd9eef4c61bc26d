import type { ApiFailure } from '@atelier/shared';
import { openContractSigning } from '@atelier/shared/data/portal';
import { useCallback, useEffect, useState } from 'react';
import { signingTokenOf } from './proposal-flow';

export type SigningLinkState =
  | { status: 'loading' }
  | { status: 'failed'; failure: ApiFailure }
  | { status: 'ready'; token: string };

/**
 * A fresh signing token for the client's own signature on the proposal's contract
 * (`open_signing`), so the page shows the contract and its sign form in place. Not cached:
 * each link is for one visit.
 */
export function useContractSigning(contractId: string) {
  const [state, setState] = useState<SigningLinkState>({ status: 'loading' });

  const open = useCallback(
    async (signal?: AbortSignal) => {
      let result: Awaited<ReturnType<typeof openContractSigning>>;
      try {
        result = await openContractSigning(contractId, { signal });
      } catch (error) {
        // Only an aborted request throws: the step it was for is gone.
        if (signal?.aborted) return;
        throw error;
      }
      if (signal?.aborted) return;
      if (!result.success) {
        setState({ status: 'failed', failure: result });
        return;
      }
      const token = signingTokenOf(result.url);
      setState(
        token
          ? { status: 'ready', token }
          : {
              status: 'failed',
              failure: { success: false, code: 'INTERNAL', error: 'No signing link' },
            },
      );
    },
    [contractId],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void open(controller.signal);
    return () => controller.abort();
  }, [open]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void open();
  }, [open]);

  return { state, retry };
}
