import { Badge, Button, ErrorPanel, PageHeader, Spinner, useDocumentTitle } from '@atelier/shared';
import { getPortalProposalPdf, usePortalProposal } from '@atelier/shared/data/portal';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { PdfDownloadButton } from '../documents/PdfDownloadButton';
import { usePortalIssuer } from '../documents/use-portal-issuer';
import projectStyles from '../projects/Projects.module.css';
import { isNotFound, portalFailureMessage } from '../projects/portal-failure';
import { RecordNotFound } from '../projects/RecordNotFound';
import { ProposalDocument } from './ProposalDocument';
import { ProposalFlowStep } from './ProposalFlowStep';
import { proposalStatusTone } from './proposal-view';

const LIST = '/client-portal/proposals';

/**
 * `/client-portal/proposals/:id`: from proposal to signed and paid in one visit. A progress
 * line, then the step the proposal's `flow` says is current: read and accept (the document
 * and the signed acceptance), sign the contract, pay the deposit, or the summary. The PDF
 * drawn as the agency's own (and the page's print) stay at hand throughout.
 */
export default function ProposalDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const detail = usePortalProposal(id);
  const proposal = detail.data?.proposal;
  const issuer = usePortalIssuer(detail.data?.agency);
  useDocumentTitle(
    proposal ? `${proposal.title} — ${t('proposals.title')}` : t('proposals.documentTitle'),
  );

  const back = (
    <Link className={projectStyles.back} to={LIST}>
      {t('proposals.detail.back')}
    </Link>
  );
  if (!proposal && isNotFound(detail.failure)) {
    return (
      <RecordNotFound
        title={t('proposals.detail.notFoundTitle')}
        message={t('proposals.detail.notFound')}
        backTo={LIST}
        backLabel={t('proposals.detail.back')}
      />
    );
  }
  if (!proposal && detail.failure) {
    return (
      <>
        {back}
        <ErrorPanel
          title={t('proposals.detail.failedTitle')}
          message={portalFailureMessage(t, detail.failure)}
          retryLabel={t('errors.retry')}
          onRetry={detail.refetch}
        />
      </>
    );
  }
  if (!proposal || !detail.data) return <Spinner label={t('proposals.loading')} />;

  return (
    <>
      {back}
      <PageHeader
        title={proposal.title}
        description={
          <Badge tone={proposalStatusTone[proposal.status]}>
            {t(`proposals.statuses.${proposal.status}`)}
          </Badge>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('proposals.detail.print')}
            </Button>
            <PdfDownloadButton fetchPdf={() => getPortalProposalPdf(proposal.id)} />
          </>
        }
      />
      <ProposalFlowStep
        proposal={proposal}
        flow={detail.data.flow}
        document={<ProposalDocument proposal={proposal} issuer={issuer} />}
      />
    </>
  );
}
