import type { SigningDocument } from '@atelier/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { DownloadButton } from './DownloadButton';
import styles from './Signing.module.css';
import type { SigningStage } from './signing-state';

type Settled = Exclude<SigningStage, { kind: 'can_sign' }>;

/** The sentence for where the signing stands, and for a signer who just acted, the thanks. */
function useOutcomeText(doc: SigningDocument, stage: Settled, hasJustActed: boolean) {
  const { t } = useTranslation(NAMESPACE);
  const { title, agency } = doc.contract;
  switch (stage.kind) {
    case 'signed':
      return {
        lead: hasJustActed
          ? t('signing.outcome.thanks', { title })
          : t('signing.outcome.alreadySigned', { title }),
        detail: stage.isComplete
          ? t('signing.outcome.everyoneSigned')
          : t('signing.outcome.copyByEmail'),
      };
    case 'declined':
      return {
        lead: stage.byMe
          ? t('signing.outcome.declinedByMe', { title, agency })
          : t('signing.outcome.declinedByOther', { title }),
        detail: null,
      };
    case 'waiting':
      return { lead: t('signing.outcome.waiting', { name: stage.name }), detail: null };
    case 'closed':
      return { lead: t('signing.outcome.closed', { title }), detail: null };
  }
}

/**
 * Everything but the sign form: the confirmation after signing or declining (focused, so a
 * screen reader hears it), a later visit's "you signed", or why this signer cannot sign now;
 * with the download of the document as it stands.
 */
export function SigningOutcome({
  token,
  doc,
  stage,
  hasJustActed,
}: {
  token: string;
  doc: SigningDocument;
  stage: Settled;
  hasJustActed: boolean;
}) {
  const { lead, detail } = useOutcomeText(doc, stage, hasJustActed);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hasJustActed) panel.current?.focus();
  }, [hasJustActed]);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      className={stage.kind === 'signed' ? styles.success : styles.notice}
      role="status"
    >
      <p className={styles.outcomeLead}>{lead}</p>
      {detail ? <p>{detail}</p> : null}
      <DownloadButton token={token} document={doc.document} />
    </section>
  );
}
