import { getInsights, type InsightsRange } from '@atelier/shared';
import { useServerQuery } from '../../common/use-server-query';

/** The figures of one range; a new range keeps the old figures shown until it answers. */
export const useInsights = (range: InsightsRange) =>
  useServerQuery(
    `insights:${range.from}:${range.to}`,
    (signal) => getInsights({ from: range.from, to: range.to }, { signal }),
    { keepPreviousData: true },
  );
