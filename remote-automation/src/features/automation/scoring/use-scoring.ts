import type { ScoredLeadQuery, ScoringCriterion, ScoringRun } from '@atelier/shared';
import {
  getRescoreStatus,
  getScoredLeads,
  getScoringAnalytics,
  getScoringCriteria,
  previewRescore,
  registerLeadScoringDemo,
  saveScoringCriteria,
} from '@atelier/shared/api';
import { apiQueryOptions, keysAfterWrite, scoringKeys, useApiQuery } from '@atelier/shared/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';

/**
 * The Lead Scoring tab's server state. Demo answers are registered with the tab and every read
 * waits for them, so a server that cannot answer finds them ready.
 */
const demoReady = registerLeadScoringDemo().catch((error: unknown) => {
  console.warn('[remote-automation] the lead scoring demo could not be loaded', error);
});

/** Writes never fall back to demo data: a save that failed must say so, never be faked. */
const NO_DEMO = { demoFallback: false } as const;

export function useScoringCriteria() {
  return useApiQuery(scoringKeys.criteria(), async (signal) => {
    await demoReady;
    return await getScoringCriteria({ signal });
  });
}

export function useScoredLeads(query: ScoredLeadQuery) {
  return useApiQuery(
    scoringKeys.leads(query),
    async (signal) => {
      await demoReady;
      return await getScoredLeads(query, { signal });
    },
    { keepPreviousData: true },
  );
}

export function useScoringAnalytics() {
  return useApiQuery(scoringKeys.analytics(), async (signal) => {
    await demoReady;
    return await getScoringAnalytics({ signal });
  });
}

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
    ...apiQueryOptions(scoringKeys.run(), async (signal) => {
      await demoReady;
      return await getRescoreStatus({ signal });
    }),
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

export function useScoringWrites() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** What saving would change; nothing is stored, so the demo may answer it. */
      preview: (criteria: ScoringCriterion[]) => previewRescore(criteria),
      /** Stores the set; the new run goes into the cache at once, so its polling starts. */
      save: async (criteria: ScoringCriterion[]) => {
        const result = await saveScoringCriteria(criteria, NO_DEMO);
        if (result.success) {
          queryClient.setQueryData(scoringKeys.criteria(), {
            success: true,
            criteria: result.criteria,
            run: result.run,
          });
          queryClient.setQueryData(scoringKeys.run(), { success: true, run: result.run });
        }
        return result;
      },
    }),
    [queryClient],
  );
}
