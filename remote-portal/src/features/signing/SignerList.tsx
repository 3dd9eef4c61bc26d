import { Badge, type BadgeTone, type SignerStatus, type SigningDocument } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Signing.module.css';

const TONES: Record<SignerStatus, BadgeTone> = {
  pending: 'neutral',
  sent: 'info',
  viewed: 'info',
  signed: 'success',
  declined: 'danger',
};

/** Who signs, in signing order, and where each stands: names only, as the server gives them. */
export function SignerList({ doc }: { doc: SigningDocument }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="signing-signers-title">
      <h2 id="signing-signers-title" className={styles.sectionTitle}>
        {t('signing.signers.title')}
      </h2>
      <ol className={styles.signers}>
        {doc.signers.map((signer, index) => {
          const isMe = signer.name === doc.signer.name && signer.role === doc.signer.role;
          return (
            // Names may repeat; the signing order does not.
            <li key={index} className={kitStyles.spread}>
              <span className={styles.signerName}>
                {isMe ? t('signing.signers.you', { name: signer.name }) : signer.name}
                {signer.role ? <span className={styles.muted}> · {signer.role}</span> : null}
              </span>
              <Badge tone={TONES[signer.status]}>
                {t(`signing.signers.statuses.${signer.status}`)}
              </Badge>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
