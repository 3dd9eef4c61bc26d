import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ScoringRun } from '../../contract/lead-scoring';
import { apiQueryOptions } from '../../query/api-query';
import { keysAfterWrite } from '../registry';
import { getRescoreStatus, registerLeadScoringDemo } from './calls';
import { scoringKeys } from './keys';

registerLeadScoringDemo();

/** A run still to finish: the editor asks for its progress every second. */
export const isRunActive = (run: ScoringRun | null | undefined): boolean =>
  run?.status === 'queued' || run?.status === 'running';

const POLL_MS = 1000;

/**
 * The latest re-scoring run, polled while it is queued or running. When it finishes, the scored
 * list, the analytics and every page that shows a lead's score load again.
 */
export function useRescoreRun() {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...apiQueryOptions(scoringKeys.run(), (signal) => getRescoreStatus({ signal })),
    refetchInterval: (current) => (isRunActive(current.state.data?.run) ? POLL_MS : false),
  });
  const run = query.data?.run ?? null;
  const wasActive = useRef(false);
  useEffect(() => {
    const active = isRunActive(run);
    if (wasActive.current && !active) {
      for (const queryKey of [scoringKeys.all, ...keysAfterWrite('leads')]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'active' });
      }
    }
    wasActive.current = active;
  }, [run, queryClient]);
  return run;
}
