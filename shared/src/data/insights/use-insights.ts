import type { InsightsRange } from '../../contract/insights';
import { useApiQuery } from '../../query/use-api-query';
import { getInsights } from './calls';
import { insightsKeys } from './keys';

/** The figures of one range; a new range keeps the old figures shown until it answers. */
export const useInsights = (range: InsightsRange) =>
  useApiQuery(
    insightsKeys.range(range.from, range.to),
    (signal) => getInsights({ from: range.from, to: range.to }, { signal }),
    { keepPreviousData: true },
  );
