/**
 * `@atelier/shared/data/projects`: the agency's projects, their milestones and deliverables —
 * the function's calls (`calls.ts`), the query keys (`keys.ts`), what a project write refreshes
 * (`effects.ts`) and one hook per query or set of writes (`use-project-*.ts`,
 * `use-deliverable-writes.ts`). No demo answers: projects show what the server keeps.
 */
export * from './calls';
export { PROJECT_WRITE_EFFECTS } from './effects';
export { projectKeys } from './keys';
export { useDeliverableWrites } from './use-deliverable-writes';
export { useProjectChoices } from './use-project-choices';
export { useProjectDetail } from './use-project-detail';
export { prefetchProjectList, useProjectList } from './use-project-list';
export { useProjectWrites } from './use-project-writes';
