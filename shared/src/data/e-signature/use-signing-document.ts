import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure } from '../../api/result';
import type { SigningDocument } from '../../contract/e-signature';
import { getSigningDocument } from './calls';

export type SigningDocumentState =
  | { status: 'loading' }
  | { status: 'failed'; failure: ApiFailure }
  | { status: 'ready'; doc: SigningDocument };

/**
 * The document behind a signing link. Deliberately not a cached, retrying query: a link that
 * is not valid (404) or withdrawn/expired (409) stays so, and every call counts against the
 * signer's rate limit. `reload` refreshes in place (the page keeps showing the last answer),
 * as after signing, when the answer says whether everyone has now signed.
 */
export function useSigningDocument(token: string) {
  const [state, setState] = useState<SigningDocumentState>({ status: 'loading' });

  const fetchDocument = useCallback(
    async (signal?: AbortSignal) => {
      let result: Awaited<ReturnType<typeof getSigningDocument>>;
      try {
        result = await getSigningDocument(token, { signal });
      } catch (error) {
        // Only an aborted request throws: the page it was for is gone.
        if (signal?.aborted) return;
        throw error;
      }
      if (signal?.aborted) return;
      setState(
        result.success ? { status: 'ready', doc: result } : { status: 'failed', failure: result },
      );
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void fetchDocument(controller.signal);
    return () => controller.abort();
  }, [fetchDocument]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void fetchDocument();
  }, [fetchDocument]);

  return { state, reload: fetchDocument, retry };
}
