import { Badge, Button, ButtonLink, type Client, toast, useDocumentTitle } from '@atelier/shared';
import { useClientDetail, useClientWrites } from '@atelier/shared/data/clients';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RecordPage } from '../../common/RecordPage';
import styles from '../../common/RecordPage.module.css';
import { RecordSection } from '../../common/RecordSection';
import {
  InvoiceRecordsSection,
  PaymentRecordsSection,
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

  return (
    <RecordPage
      record={client && detail.data ? { ...detail.data, client } : undefined}
      failure={detail.failure}
      onRetry={detail.refetch}
      failedTitle={t('clients.detail.failedTitle')}
      back={{ to: '/admin/clients', label: t('clients.detail.back') }}
      header={({ client }) => ({
        title: client.name,
        description: client.company ?? undefined,
        actions: (
          <>
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
          </>
        ),
      })}
      removal={removal}
      removalText={({ client }) => ({
        title: t('clients.delete.title', { name: client.name }),
        warning: t('clients.delete.warning'),
      })}
    >
      {({ client, projects, proposals, invoices, payments }) => {
        const query = `client=${encodeURIComponent(client.id)}`;
        return (
          <>
            <div className={kitStyles.toolbar}>
              <ClientStatusBadge status={client.status} />
              {client.lead_id ? (
                <>
                  <Badge tone="info">{t('clients.detail.fromLead')}</Badge>
                  <Link to={`/admin/leads?lead=${client.lead_id}`}>
                    {t('clients.detail.openLead')}
                  </Link>
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
            <InvoiceRecordsSection
              invoices={invoices}
              newInvoice={{
                to: `/admin/payments?tab=invoices&new=1&${query}`,
                label: t('clients.detail.newInvoice'),
              }}
            />
            <PaymentRecordsSection payments={payments} />
            <ClientMessages clientId={client.id} />
            <ClientFiles clientId={client.id} />

            <ClientFormDialog
              isOpen={isEditing}
              client={client}
              onClose={() => setIsEditing(false)}
            />
            <ProjectFormDialog
              isOpen={isNewProject}
              client={client}
              onClose={() => setIsNewProject(false)}
            />
          </>
        );
      }}
    </RecordPage>
  );
}
