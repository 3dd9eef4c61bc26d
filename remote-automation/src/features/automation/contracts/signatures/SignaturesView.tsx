import { SelectField, type SignatureRow, toast } from '@atelier/shared';
import { SIGNATURE_FILTERS } from '@atelier/shared/contract';
import { useContractSignatures, useContractWrites } from '@atelier/shared/data/contracts';
import { EmptyState } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import { LoadState } from '../../common/LoadState';
import styles from './Signatures.module.css';
import { SignatureTable } from './SignatureTable';
import {
  DEFAULT_SIGNATURE_FILTER,
  signatureFilterFromQuery,
  signatureFilterOf,
  withSignatureFilter,
} from './signature-filters';

/**
 * E-Signatures (`?view=signatures`): the signers across sent contracts, those still awaited
 * by default (`?signer_status=`), with a new link e-mailed on demand. A refused reminder (409)
 * shows the server's sentence, which says why (expired, not their turn yet).
 */
export function SignaturesView() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = signatureFilterFromQuery(searchParams);
  const signatures = useContractSignatures(filter);
  const writes = useContractWrites();
  const [resendingId, setResendingId] = useState<string | null>(null);

  const resend = async (row: SignatureRow) => {
    setResendingId(row.signer_id);
    try {
      const result = await writes.remind(row.contract_id, row.signer_id);
      if (result.success) toast.success(t('contracts.signatures.resent', { name: row.name }));
      else toast.error(failureMessage(t, result, 'contracts'));
    } finally {
      setResendingId(null);
    }
  };

  const rows = signatures.data?.signatures;
  return (
    <>
      <div className={styles.toolbar}>
        <SelectField
          label={t('contracts.signatures.filterLabel')}
          value={filter}
          options={SIGNATURE_FILTERS.map((value) => ({
            value,
            label: t(`contracts.signatures.filters.${value}`),
          }))}
          onChange={(event) =>
            setSearchParams((previous) =>
              withSignatureFilter(previous, signatureFilterOf(event.target.value)),
            )
          }
        />
      </div>
      <LoadState
        scope="contracts"
        query={signatures}
        title={t('contracts.signatures.loadFailed')}
      />
      {rows && rows.length === 0 ? (
        filter === DEFAULT_SIGNATURE_FILTER ? (
          <EmptyState
            title={t('contracts.signatures.emptyTitle')}
            description={t('contracts.signatures.emptyDescription')}
          />
        ) : (
          <EmptyState
            title={t('contracts.signatures.noMatchTitle')}
            description={t('contracts.signatures.noMatchDescription')}
          />
        )
      ) : null}
      {rows && rows.length > 0 ? (
        <SignatureTable
          rows={rows}
          resendingId={resendingId}
          onResend={(row) => void resend(row)}
        />
      ) : null}
    </>
  );
}
