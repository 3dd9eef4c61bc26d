/** The criterion's shape is the contract's (shared/src/contract/lead-scoring.ts). */
export {
  type ScoringCondition,
  type ScoringCriterion,
  scoringConditionSchema,
  scoringCriterionSchema,
} from '@atelier/shared/contract';

/**
 * The scorer is shared with the browser's demo (shared/src/records/lead-scorer.ts), so the
 * server and the demo score a lead alike; the backend's callers keep importing it from here.
 */
export {
  decayFactor,
  emailType,
  type LeadFact,
  leadFacts,
  type ScoringInput,
  type ScoringMoment,
  scoreLead,
} from '@atelier/shared/records';
