import { type LineItem, ScrollRegion, useFormat } from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './LineItems.module.css';

/** The lines of a stored proposal or invoice, as the document shows them. */
export function DocumentItems({ items, currency }: { items: LineItem[]; currency: string }) {
  const captionId = useId();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <ScrollRegion className={styles.scroller} labelledBy={captionId}>
      <table className={styles.items}>
        <caption id={captionId} className="at-visually-hidden">
          {t('lineItems.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('lineItems.columns.description')}</th>
            <th scope="col" className={styles.numeric}>
              {t('lineItems.columns.quantity')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('lineItems.columns.unitPrice')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('lineItems.columns.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className={styles.description}>{item.description}</td>
              <td className={styles.numeric}>{format.number(item.quantity)}</td>
              <td className={styles.numeric}>{format.money(item.unit_price_cents, currency)}</td>
              <td className={styles.numeric}>{format.money(item.amount_cents, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
