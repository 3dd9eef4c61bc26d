import type { DocumentTotals } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './LineItems.module.css';

type Totals = Pick<
  DocumentTotals,
  'subtotal_cents' | 'discount_cents' | 'tax_cents' | 'total_cents'
>;

type TotalsDisplayProps = {
  totals: Totals;
  currency: string;
  /** Basis points, shown beside the tax line of a stored document. */
  taxRateBp?: number;
  /** In a form the figures change as the admin types: announced politely. */
  isLive?: boolean;
  /** Extra lines after the total (amount paid, balance due). */
  extra?: ReadonlyArray<{ label: string; cents: number; isStrong?: boolean }>;
};

export function TotalsDisplay({ totals, currency, taxRateBp, isLive, extra }: TotalsDisplayProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const taxLabel =
    taxRateBp === undefined
      ? t('lineItems.tax')
      : t('lineItems.taxWithRate', { rate: format.percent(taxRateBp / 100) });
  const lines = [
    { label: t('lineItems.subtotal'), cents: totals.subtotal_cents, isStrong: false },
    ...(totals.discount_cents > 0
      ? [{ label: t('lineItems.discountLine'), cents: -totals.discount_cents, isStrong: false }]
      : []),
    { label: taxLabel, cents: totals.tax_cents, isStrong: false },
    { label: t('lineItems.total'), cents: totals.total_cents, isStrong: true },
    ...(extra ?? []).map((line) => ({ ...line, isStrong: line.isStrong ?? false })),
  ];
  return (
    <dl className={styles.totals} aria-live={isLive ? 'polite' : undefined}>
      {lines.map((line) => (
        <div key={line.label} className={line.isStrong ? styles.strong : undefined}>
          <dt>{line.label}</dt>
          <dd>{format.money(line.cents, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
