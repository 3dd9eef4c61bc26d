import { getAnalytics } from '@atelier/shared';
import { useServerQuery } from '../../common/use-server-query';

/** The figures of a range of UTC days, loaded again whenever the range changes. */
export const useAnalytics = (from: string, to: string) =>
  useServerQuery(`analytics:${from}:${to}`, (signal) => getAnalytics({ from, to }, { signal }), {
    keepPreviousData: true,
  });
