import { ErrorPanel, LoadingSpinner } from '@atelier/shared';
import type { ProposalFlow } from '@atelier/shared/contract';
import { useSigningDocument } from '@atelier/shared/data/e-signature';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../projects/portal-failure';
import { ContractText } from '../signing/ContractText';
import { LinkFailure } from '../signing/LinkFailure';
import { SignerList } from '../signing/SignerList';
import { SignForm } from '../signing/SignForm';
import { SigningOutcome } from '../signing/SigningOutcome';
import { signingStage } from '../signing/signing-state';
import styles from './Proposals.module.css';
import { useContractSigning } from './use-contract-signing';

/**
 * Sign the contract, in the page: a fresh signing link for the client's own signature, then
 * the signing page's contract text and sign form. Once signed, the proposal is read again
 * and its flow moves on to the deposit.
 */
export function ContractStep({
  contract,
  onSigned,
}: {
  contract: NonNullable<ProposalFlow['contract']>;
  onSigned: () => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const link = useContractSigning(contract.id);

  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('proposals.flow.contract.title', { title: contract.title })}
      </h2>
      <p>{t('proposals.flow.contract.intro')}</p>
      {link.state.status === 'loading' ? <LoadingSpinner /> : null}
      {link.state.status === 'failed' ? (
        <ErrorPanel
          title={t('proposals.flow.contract.failedTitle')}
          message={portalFailureMessage(t, link.state.failure)}
          retryLabel={t('errors.retry')}
          onRetry={link.retry}
        />
      ) : null}
      {link.state.status === 'ready' ? (
        <ContractToSign token={link.state.token} onSigned={onSigned} />
      ) : null}
    </section>
  );
}

function ContractToSign({ token, onSigned }: { token: string; onSigned: () => Promise<void> }) {
  const { state, reload, retry } = useSigningDocument(token);
  if (state.status === 'loading') return <LoadingSpinner />;
  if (state.status === 'failed') return <LinkFailure failure={state.failure} onRetry={retry} />;
  const { doc } = state;
  const stage = signingStage(doc);
  return (
    <>
      {stage.kind === 'can_sign' ? null : (
        <SigningOutcome token={token} doc={doc} stage={stage} hasJustActed={false} />
      )}
      <ContractText clauses={doc.contract.body} />
      <SignerList doc={doc} />
      {stage.kind === 'can_sign' ? (
        <SignForm
          token={token}
          doc={doc}
          onSigned={async () => {
            await reload();
            await onSigned();
          }}
        />
      ) : null}
    </>
  );
}
