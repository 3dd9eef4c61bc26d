import { type Key, type ReactNode, useId } from 'react';
import { Button } from './Button';

/** A button's accessible name, or its name and a shorter visible text ("Up" for "Move Hero up"). */
export type RowButtonLabel = string | { name: string; text: string };

/** A row's buttons; without `up` and `down` the rows do not move. */
export type RowButtonLabels = {
  up?: RowButtonLabel;
  down?: RowButtonLabel;
  remove: RowButtonLabel;
};

export type RowButtonPart = 'up' | 'down' | 'remove';

export type RowListProps<Row> = {
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** The row's own fields, before its buttons. */
  renderRow: (row: Row, index: number) => ReactNode;
  /** The caller's words for each button of a row, so every button keeps its exact name. */
  labels: (row: Row, index: number) => RowButtonLabels;
  onMove?: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  /** Whether a row may go (a contract keeps one signer); every row may by default. */
  canRemove?: (index: number) => boolean;
  /**
   * `disabled`: the first row's Up and the last row's Down are disabled. `focusable`: they
   * stay in the Tab order (aria-disabled) and do nothing.
   */
  ends?: 'disabled' | 'focusable';
  /**
   * Moving re-orders the DOM, which can take the focus off the button just pressed: with this
   * set it is put back (on the other move button when the pressed one is now disabled).
   */
  keepsFocus?: boolean;
  /** A button's id, where the caller puts the focus on it itself. */
  buttonId?: (row: Row, part: RowButtonPart) => string;
  /** Where the list, a row and its buttons sit in the caller's layout. */
  className?: string;
  rowClassName?: string;
  actionsClassName?: string;
};

/** A translation function as a numbered row editor calls it: a key and the row's number. */
export type NumberedRowTranslate = (key: string, options: { number: number }) => string;

/** The keys of a row's buttons, each told the row's number; no `up`/`down` for rows that stay. */
export type NumberedRowKeys = { up?: string; down?: string; remove: string };

/**
 * The buttons' names of a row editor that calls its rows by number ("Move milestone 2 up"):
 * `keys` is a prefix (the keys `<prefix>Up`, `<prefix>Down`, `<prefix>Remove`) or each key;
 * `texts`, shorter visible texts ("Up") where the name is only the button's aria-label.
 */
export function numberedRowLabels(
  t: NumberedRowTranslate,
  keys: string | NumberedRowKeys,
  texts?: Partial<Record<RowButtonPart, string>>,
): (row: unknown, index: number) => RowButtonLabels {
  const keyOf: NumberedRowKeys =
    typeof keys === 'string'
      ? { up: `${keys}Up`, down: `${keys}Down`, remove: `${keys}Remove` }
      : keys;
  return (_row, index) => {
    const label = (part: RowButtonPart, key: string): RowButtonLabel => {
      const name = t(key, { number: index + 1 });
      const text = texts?.[part];
      return text === undefined ? name : { name, text };
    };
    return {
      up: keyOf.up === undefined ? undefined : label('up', keyOf.up),
      down: keyOf.down === undefined ? undefined : label('down', keyOf.down),
      remove: label('remove', keyOf.remove),
    };
  };
}

/** The label as the button's text, and an aria-label only where the text is shorter. */
function labelProps(label: RowButtonLabel) {
  return typeof label === 'string'
    ? { children: label }
    : { children: label.text, 'aria-label': label.name };
}

/**
 * An ordered list of editable rows (milestones, tasks, signers, clauses, list items), each with
 * its Move up, Move down and Remove buttons: one way to reorder a list in every form.
 */
export function RowList<Row>({
  rows,
  rowKey,
  renderRow,
  labels,
  onMove,
  onRemove,
  canRemove,
  ends = 'disabled',
  keepsFocus = false,
  buttonId,
  className,
  rowClassName,
  actionsClassName,
}: RowListProps<Row>) {
  const baseId = useId();
  const idOf = (row: Row, index: number, part: RowButtonPart) =>
    buttonId ? buttonId(row, part) : `${baseId}-${String(rowKey(row, index))}-${part}`;

  const move = (row: Row, index: number, by: -1 | 1) => {
    const isAtEnd = by === -1 ? index === 0 : index === rows.length - 1;
    if (!onMove || isAtEnd) return;
    onMove(index, by);
    if (!keepsFocus) return;
    const pressed = idOf(row, index, by === -1 ? 'up' : 'down');
    const other = idOf(row, index, by === -1 ? 'down' : 'up');
    requestAnimationFrame(() => {
      const target = [pressed, other]
        .map((id) => document.getElementById(id))
        .find((element) => element && !(element as HTMLButtonElement).disabled);
      target?.focus();
    });
  };

  return (
    <ol className={className}>
      {rows.map((row, index) => {
        const label = labels(row, index);
        const endProps = (isEnd: boolean) =>
          ends === 'focusable' ? { 'aria-disabled': isEnd || undefined } : { disabled: isEnd };
        const needsId = keepsFocus || buttonId !== undefined;
        return (
          <li key={rowKey(row, index)} className={rowClassName}>
            {renderRow(row, index)}
            <div className={actionsClassName}>
              {onMove && label.up ? (
                <Button
                  id={needsId ? idOf(row, index, 'up') : undefined}
                  size="sm"
                  variant="ghost"
                  {...endProps(index === 0)}
                  {...labelProps(label.up)}
                  onClick={() => move(row, index, -1)}
                />
              ) : null}
              {onMove && label.down ? (
                <Button
                  id={needsId ? idOf(row, index, 'down') : undefined}
                  size="sm"
                  variant="ghost"
                  {...endProps(index === rows.length - 1)}
                  {...labelProps(label.down)}
                  onClick={() => move(row, index, 1)}
                />
              ) : null}
              <Button
                id={buttonId ? buttonId(row, 'remove') : undefined}
                size="sm"
                variant="ghost"
                disabled={canRemove ? !canRemove(index) : undefined}
                {...labelProps(label.remove)}
                onClick={() => onRemove(index)}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
