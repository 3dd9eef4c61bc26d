import type { LineItem } from '@atelier/shared';
import { LineItemsTable } from '@atelier/shared/documents';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './LineItems.module.css';

/** The lines of a stored proposal or invoice, as the document shows them. */
export function DocumentItems({ items, currency }: { items: LineItem[]; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LineItemsTable
      items={items}
      currency={currency}
      name={{ caption: t('lineItems.title') }}
      headers={{
        description: t('lineItems.columns.description'),
        quantity: t('lineItems.columns.quantity'),
        unitPrice: t('lineItems.columns.unitPrice'),
        amount: t('lineItems.columns.amount'),
      }}
      classes={{
        scroller: styles.scroller,
        table: styles.items,
        numeric: styles.numeric,
        description: styles.description,
      }}
    />
  );
}
