import type { ApiResult } from '@atelier/shared';
import { useRef, useState } from 'react';
import { type FailureMessage, failureMessage } from './api-message';

/**
 * One server call at a time for a form: pending flag for the submit button, and the
 * failure to show. A second submit while one is in flight is ignored.
 */
export function useSubmission() {
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const inFlight = useRef(false);

  async function run<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T> | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setIsPending(true);
    setFailure(null);
    try {
      const result = await call();
      if (!result.success) setFailure(failureMessage(result));
      return result;
    } catch (error) {
      console.error('[remote-public] submission failed', error);
      setFailure({ key: 'errors.generic' });
      return null;
    } finally {
      inFlight.current = false;
      setIsPending(false);
    }
  }

  return { isPending, failure, run, fail: setFailure };
}
