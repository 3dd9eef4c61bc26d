/**
 * `@atelier/shared/contract`: every domain's row types, enums and input schemas, written once
 * and used by the backend's handlers and `db/` modules and by the forms. Zod lives here and only
 * here; the root `@atelier/shared` entry never imports this folder, so `/` loads no Zod.
 * Zod-free helpers are in `patterns.ts` (importable on their own path by size-sensitive pages).
 */
export * from './accounts';
export * from './fields';
export * from './leads';
export * from './patterns';
