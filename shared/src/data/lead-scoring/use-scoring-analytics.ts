import { useApiQuery } from '../../query/use-api-query';
import { getScoringAnalytics, registerLeadScoringDemo } from './calls';
import { scoringKeys } from './keys';

registerLeadScoringDemo();

/** The grades' spread and how each grade converts. */
export const useScoringAnalytics = () =>
  useApiQuery(scoringKeys.analytics(), (signal) => getScoringAnalytics({ signal }));
