import { Button, FailureLine, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './LineItems.module.css';
import { type LineItemRow, liveTotals, newRow, type PricingValues } from './line-items';
import { TotalsDisplay } from './TotalsDisplay';

type LineItemsEditorProps = {
  values: PricingValues;
  currency: string;
  /** Translated messages keyed like the server's: `items`, `items.0.quantity`, `discount_cents`. */
  errors: Record<string, string>;
  onChange: (values: PricingValues) => void;
  /**
   * Set where the discount and tax are not the admin's to choose (a credit note: no discount,
   * the invoice's tax rate): their fields are left out and the totals name this rate.
   */
  fixedTaxRateBp?: number;
};

type CellProps = {
  label: string;
  value: string;
  error: string | undefined;
  inputMode?: 'decimal';
  isWide?: boolean;
  onChange: (value: string) => void;
};

/** One input of a line: labelled for screen readers, its error below it. */
function Cell({ label, value, error, inputMode, isWide, onChange }: CellProps) {
  const id = useId();
  return (
    <div className={isWide ? styles.wideCell : styles.cell}>
      <label htmlFor={id} className={styles.cellLabel}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={kitStyles.errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The lines of a proposal or invoice with their discount and tax, and the totals the server
 * will compute, updated as the admin types.
 */
export function LineItemsEditor({
  values,
  currency,
  errors,
  onChange,
  fixedTaxRateBp,
}: LineItemsEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const totals = liveTotals(values);
  const headingId = useId();

  const setRow = (index: number, change: Partial<LineItemRow>) =>
    onChange({
      ...values,
      items: values.items.map((row, at) => (at === index ? { ...row, ...change } : row)),
    });
  const removeRow = (index: number) =>
    onChange({ ...values, items: values.items.filter((_, at) => at !== index) });

  return (
    <fieldset className={styles.editor} aria-labelledby={headingId}>
      <legend id={headingId} className={styles.legend}>
        {t('lineItems.title')}
      </legend>
      <FailureLine>{errors.items}</FailureLine>
      <ol className={kitStyles.rowList}>
        {values.items.map((row, index) => {
          const line = index + 1;
          const amount = totals.line_amounts_cents[index] ?? 0;
          return (
            <li key={row.key} className={styles.row}>
              <Cell
                label={t('lineItems.description', { line })}
                value={row.description}
                error={errors[`items.${index}.description`]}
                isWide
                onChange={(description) => setRow(index, { description })}
              />
              <Cell
                label={t('lineItems.quantity', { line })}
                value={row.quantity}
                inputMode="decimal"
                error={errors[`items.${index}.quantity`]}
                onChange={(quantity) => setRow(index, { quantity })}
              />
              <Cell
                label={t('lineItems.unitPrice', { line })}
                value={row.unitPrice}
                inputMode="decimal"
                error={errors[`items.${index}.unit_price_cents`]}
                onChange={(unitPrice) => setRow(index, { unitPrice })}
              />
              <p className={styles.amount}>
                <span className={styles.cellLabel}>{t('lineItems.amount')}</span>
                <output>{format.money(amount, currency)}</output>
              </p>
              <Button
                variant="ghost"
                size="sm"
                className={styles.remove}
                disabled={values.items.length === 1}
                onClick={() => removeRow(index)}
                aria-label={t('lineItems.remove', { line })}
              >
                ×
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange({ ...values, items: [...values.items, newRow()] })}
      >
        {t('lineItems.add')}
      </Button>
      {fixedTaxRateBp === undefined ? (
        <div className={styles.adjustments}>
          <Cell
            label={t('lineItems.discount')}
            value={values.discount}
            inputMode="decimal"
            error={errors.discount_cents}
            onChange={(discount) => onChange({ ...values, discount })}
          />
          <Cell
            label={t('lineItems.taxRate')}
            value={values.taxRate}
            inputMode="decimal"
            error={errors.tax_rate_bp}
            onChange={(taxRate) => onChange({ ...values, taxRate })}
          />
        </div>
      ) : null}
      <TotalsDisplay totals={totals} currency={currency} taxRateBp={fixedTaxRateBp} isLive />
    </fieldset>
  );
}
