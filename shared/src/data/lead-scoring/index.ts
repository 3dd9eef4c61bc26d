/**
 * `@atelier/shared/data/lead-scoring`: the Lead Scoring tab's data — the function's calls
 * (`calls.ts`), the query keys (`keys.ts`), one hook per query or set of writes
 * (`use-scor*.ts`, `use-rescore-run.ts`) and the demo answers (`demo*.ts`, downloaded only when
 * a call falls back to them). A finished re-scoring run refreshes what a lead write does.
 */
export * from './calls';
export { scoringKeys } from './keys';
export { isRunActive, useRescoreRun } from './use-rescore-run';
export { useScoredLeads } from './use-scored-leads';
export { useScoringAnalytics } from './use-scoring-analytics';
export { useScoringCriteria } from './use-scoring-criteria';
export { useScoringWrites } from './use-scoring-writes';
