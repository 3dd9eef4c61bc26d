import { Button, FailureLine, type SigningDocument } from '@atelier/shared';
import { signContract } from '@atelier/shared/data/e-signature';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ConsentCheckbox } from './ConsentCheckbox';
import { SignatureFields } from './SignatureFields';
import styles from './Signing.module.css';
import { type SignatureDraft, signatureProblem, signatureValue } from './signature-input';
import { type SigningMessage, signingFailureMessage } from './signing-state';
import { titledFailure } from './titled-failure';

type Problems = { consent?: string; signature?: string };

/**
 * Consent, then a typed or drawn signature, then **Sign**. Sign stays disabled, with the
 * reason shown beside it, until the consent box is ticked. The server's word on a field is
 * shown next to it and what was typed or drawn stays as it was.
 */
export function SignForm({
  token,
  doc,
  onSigned,
}: {
  token: string;
  doc: SigningDocument;
  onSigned: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [hasConsent, setHasConsent] = useState(false);
  const [draft, setDraft] = useState<SignatureDraft>({
    type: 'typed',
    typed: doc.signer.name,
    drawn: null,
  });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<SigningMessage | null>(null);
  const [isPending, setIsPending] = useState(false);
  const consentHintId = useId();

  const edit = (changes: Partial<SignatureDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setProblems((current) => ({ ...current, signature: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = signatureProblem(draft);
    if (problem) {
      setProblems({ signature: t(problem) });
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      const result = await signContract(token, signatureValue(draft));
      if (result.success) {
        // Stays pending until the page has read where the signing now stands.
        await onSigned();
        return;
      }
      const fields = result.fields ?? {};
      if (fields.consent || fields['signature.value']) {
        setProblems({ consent: fields.consent, signature: fields['signature.value'] });
      } else {
        setFailure(signingFailureMessage(result));
      }
    } finally {
      setIsPending(false);
    }
  }

  return (
    <section className={kitStyles.documentPanel} aria-labelledby="signing-sign-title">
      <h2 id="signing-sign-title" className={styles.sectionTitle}>
        {t('signing.sign.title')}
      </h2>
      <form className={kitStyles.stack} noValidate onSubmit={(event) => void submit(event)}>
        {/* The sentence in the reader's language; the server records the English one (doc.consent_text) with the evidence, as for a proposal. */}
        <ConsentCheckbox
          label={t('signing.sign.consent')}
          checked={hasConsent}
          error={problems.consent ?? null}
          onChange={(checked) => {
            setHasConsent(checked);
            setProblems((current) => ({ ...current, consent: undefined }));
          }}
        />
        <SignatureFields draft={draft} error={problems.signature ?? null} onChange={edit} />
        {failure ? (
          <FailureLine>
            {titledFailure(t, i18n.language, 'signing.sign.failureTitle', failure)}
          </FailureLine>
        ) : null}
        <div className={kitStyles.toolbarWide}>
          <Button
            type="submit"
            size="lg"
            disabled={!hasConsent || isPending}
            aria-describedby={hasConsent ? undefined : consentHintId}
          >
            {isPending ? t('signing.sign.submitting') : t('signing.sign.submit')}
          </Button>
          {hasConsent ? null : (
            <p id={consentHintId} className={styles.hint}>
              {t('signing.sign.consentNeeded')}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
