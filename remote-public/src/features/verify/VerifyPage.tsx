import { Button, FailureLine, TextField, type VerifyResult } from '@atelier/shared';
import { verifyContractDocument } from '@atelier/shared/api';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../common/FailureAlert';
import { PageIntro } from '../../common/PageIntro';
import { usePageTitle } from '../../common/use-page-title';
import { useSubmission } from '../../common/use-submission';
import { NAMESPACE } from '../../i18n';
import { normalizeSha256, sha256Hex } from './sha256';
import styles from './Verify.module.css';
import { VerifyOutcome } from './VerifyOutcome';

type Checked = { hash: string; result: VerifyResult };

/**
 * `/verify`: anyone can check a contract PDF against our records, the address the completion
 * certificate prints. The PDF's SHA-256 is computed here, so the file never leaves the device;
 * a fingerprint can also be pasted.
 */
export default function VerifyPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('verify');
  const submission = useSubmission();
  const [hashText, setHashText] = useState('');
  const [hashError, setHashError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isHashing, setIsHashing] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const fileHintId = useId();
  const fileInputId = useId();

  async function check(hash: string) {
    setChecked(null);
    const result = await submission.run(() => verifyContractDocument(hash));
    if (result?.success) setChecked({ hash, result });
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    setIsHashing(true);
    let hash: string;
    try {
      hash = await sha256Hex(await file.arrayBuffer());
    } catch {
      setFileError(t('verify.file.unreadable'));
      return;
    } finally {
      setIsHashing(false);
    }
    setHashText(hash);
    setHashError(null);
    await check(hash);
  }

  async function onHash(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const hash = normalizeSha256(hashText);
    if (!hash) {
      setHashError(t('verify.hash.invalid'));
      return;
    }
    await check(hash);
  }

  const isBusy = isHashing || submission.isPending;
  return (
    <>
      <PageIntro eyebrow={t('verify.eyebrow')} title={t('verify.title')} lead={t('verify.lead')} />
      <div className={styles.container}>
        <section className={styles.card} aria-labelledby="verify-file-title">
          <h2 id="verify-file-title" className={styles.cardTitle}>
            {t('verify.file.title')}
          </h2>
          <label htmlFor={fileInputId} className={styles.label}>
            {t('verify.file.label')}
          </label>
          <input
            id={fileInputId}
            type="file"
            accept="application/pdf,.pdf"
            className={styles.file}
            aria-describedby={fileHintId}
            disabled={isBusy}
            onChange={(event) => void onFile(event)}
          />
          <p id={fileHintId} className={styles.hint}>
            {isHashing ? t('verify.file.computing') : t('verify.file.hint')}
          </p>
          <FailureLine>{fileError}</FailureLine>
        </section>
        <section className={styles.card} aria-labelledby="verify-hash-title">
          <h2 id="verify-hash-title" className={styles.cardTitle}>
            {t('verify.hash.title')}
          </h2>
          <form className={styles.form} noValidate onSubmit={(event) => void onHash(event)}>
            <TextField
              label={t('verify.hash.label')}
              hint={t('verify.hash.hint')}
              name="sha256"
              spellCheck={false}
              autoComplete="off"
              value={hashText}
              error={hashError}
              onChange={(event) => {
                setHashText(event.target.value);
                setHashError(null);
              }}
            />
            <Button type="submit" disabled={isBusy}>
              {submission.isPending ? t('verify.hash.pending') : t('verify.hash.submit')}
            </Button>
          </form>
        </section>
        <FailureAlert failure={submission.failure} title={t('verify.failureTitle')} />
        <div role="status" className={styles.result}>
          {checked ? <VerifyOutcome hash={checked.hash} result={checked.result} /> : null}
        </div>
      </div>
    </>
  );
}
