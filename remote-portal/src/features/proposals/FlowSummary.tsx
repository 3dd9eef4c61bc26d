import { Button, ButtonLink, FailureLine, useFormat } from '@atelier/shared';
import type { PortalProposal, ProposalFlow } from '@atelier/shared/contract';
import { downloadPortalContract } from '@atelier/shared/data/portal';
import { kitStyles, saveBase64File } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../projects/portal-failure';

/**
 * Every step done: what the client accepted, signed and paid, the signed copy to keep, and
 * the way on to the project and the invoices.
 */
export function FlowSummary({
  proposal,
  records,
}: {
  proposal: PortalProposal;
  records: Pick<ProposalFlow, 'contract' | 'deposit_invoice'>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  const { contract, deposit_invoice: deposit } = records;
  const [isDownloading, setIsDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download(contractId: string) {
    setIsDownloading(true);
    setFailure(null);
    try {
      const result = await downloadPortalContract(contractId);
      if (result.success) saveBase64File(result.file);
      else setFailure(portalFailureMessage(t, result));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <section className={kitStyles.answerPanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('proposals.flow.done.title')}
      </h2>
      <ul>
        <li>
          {proposal.decided_at
            ? t('proposals.answer.outcomeAccepted', { date: format.moment(proposal.decided_at) })
            : t('proposals.flow.done.accepted')}
        </li>
        {contract ? <li>{t('proposals.flow.done.signed', { title: contract.title })}</li> : null}
        {deposit ? (
          <li>
            {t('proposals.flow.done.paid', {
              amount: format.money(deposit.total_cents, deposit.currency),
              number: deposit.invoice_number,
            })}
          </li>
        ) : null}
      </ul>
      <div className={kitStyles.cluster}>
        {contract ? (
          <Button
            variant="secondary"
            disabled={isDownloading}
            onClick={() => void download(contract.id)}
          >
            {isDownloading
              ? t('proposals.flow.done.downloading')
              : t('proposals.flow.done.download')}
          </Button>
        ) : null}
        {proposal.project_id ? (
          <ButtonLink to={`/client-portal/projects/${proposal.project_id}`}>
            {t('proposals.answer.openProject')}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/client-portal/invoices" variant="secondary">
          {t('proposals.flow.done.invoices')}
        </ButtonLink>
      </div>
      <FailureLine>{failure}</FailureLine>
    </section>
  );
}
