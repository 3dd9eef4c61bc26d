import type { ReactNode } from 'react';

export type TableHeader = { key: string; header: ReactNode; className?: string };

type TableHeadProps = {
  /** The caption's id, which names the table's scrolling region. */
  captionId: string;
  caption: ReactNode;
  captionClassName?: string;
  /** One `<th scope="col">` each, in order. */
  headers: readonly TableHeader[];
  /** Header cells after the columns' (a bar column's). */
  after?: ReactNode;
};

/** A table's caption and its row of column headers, as the kit's tables draw them. */
export function TableHead({
  captionId,
  caption,
  captionClassName,
  headers,
  after,
}: TableHeadProps) {
  return (
    <>
      <caption id={captionId} className={captionClassName}>
        {caption}
      </caption>
      <thead>
        <tr>
          {headers.map((column) => (
            <th key={column.key} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
          {after}
        </tr>
      </thead>
    </>
  );
}
