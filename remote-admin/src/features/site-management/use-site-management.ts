import type { ApiFailure, ApiResult } from '@atelier/shared';
import { useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import { getPages, getRedirects, getSite, registerSiteDemo, siteKeys } from './api';

export function usePages() {
  return useApiQuery(siteKeys.pages, async (signal) => {
    await registerSiteDemo();
    return await getPages({ signal });
  });
}

export function useRedirects() {
  return useApiQuery(siteKeys.redirects, async (signal) => {
    await registerSiteDemo();
    return await getRedirects({ signal });
  });
}

export function usePublicSite() {
  return useApiQuery(siteKeys.site, async (signal) => {
    await registerSiteDemo();
    return await getSite({ signal });
  });
}

/** Runs a write and, when it succeeded, refreshes every Site Management read. */
export function useSiteWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call();
      if (result.success) await queryClient.invalidateQueries({ queryKey: siteKeys.all });
      return result;
    },
    [queryClient],
  );
}

/** A failed call in the admin's words; a demo refusal says it is the demo. */
export function useSiteFailure() {
  const { t } = useTranslation(NAMESPACE);
  return (failure: Pick<ApiFailure, 'code' | 'error'>) =>
    failure.code === 'DEMO_READ_ONLY'
      ? t('siteManagement.demoReadOnly')
      : failureMessage(t, failure);
}
