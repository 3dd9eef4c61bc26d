/**
 * `@atelier/shared/data/leads`: everything the client knows of leads, in one folder — the
 * function's calls (`calls.ts`), the query keys (`keys.ts`), what a lead write refreshes
 * (`effects.ts`), one hook per query or set of writes (`use-lead-*.ts`) and the demo answers
 * (`demo*.ts`, downloaded only when a call falls back to them).
 */
export * from './calls';
export { LEAD_WRITE_EFFECTS } from './effects';
export { leadKeys } from './keys';
export { useLeadChoices } from './use-lead-choices';
export { useLeadDetail } from './use-lead-detail';
export { fetchLeadPage, prefetchLeadList, useLeadList } from './use-lead-list';
export { PIPELINE_COLUMN_SIZE, type PipelineColumns, useLeadPipeline } from './use-lead-pipeline';
export { prefetchLeadStats, useLeadStats } from './use-lead-stats';
export { useLeadWrites } from './use-lead-writes';
