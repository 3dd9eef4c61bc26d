import { type LineItem, useFormat } from '@atelier/shared';
import { useId } from 'react';
import { ScrollRegion } from '../ui/ScrollRegion';

export type LineItemsTableProps = {
  /** The lines in the order shown. */
  items: readonly Pick<
    LineItem,
    'id' | 'description' | 'quantity' | 'unit_price_cents' | 'amount_cents'
  >[];
  currency: string;
  /** The four column headers, in the app's words. */
  headers: { description: string; quantity: string; unitPrice: string; amount: string };
  /** What names the scrolling table: a visually hidden caption, or the region's own label. */
  name: { caption: string } | { label: string };
  /** The app's classes: the scrolling frame, the table, figures, and the description cells. */
  classes: { scroller?: string; table?: string; numeric?: string; description?: string };
  /** Quantities' decimals at most (the formatter's 2 unless told). */
  quantityDigits?: number;
};

/** The lines of a stored proposal or invoice: description, quantity, unit price and amount. */
export function LineItemsTable({
  items,
  currency,
  headers,
  name,
  classes,
  quantityDigits,
}: LineItemsTableProps) {
  const captionId = useId();
  const format = useFormat();
  const frameName = 'caption' in name ? { labelledBy: captionId } : { label: name.label };
  return (
    <ScrollRegion className={classes.scroller} {...frameName}>
      <table className={classes.table}>
        {'caption' in name ? (
          <caption id={captionId} className="at-visually-hidden">
            {name.caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            <th scope="col">{headers.description}</th>
            <th scope="col" className={classes.numeric}>
              {headers.quantity}
            </th>
            <th scope="col" className={classes.numeric}>
              {headers.unitPrice}
            </th>
            <th scope="col" className={classes.numeric}>
              {headers.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className={classes.description}>{item.description}</td>
              <td className={classes.numeric}>{format.number(item.quantity, quantityDigits)}</td>
              <td className={classes.numeric}>{format.money(item.unit_price_cents, currency)}</td>
              <td className={classes.numeric}>{format.money(item.amount_cents, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
