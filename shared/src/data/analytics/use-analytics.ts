import { useApiQuery } from '../../query/use-api-query';
import { getAnalytics } from './calls';
import { analyticsKeys } from './keys';

/** The figures of a range of UTC days; a new range keeps the old figures shown until it answers. */
export const useAnalytics = (from: string, to: string) =>
  useApiQuery(analyticsKeys.range(from, to), (signal) => getAnalytics({ from, to }, { signal }), {
    keepPreviousData: true,
  });
