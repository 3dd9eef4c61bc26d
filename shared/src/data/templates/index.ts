/**
 * `@atelier/shared/data/templates`: the project templates — the function's calls (`calls.ts`),
 * the query keys (`keys.ts`), what a template write refreshes (`effects.ts`), one hook per query
 * or set of writes (`use-template-*.ts`) and the demo answers (`demo.ts`: the seeded catalogue,
 * downloaded only when a call falls back to it).
 */
export * from './calls';
export { TEMPLATE_WRITE_EFFECTS } from './effects';
export { templateKeys } from './keys';
export { useTemplateChoices } from './use-template-choices';
export { useTemplateList } from './use-template-list';
export { useTemplateWrites } from './use-template-writes';
