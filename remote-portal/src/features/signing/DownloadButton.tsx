import { Button, FailureLine } from '@atelier/shared';
import { downloadSigningDocument } from '@atelier/shared/data/e-signature';
import { saveBase64File } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Signing.module.css';
import { type SigningMessage, signingFailureMessage } from './signing-state';
import { titledFailure } from './titled-failure';

/**
 * The PDF behind the link: the signed copy once everyone has signed, else the original. It
 * comes as base64 in the answer (the signer has no account to read storage with).
 */
export function DownloadButton({
  token,
  document,
}: {
  token: string;
  document: 'final' | 'original';
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<SigningMessage | null>(null);

  async function download() {
    setIsPending(true);
    setFailure(null);
    try {
      const result = await downloadSigningDocument(token);
      if (result.success) saveBase64File(result.file);
      else setFailure(signingFailureMessage(result));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <div className={styles.download}>
      <Button
        variant={document === 'final' ? 'primary' : 'secondary'}
        disabled={isPending}
        onClick={() => void download()}
      >
        {isPending ? t('signing.download.pending') : t(`signing.download.${document}`)}
      </Button>
      {failure ? (
        <FailureLine>
          {titledFailure(t, i18n.language, 'signing.download.failureTitle', failure)}
        </FailureLine>
      ) : null}
    </div>
  );
}
