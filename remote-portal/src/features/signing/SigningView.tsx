import { type SigningDocument, useFormat } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ContractText } from './ContractText';
import { DeclineSection } from './DeclineSection';
import { SignerList } from './SignerList';
import { SignForm } from './SignForm';
import styles from './Signing.module.css';
import { SigningOutcome } from './SigningOutcome';
import { canDecline, formatContractValue, signingStage } from './signing-state';

/**
 * The contract behind a link and what its holder can do with it. Where the signing stands is
 * read from the server after each action (`onChanged`), never assumed, so the page after
 * signing and a later visit show the same state.
 */
export function SigningView({
  token,
  doc,
  onChanged,
}: {
  token: string;
  doc: SigningDocument;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [hasJustActed, setHasJustActed] = useState(false);
  const { contract, signer } = doc;
  const stage = signingStage(doc);
  const format = useFormat();

  const acted = async () => {
    setHasJustActed(true);
    await onChanged();
  };

  return (
    <>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{t('signing.document.from', { agency: contract.agency })}</p>
        <h1 className={styles.title}>{contract.title}</h1>
        {contract.value !== null ? (
          <p>
            {t('signing.document.value', {
              value: formatContractValue(contract.value, contract.currency, format),
            })}
          </p>
        ) : null}
        {contract.status === 'sent' && contract.expires_at ? (
          <p className={styles.muted}>
            {t('signing.document.expires', {
              date: format.longLocalDay(contract.expires_at),
            })}
          </p>
        ) : null}
        <p className={styles.signingAs}>
          {t('signing.document.signingAs', { name: signer.name, email: signer.email })}
        </p>
      </div>
      {stage.kind === 'can_sign' ? null : (
        <SigningOutcome token={token} doc={doc} stage={stage} hasJustActed={hasJustActed} />
      )}
      <ContractText clauses={contract.body} />
      <SignerList doc={doc} />
      {stage.kind === 'can_sign' ? <SignForm token={token} doc={doc} onSigned={acted} /> : null}
      {canDecline(doc) ? (
        <DeclineSection token={token} agency={contract.agency} onDeclined={acted} />
      ) : null}
    </>
  );
}
