import { Button, FailureLine, TextAreaField } from '@atelier/shared';
import { declineContract } from '@atelier/shared/data/e-signature';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Signing.module.css';
import { type SigningMessage, signingFailureMessage } from './signing-state';
import { titledFailure } from './titled-failure';

const REASON_MAX = 1000;

/**
 * **Decline** opens a required reason, then "Decline contract" ends the signing for everyone.
 * The reason is kept when the form is closed again, so nothing typed is lost.
 */
export function DeclineSection({
  token,
  agency,
  onDeclined,
}: {
  token: string;
  agency: string;
  onDeclined: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<SigningMessage | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(t('signing.decline.reasonRequired'));
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      const result = await declineContract(token, reason);
      if (result.success) {
        await onDeclined();
        return;
      }
      if (result.fields?.reason) setReasonError(result.fields.reason);
      else setFailure(signingFailureMessage(result));
    } finally {
      setIsPending(false);
    }
  }

  if (!isOpen) {
    return (
      <div className={kitStyles.toolbarWide}>
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          {t('signing.decline.open')}
        </Button>
      </div>
    );
  }

  return (
    <section className={kitStyles.documentPanel} aria-labelledby="signing-decline-title">
      <h2 id="signing-decline-title" className={styles.sectionTitle}>
        {t('signing.decline.title')}
      </h2>
      <form className={kitStyles.stack} noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={t('signing.decline.reason')}
          hint={t('signing.decline.reasonHint', { agency })}
          name="decline-reason"
          rows={4}
          maxLength={REASON_MAX}
          required
          autoFocus
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
        />
        {failure ? (
          <FailureLine>
            {titledFailure(t, i18n.language, 'signing.decline.failureTitle', failure)}
          </FailureLine>
        ) : null}
        <div className={kitStyles.toolbarWide}>
          <Button type="submit" variant="danger" disabled={isPending}>
            {isPending ? t('signing.decline.submitting') : t('signing.decline.submit')}
          </Button>
          <Button variant="ghost" onClick={() => setIsOpen(false)}>
            {t('signing.decline.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
