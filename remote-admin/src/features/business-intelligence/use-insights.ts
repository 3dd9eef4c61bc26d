import type { InsightsRange } from '@atelier/shared';
import { getInsights } from '@atelier/shared/api';
import { insightsKeys, useApiQuery } from '@atelier/shared/query';

/** The figures of one range; a new range keeps the old figures shown until it answers. */
export const useInsights = (range: InsightsRange) =>
  useApiQuery(
    insightsKeys.range(range.from, range.to),
    (signal) => getInsights({ from: range.from, to: range.to }, { signal }),
    { keepPreviousData: true },
  );
