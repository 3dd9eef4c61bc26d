/**
 * `@atelier/shared/contract`: every domain's row types, enums and input schemas, written once
 * and used by the backend's handlers and `db/` modules and by the forms. Zod lives here and only
 * here; the root `@atelier/shared` entry never imports this folder, so `/` loads no Zod.
 * Zod-free helpers are in `patterns.ts` (importable on their own path by size-sensitive pages).
 */
export * from './accounts';
export * from './alerts';
export * from './analytics';
export * from './bank-details';
export * from './booking';
export * from './calendar';
export * from './client-portal';
export * from './client-portal-exchange';
export * from './client-portal-records';
export * from './clients';
export * from './content';
export * from './contract-insights';
export * from './contract-templates';
export * from './contracts';
export * from './credit-notes';
export * from './documents';
export * from './e-signature';
export * from './email';
export * from './failure-reasons';
export * from './fields';
export * from './insights';
export * from './invoice-generation';
export * from './invoice-rules';
export * from './invoices';
export * from './lead-scoring';
export * from './leads';
export * from './line-items';
export * from './marketing';
export * from './media';
export * from './notifications';
export * from './overview';
export * from './patterns';
export * from './payment-reminders';
export * from './payments';
export * from './projects';
export * from './proposals';
export * from './record-fields';
export * from './redirect-rules';
export * from './revenue';
export * from './site-pages';
export * from './site-settings';
export * from './team';
export * from './templates';
