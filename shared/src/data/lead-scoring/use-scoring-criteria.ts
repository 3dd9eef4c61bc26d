import { useApiQuery } from '../../query/use-api-query';
import { getScoringCriteria, registerLeadScoringDemo } from './calls';
import { scoringKeys } from './keys';

registerLeadScoringDemo();

/** The criteria in order, and the latest re-scoring run (null before the first save). */
export const useScoringCriteria = () =>
  useApiQuery(scoringKeys.criteria(), (signal) => getScoringCriteria({ signal }));
