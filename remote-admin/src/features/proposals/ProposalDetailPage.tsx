import {
  Button,
  ButtonLink,
  type Proposal,
  TextAreaField,
  toast,
  useDocumentTitle,
} from '@atelier/shared';
import { getProposalPdf, useProposal, useProposalWrites } from '@atelier/shared/data/proposals';
import { kitStyles } from '@atelier/shared/kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { DetailFallback } from '../../common/DetailFallback';
import documentStyles from '../../common/Document.module.css';
import { useDocumentIssuer } from '../../common/issuer/use-document-issuer';
import { DocumentActions } from '../../common/pdf/DocumentActions';
import { failureMessage } from '../../common/record-errors';
import { useDocumentActions } from '../../common/use-document-actions';
import { NAMESPACE } from '../../i18n';
import { AcceptProposalDialog } from './AcceptProposalDialog';
import { ProposalDocument } from './ProposalDocument';
import { ProposalFlowSettings } from './ProposalFlowSettings';
import { ProposalForm } from './ProposalForm';
import { ProposalOutcome } from './ProposalOutcome';
import { proposalToForm, toProposalFields } from './proposal-form';
import { SendProposalNote } from './SendProposalNote';

type Action = 'edit' | 'send' | 'delete' | 'accept' | 'decline';

export default function ProposalDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { proposalId = '' } = useParams();
  const proposal = useProposal(proposalId);
  const title = proposal.data?.proposal.title ?? t('proposals.detail.title');
  useDocumentTitle(t('documentTitle', { page: title }));

  const back = (
    <Link to="/admin/proposals" className={documentStyles.back}>
      {t('proposals.detail.back')}
    </Link>
  );
  if (!proposal.data) {
    return (
      <DetailFallback
        back={back}
        failure={proposal.failure ? failureMessage(t, proposal.failure) : null}
        failedTitle={t('proposals.detail.failedTitle')}
        onRetry={proposal.refetch}
        loadingLabel={t('common.loading')}
      />
    );
  }
  return <ProposalDetail proposal={proposal.data.proposal} back={back} />;
}

function ProposalDetail({ proposal, back }: { proposal: Proposal; back: ReactNode }) {
  const proposalWrites = useProposalWrites();
  const { t } = useTranslation(NAMESPACE);
  const issuer = useDocumentIssuer();
  const navigate = useNavigate();
  const { action, setAction, isPending, failure, close, run } = useDocumentActions<Action>();
  const [reason, setReason] = useState('');

  const { status } = proposal;
  const actions = (
    <div className={kitStyles.cluster}>
      {status === 'draft' ? (
        <>
          <Button onClick={() => setAction('edit')}>{t('proposals.actions.edit')}</Button>
          <Button onClick={() => setAction('send')}>{t('proposals.actions.send')}</Button>
          <Button variant="danger" onClick={() => setAction('delete')}>
            {t('proposals.actions.delete')}
          </Button>
        </>
      ) : null}
      {status === 'sent' ? (
        <Button onClick={() => setAction('accept')}>{t('proposals.actions.accept')}</Button>
      ) : null}
      {/* An expired proposal cannot be accepted, but the client's "no" may still come late. */}
      {status === 'sent' || status === 'expired' ? (
        <Button variant="danger" onClick={() => setAction('decline')}>
          {t('proposals.actions.decline')}
        </Button>
      ) : null}
      {status === 'accepted' && proposal.project_id ? (
        <ButtonLink to={`/admin/projects/${proposal.project_id}`} variant="secondary">
          {t('proposals.actions.openProject')}
        </ButtonLink>
      ) : null}
      {/* The contract is drawn up in the Contracts tab, its client and value from this proposal. */}
      {status === 'accepted' ? (
        <ButtonLink
          to={`/admin/automation?tab=contracts&view=active&new=1&proposal=${proposal.id}`}
          variant="secondary"
        >
          {t('proposals.actions.createContract')}
        </ButtonLink>
      ) : null}
      <DocumentActions fetchPdf={() => getProposalPdf(proposal.id)} />
    </div>
  );

  return (
    <>
      <div className={documentStyles.chrome}>
        {back}
        {actions}
        {status === 'expired' ? (
          <p className={documentStyles.note}>{t('proposals.detail.expiredNote')}</p>
        ) : null}
      </div>
      <ProposalDocument proposal={proposal} issuer={issuer} />
      <ProposalFlowSettings proposal={proposal} />
      <ProposalOutcome proposal={proposal} />

      <ProposalForm
        isOpen={action === 'edit'}
        mode="edit"
        initial={proposalToForm(proposal)}
        currency={proposal.currency}
        onSubmit={(values) =>
          proposalWrites.update({ id: proposal.id, ...toProposalFields(values) })
        }
        onSaved={() => {
          toast.success(t('proposals.toasts.saved'));
          close();
        }}
        onClose={close}
      />
      <ConfirmDialog
        isOpen={action === 'send'}
        title={t('proposals.send.title', { title: proposal.title })}
        confirmLabel={t('proposals.send.confirm')}
        isPending={isPending}
        failure={failure}
        onConfirm={() =>
          void run(() => proposalWrites.send(proposal.id), t('proposals.toasts.sent'))
        }
        onClose={close}
      >
        <p>{t('proposals.send.warning')}</p>
        {action === 'send' ? <SendProposalNote proposal={proposal} /> : null}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={action === 'delete'}
        title={t('proposals.delete.title', { title: proposal.title })}
        confirmLabel={t('proposals.delete.confirm')}
        isDestructive
        isPending={isPending}
        failure={failure}
        onConfirm={() =>
          void run(
            () => proposalWrites.remove(proposal.id),
            t('proposals.toasts.deleted', { title: proposal.title }),
            () => void navigate('/admin/proposals'),
          )
        }
        onClose={close}
      >
        <p>{t('proposals.delete.warning')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={action === 'decline'}
        title={t('proposals.decline.title', { title: proposal.title })}
        confirmLabel={t('proposals.decline.confirm')}
        isDestructive
        isPending={isPending}
        failure={failure}
        onConfirm={() =>
          void run(
            () => proposalWrites.decline(proposal.id, reason),
            t('proposals.toasts.declined'),
            () => setReason(''),
          )
        }
        onClose={close}
      >
        <p>{t('proposals.decline.warning')}</p>
        <TextAreaField
          label={t('proposals.decline.reason')}
          isOptional
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
      <AcceptProposalDialog proposal={proposal} isOpen={action === 'accept'} onClose={close} />
    </>
  );
}
