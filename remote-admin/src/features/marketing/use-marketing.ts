import type { ApiFailure, ApiResult } from '@atelier/shared';
import type { SubscriberListQuery } from '@atelier/shared/contract';
import { useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import {
  getCampaigns,
  getIssues,
  getSubscribers,
  marketingKeys,
  registerMarketingDemo,
} from './api';

export function useCampaigns() {
  return useApiQuery(marketingKeys.campaigns, async (signal) => {
    await registerMarketingDemo();
    return await getCampaigns({ signal });
  });
}

export function useSubscribers(query: SubscriberListQuery) {
  return useApiQuery(marketingKeys.subscribers(query), async (signal) => {
    await registerMarketingDemo();
    return await getSubscribers(query, { signal });
  });
}

/** The past issues; reloaded every 10 s while one is still sending, for its progress. */
export function useIssues() {
  const query = useApiQuery(marketingKeys.issues, async (signal) => {
    await registerMarketingDemo();
    return await getIssues({ signal });
  });
  const isSending = query.data?.issues.some((issue) => issue.status === 'sending') ?? false;
  const { refetch } = query;
  useEffect(() => {
    if (!isSending) return;
    const timer = setInterval(refetch, ISSUE_POLL_MS);
    return () => clearInterval(timer);
  }, [isSending, refetch]);
  return query;
}

const ISSUE_POLL_MS = 10_000;

/** Runs a write and, when it succeeded, refreshes every marketing read. */
export function useMarketingWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call();
      if (result.success) await queryClient.invalidateQueries({ queryKey: marketingKeys.all });
      return result;
    },
    [queryClient],
  );
}

/** A failed call in the admin's words; a demo refusal says it is the demo. */
export function useMarketingFailure() {
  const { t } = useTranslation(NAMESPACE);
  return (failure: Pick<ApiFailure, 'code' | 'error'>) =>
    failure.code === 'DEMO_READ_ONLY' ? t('marketing.demoReadOnly') : failureMessage(t, failure);
}
