import { Button, FailureLine } from '@atelier/shared';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A row's text inputs bound to it: each field's value, its message (`errorOf` of the row's
 * path for that field) and its edit.
 */
export const rowFieldBinder =
  <K extends string>(
    row: Record<K, string>,
    errorOf: (key: K) => string | null | undefined,
    edit: (key: K, value: string) => void,
  ) =>
  (key: K) => ({
    value: row[key],
    error: errorOf(key),
    onChange: (event: { target: { value: string } }) => edit(key, event.target.value),
  });

type AddRowProps = Omit<ComponentProps<typeof Button>, 'size' | 'variant' | 'children'> & {
  /** What is wrong with the list as a whole (too few rows, a duplicate). */
  listError: string | null | undefined;
  children: ReactNode;
};

/** Under a row editor: the list's own failure, then the button that adds a row. */
export function AddRow({ listError, children, ...button }: AddRowProps) {
  return (
    <>
      <FailureLine>{listError}</FailureLine>
      <div>
        <Button size="sm" variant="secondary" {...button}>
          {children}
        </Button>
      </div>
    </>
  );
}
