/**
 * The words of documents without React: what the backend (PDFs, e-mails) and the views import
 * as `@atelier/shared/glossary`.
 */
export * from './french';
export * from './glossary';
