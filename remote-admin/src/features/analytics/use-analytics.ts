import { getAnalytics } from '@atelier/shared/api';
import { analyticsKeys, useApiQuery } from '@atelier/shared/query';

/** The figures of a range of UTC days; a new range keeps the old figures shown until it answers. */
export const useAnalytics = (from: string, to: string) =>
  useApiQuery(analyticsKeys.range(from, to), (signal) => getAnalytics({ from, to }, { signal }), {
    keepPreviousData: true,
  });
