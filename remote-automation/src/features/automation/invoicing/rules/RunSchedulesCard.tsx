import {
  agencyToday,
  Button,
  FailureLine,
  isCalendarDay,
  TextField,
  useFormat,
} from '@atelier/shared';
import { useInvoicingWrites } from '@atelier/shared/data/invoice-automation';
import { Card, kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import styles from '../common/InvoicingForm.module.css';

type Outcome = { count: number; asOf: string };

/**
 * The admin's "run the scheduler now" (run_schedules): generates what is due as of a day, so
 * nobody waits a month to see a retainer fire. Running it twice for one period invoices once,
 * and says so (0 generated).
 */
export function RunSchedulesCard() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const writes = useInvoicingWrites();
  const headingId = useId();
  const [asOf, setAsOf] = useState(() => agencyToday());
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setOutcome(null);
    if (!isCalendarDay(asOf)) {
      setProblem(t('invoicing.form.problems.date'));
      return;
    }
    setIsPending(true);
    try {
      const result = await writes.runSchedules(asOf);
      if (result.success) setOutcome({ count: result.generated.length, asOf: result.as_of });
      else setFailure(result.fields?.as_of ?? failureMessage(t, result, 'invoicing'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h3 id={headingId}>{t('invoicing.run.title')}</h3>
        <p className={kitStyles.note}>{t('invoicing.run.description')}</p>
        <form className={kitStyles.stack} onSubmit={run} noValidate>
          <TextField
            label={t('invoicing.run.asOf')}
            type="date"
            value={asOf}
            error={problem}
            onChange={(event) => {
              setAsOf(event.target.value);
              setProblem(null);
            }}
          />
          <div className={kitStyles.formActions}>
            <Button type="submit" disabled={isPending}>
              {isPending ? t('invoicing.run.running') : t('invoicing.run.submit')}
            </Button>
          </div>
          {/* Announced when a run ends: how many invoices it generated, for which day. */}
          <p role="status" className={styles.total}>
            {outcome
              ? t('invoicing.run.generated', {
                  count: outcome.count,
                  date: format.day(outcome.asOf),
                })
              : null}
          </p>
          <FailureLine>{failure}</FailureLine>
        </form>
      </section>
    </Card>
  );
}
