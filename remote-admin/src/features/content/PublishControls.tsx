import { Button, FailureLine, TextField, toast } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { type PageRef, publish } from './api';
import styles from './Content.module.css';
import { useContentFailure } from './content-failure';
import { useContentWrite } from './use-content';

/** `YYYY-MM-DDTHH:mm` of the admin's clock as an ISO instant, or null when not a time. */
function isoOfLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/**
 * Publish the saved draft now, or at a date and time (the server's job publishes it then;
 * choosing another time replaces the pending one). Unsaved changes must be saved first:
 * publishing takes the saved draft.
 */
export function PublishControls({ pageRef, isDirty }: { pageRef: PageRef; isDirty: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const describe = useContentFailure();
  const write = useContentWrite();
  const hintId = useId();
  const [isLater, setIsLater] = useState(false);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function run() {
    setFailure(null);
    setAtError(null);
    let iso: string | undefined;
    if (isLater) {
      const parsed = isoOfLocal(at);
      if (!parsed || Date.parse(parsed) <= Date.now()) {
        setAtError(t('content.publish.futureTime'));
        return;
      }
      iso = parsed;
    }
    setIsPending(true);
    const result = await write(() => publish(pageRef, iso));
    setIsPending(false);
    if (result.success) {
      toast.success(iso ? t('content.publish.scheduled') : t('content.publish.published'));
      return;
    }
    setAtError(result.fields?.at ?? null);
    setFailure(describe(result));
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('content.publish.title')}</legend>
      <div className={kitStyles.toolbar}>
        <label className={styles.choice}>
          <input type="radio" checked={!isLater} onChange={() => setIsLater(false)} />
          {t('content.publish.now')}
        </label>
        <label className={styles.choice}>
          <input type="radio" checked={isLater} onChange={() => setIsLater(true)} />
          {t('content.publish.later')}
        </label>
      </div>
      {isLater ? (
        <TextField
          label={t('content.publish.at')}
          type="datetime-local"
          value={at}
          error={atError}
          onChange={(event) => setAt(event.target.value)}
        />
      ) : null}
      {isDirty ? (
        <p id={hintId} className={styles.muted}>
          {t('content.publish.saveFirst')}
        </p>
      ) : null}
      <FailureLine>{failure}</FailureLine>
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          disabled={isPending || isDirty}
          aria-describedby={isDirty ? hintId : undefined}
          onClick={() => void run()}
        >
          {isPending
            ? t('content.publish.pending')
            : isLater
              ? t('content.publish.schedule')
              : t('content.publish.submit')}
        </Button>
      </div>
    </fieldset>
  );
}
