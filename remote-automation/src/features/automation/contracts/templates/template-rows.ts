import { moveItem } from '@atelier/shared';
/**
 * The ordered lists of the template editor (clauses, variables): rows with an id of their own,
 * so React keeps each row's inputs (and the focus in them) with the row when the list changes.
 */

export type Row = { rowId: number };

let nextRowId = 1;
/** A fresh row id; never reused within a page's life, so two rows never share a React key. */
export const newRowId = (): number => nextRowId++;

export const removeRow = <R extends Row>(rows: readonly R[], index: number): R[] =>
  rows.filter((_, at) => at !== index);

/** The row at `index` one place up (-1) or down (1). */
export const moveRow = moveItem;

/** A caret or selection in a text, as a textarea reports it. */
export type Caret = { start: number; end: number };

/**
 * `text` with `insert` put in place of the selection (at the caret when nothing is selected),
 * and the caret just after it; at the end when the caret is unknown or out of range.
 */
export function insertAtCaret(
  text: string,
  insert: string,
  caret: Caret | null,
): { text: string; caret: number } {
  const start = caret ? Math.min(Math.max(caret.start, 0), text.length) : text.length;
  const end = caret ? Math.min(Math.max(caret.end, start), text.length) : text.length;
  // Appended after text that does not end in a space or line: a separating space.
  const glue = !caret && text !== '' && !/\s$/.test(text) ? ' ' : '';
  const next = `${text.slice(0, start)}${glue}${insert}${text.slice(end)}`;
  return { text: next, caret: start + glue.length + insert.length };
}
