import { useFormat } from '@atelier/shared';
import { Card, kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Invoices.module.css';
import type { StatementLine } from './statement';

/** What was invoiced, paid and is still due, one card per currency. */
export function StatementOfAccount({ lines }: { lines: StatementLine[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={kitStyles.gridStack}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('invoices.statement.title')}
      </h2>
      <div className={styles.statementCards}>
        {lines.map((line) => (
          <Card key={line.currency} className={styles.statementCard}>
            <dl className={styles.facts}>
              <dt>{t('invoices.statement.invoiced', { currency: line.currency })}</dt>
              <dd>{format.money(line.invoicedCents, line.currency)}</dd>
              <dt>{t('invoices.statement.paid', { currency: line.currency })}</dt>
              <dd>{format.money(line.paidCents, line.currency)}</dd>
              <dt>{t('invoices.statement.balance', { currency: line.currency })}</dt>
              <dd className={styles.strong}>{format.money(line.balanceCents, line.currency)}</dd>
            </dl>
          </Card>
        ))}
      </div>
    </section>
  );
}
