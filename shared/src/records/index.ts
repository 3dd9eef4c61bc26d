/**
 * `@atelier/shared/records`: the records' vocabulary and arithmetic (`./core`, which the root
 * entry re-exports) plus what only some pages and the backend need — the lead scorer and the PDF
 * text helpers (`toWinAnsi`, `wrapText`). Those stay out of the root entry, which every page,
 * the public home page first, downloads.
 */
export * from './core';
export * from './document-issuer';
export * from './lead-scorer';
export * from './money-format';
export * from './score-label-keys';
export * from './step-mapping';
export * from './text-wrap';
export * from './win-ansi';
