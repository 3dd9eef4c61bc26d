import { kitStyles, RowList, type RowListProps } from '@atelier/shared/kit';
import type { ReactNode, Ref } from 'react';
import { FormSection } from './FormSection';
import { AddRow, rowFieldBinder } from './RowEditorParts';

/** What a row's text input takes of its row: its value, its message and its edit. */
export type RowFieldProps = ReturnType<ReturnType<typeof rowFieldBinder>>;

/** Puts the focus on a control once React has drawn the list in its new order. */
export const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The rows with one row's `field` changed to `value`. */
export const withRowField = <Row, F extends keyof Row>(
  rows: readonly Row[],
  index: number,
  field: F,
  value: Row[F],
): Row[] => rows.map((row, at) => (at === index ? { ...row, [field]: value } : row));

export type RowEditorProps<Row extends Record<F, string>, F extends string> = Omit<
  RowListProps<Row>,
  'renderRow' | 'className' | 'rowClassName'
> & {
  legend: string;
  /** The note under the legend: what a row is for. */
  hint: string;
  /** Said while there is no row. */
  emptyNote?: string;
  /** The template editors' look (`FormSection`'s). */
  isRoomy?: boolean;
  sectionRef?: Ref<HTMLFieldSetElement>;
  /** The row's layout; the kit's editor row unless told. */
  rowClassName?: string;
  /** The list's path (`tasks`): its own message, and `<path>.<index>.<field>` for a row's. */
  path: string;
  errorOf: (path: string) => string | null;
  /** A field's name in a path, where the server names it otherwise (`key` for `name`). */
  fieldPath?: (field: F) => string;
  /** A row's field typed in. */
  onEdit: (index: number, field: F, value: string) => void;
  /**
   * The row's fields: `field(key)` binds an input to the row's value, message and edit;
   * `number` is the row's, from 1, that its labels say.
   */
  renderRow: (row: Row, field: (key: F) => RowFieldProps, number: number) => ReactNode;
  /** The button under the list that adds a row, disabled once there are `maxRows`. */
  addLabel: string;
  maxRows: number;
  onAdd: () => void;
  /** The Add button's `id` or `data-focus`, where the focus is put on it. */
  addButton?: { id?: string; 'data-focus'?: string };
};

/**
 * A form's list of rows (tasks, signers, clauses, variables): the legend and its note, the
 * rows with their buttons (`RowList`), the list's own failure and the Add button.
 */
export function RowEditor<Row extends Record<F, string>, F extends string>({
  legend,
  hint,
  emptyNote,
  isRoomy,
  sectionRef,
  rowClassName = kitStyles.editorRow,
  path,
  errorOf,
  fieldPath = (field) => field,
  onEdit,
  renderRow,
  addLabel,
  maxRows,
  onAdd,
  addButton,
  ...list
}: RowEditorProps<Row, F>) {
  return (
    <FormSection ref={sectionRef} legend={legend} isRoomy={isRoomy}>
      <p className={kitStyles.note}>{hint}</p>
      {emptyNote && list.rows.length === 0 ? <p className={kitStyles.note}>{emptyNote}</p> : null}
      <RowList
        {...list}
        className={kitStyles.rowList}
        rowClassName={rowClassName}
        renderRow={(row, index) =>
          renderRow(
            row,
            rowFieldBinder<F>(
              row,
              (key) => errorOf(`${path}.${index}.${fieldPath(key)}`),
              (key, value) => onEdit(index, key, value),
            ),
            index + 1,
          )
        }
      />
      <AddRow
        listError={errorOf(path)}
        {...addButton}
        disabled={list.rows.length >= maxRows}
        onClick={onAdd}
      >
        {addLabel}
      </AddRow>
    </FormSection>
  );
}
