import {
  Badge,
  Button,
  ButtonLink,
  type Client,
  FailureLine,
  PageHeader,
  toast,
  useDocumentTitle,
} from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '../../common/ConfirmDialog';
import { DetailFallback } from '../../common/DetailFallback';
import styles from '../../common/RecordPage.module.css';
import { RecordSection } from '../../common/RecordSection';
import {
  InvoiceRecords,
  PaymentRecords,
  ProjectRecords,
  ProposalRecords,
} from '../../common/RecordTables';
import { failureMessage } from '../../common/record-errors';
import { useConfirmedAction } from '../../common/use-confirmed-action';
import { NAMESPACE } from '../../i18n';
import { ProjectFormDialog } from '../projects/ProjectFormDialog';
import { ClientBalance, ClientContact } from './ClientContact';
import { ClientFiles } from './ClientFiles';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientMessages } from './ClientMessages';
import { ClientPortalPanel } from './ClientPortalPanel';
import { ClientStatusBadge } from './ClientStatusBadge';
import { useClientDetail, useClientWrites } from './use-clients';

/** `/admin/clients/:clientId`: one client, its money and everything done for them. */
export default function ClientDetailPage() {
  const clientWrites = useClientWrites();
  const { t } = useTranslation(NAMESPACE);
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useClientDetail(clientId);
  const client = detail.data?.client;
  useDocumentTitle(t('documentTitle', { page: client?.name ?? t('clients.detail.title') }));
  const [isEditing, setIsEditing] = useState(false);
  const [isNewProject, setIsNewProject] = useState(false);
  const [isSwitching, setIsSwitching] = useState(false);
  const removal = useConfirmedAction(
    () => clientWrites.remove(clientId),
    () => {
      toast.success(t('clients.delete.done', { name: client?.name ?? '' }));
      void navigate('/admin/clients');
    },
  );

  async function switchStatus(current: Client) {
    const status = current.status === 'active' ? 'inactive' : 'active';
    setIsSwitching(true);
    try {
      const result = await clientWrites.update({ id: current.id, status });
      if (result.success) {
        toast.success(t(`clients.detail.statusChanged.${status}`, { name: current.name }));
      } else {
        toast.error(failureMessage(t, result));
      }
    } finally {
      setIsSwitching(false);
    }
  }

  const back = (
    <Link className={styles.back} to="/admin/clients">
      {t('clients.detail.back')}
    </Link>
  );

  // A failed reload replaces the page: what it showed may be gone (deleted elsewhere).
  if (detail.failure || !detail.data || !client) {
    return (
      <DetailFallback
        className={styles.page}
        back={back}
        failure={detail.failure ? failureMessage(t, detail.failure) : null}
        failedTitle={t('clients.detail.failedTitle')}
        onRetry={detail.refetch}
      />
    );
  }
  const { projects, proposals, invoices, payments } = detail.data;
  const query = `client=${encodeURIComponent(client.id)}`;

  return (
    <div className={styles.page}>
      {back}
      <PageHeader
        title={client.name}
        description={client.company ?? undefined}
        actions={
          <div className={styles.actions}>
            <Button onClick={() => setIsEditing(true)}>{t('clients.detail.edit')}</Button>
            <Button
              variant="secondary"
              disabled={isSwitching}
              onClick={() => void switchStatus(client)}
            >
              {client.status === 'active'
                ? t('clients.detail.deactivate')
                : t('clients.detail.activate')}
            </Button>
            <Button variant="danger" onClick={removal.open}>
              {t('clients.detail.delete')}
            </Button>
          </div>
        }
      />
      <div className={styles.summary}>
        <ClientStatusBadge status={client.status} />
        {client.lead_id ? (
          <>
            <Badge tone="info">{t('clients.detail.fromLead')}</Badge>
            <Link to={`/admin/leads?lead=${client.lead_id}`}>{t('clients.detail.openLead')}</Link>
          </>
        ) : null}
      </div>
      <div className={styles.cards}>
        <ClientContact client={client} />
        <ClientBalance client={client} />
        <ClientPortalPanel client={client} />
      </div>
      <RecordSection
        title={t('common.records.projects.title')}
        action={
          <Button size="sm" onClick={() => setIsNewProject(true)}>
            {t('clients.detail.newProject')}
          </Button>
        }
      >
        <ProjectRecords projects={projects} />
      </RecordSection>
      <RecordSection
        title={t('common.records.proposals.title')}
        action={
          <ButtonLink size="sm" to={`/admin/proposals?new=1&${query}`}>
            {t('clients.detail.newProposal')}
          </ButtonLink>
        }
      >
        <ProposalRecords proposals={proposals} />
      </RecordSection>
      <RecordSection
        title={t('common.records.invoices.title')}
        action={
          <ButtonLink size="sm" to={`/admin/payments?tab=invoices&new=1&${query}`}>
            {t('clients.detail.newInvoice')}
          </ButtonLink>
        }
      >
        <InvoiceRecords invoices={invoices} />
      </RecordSection>
      <RecordSection
        title={t('common.records.payments.title')}
        action={
          <ButtonLink size="sm" variant="secondary" to="/admin/payments?tab=payments">
            {t('common.records.payments.all')}
          </ButtonLink>
        }
      >
        <PaymentRecords payments={payments} />
      </RecordSection>
      <ClientMessages clientId={client.id} />
      <ClientFiles clientId={client.id} />

      <ClientFormDialog isOpen={isEditing} client={client} onClose={() => setIsEditing(false)} />
      <ProjectFormDialog
        isOpen={isNewProject}
        client={client}
        onClose={() => setIsNewProject(false)}
      />
      <DeleteDialog
        isOpen={removal.isOpen}
        title={t('clients.delete.title', { name: client.name })}
        isPending={removal.isPending}
        onConfirm={removal.confirm}
        onClose={removal.close}
      >
        <p>{t('clients.delete.warning')}</p>
        <FailureLine>{removal.problem}</FailureLine>
      </DeleteDialog>
    </div>
  );
}
