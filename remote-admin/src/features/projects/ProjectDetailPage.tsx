import {
  Button,
  ButtonLink,
  type Project,
  type ProjectStatus,
  projectStatuses,
  SelectField,
  toast,
  useDocumentTitle,
  useFormat,
} from '@atelier/shared';
import { useProjectDetail, useProjectWrites } from '@atelier/shared/data/projects';
import { kitStyles, ProgressBar } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { RecordPage } from '../../common/RecordPage';
import page from '../../common/RecordPage.module.css';
import { RecordSection } from '../../common/RecordSection';
import { InvoiceRecordsSection, PaymentRecordsSection } from '../../common/RecordTables';
import { failureMessage } from '../../common/record-errors';
import { ProjectStatusBadge } from '../../common/StatusBadges';
import { confirmationOf, useConfirmedAction } from '../../common/use-confirmed-action';
import { NAMESPACE } from '../../i18n';
import { DeliverablesPanel } from './DeliverablesPanel';
import { type DueStep, type ProjectChange, stepsDueOn } from './invoicing-steps';
import { MilestoneChecklist } from './MilestoneChecklist';
import { withClicks, withMilestoneOf, without } from './milestone-saving';
import styles from './ProjectDetail.module.css';
import { ProjectFormDialog } from './ProjectFormDialog';
import { ProjectInvoicing } from './ProjectInvoicing';
import { ProjectSummary } from './ProjectSummary';
import { SaveAsTemplateDialog } from './SaveAsTemplateDialog';

/** `/admin/projects/:projectId`: one project, its progress, team and money. */
export default function ProjectDetailPage() {
  const projectWrites = useProjectWrites();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useProjectDetail(projectId);
  // The milestones being saved, as they were clicked, and the ones the server refused.
  const [saving, setSaving] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [milestoneErrors, setMilestoneErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const project = detail.data ? withClicks(detail.data.project, saving) : undefined;
  useDocumentTitle(t('documentTitle', { page: project?.name ?? t('projects.detail.title') }));
  const [isEditing, setIsEditing] = useState(false);
  const [isSavingTemplate, setIsSavingTemplate] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  // A change that e-mails invoices at once, waiting for the admin's yes.
  const [sending, setSending] = useState<{ due: DueStep[]; go: () => void } | null>(null);

  const removal = useConfirmedAction(
    () => projectWrites.remove(projectId),
    () => {
      toast.success(t('projects.delete.done', { name: project?.name ?? '' }));
      void navigate('/admin/projects');
    },
  );
  const cancellation = useConfirmedAction(
    () => projectWrites.update({ id: projectId, status: 'cancelled' }),
    (result) =>
      toast.success(
        t('projects.detail.statusChanged', {
          name: result.project.name,
          status: t('projects.statuses.cancelled'),
        }),
      ),
  );

  /** Runs `go` at once, or after a yes when the change e-mails invoices without review. */
  function askBeforeSending(change: ProjectChange, go: () => void) {
    const due = stepsDueOn(detail.data?.invoicing ?? [], change, { sendAtOnce: true });
    if (due.length === 0) go();
    else setSending({ due, go });
  }

  async function changeStatus(current: Project, status: ProjectStatus) {
    if (status === current.status) return;
    // Cancelling stops the work: it asks first.
    if (status === 'cancelled') {
      cancellation.open();
      return;
    }
    askBeforeSending({ kind: 'status', from: current.status, to: status }, () => {
      void saveStatus(current, status);
    });
  }

  async function saveStatus(current: Project, status: ProjectStatus) {
    setIsSaving(true);
    try {
      const result = await projectWrites.update({ id: current.id, status });
      if (result.success) {
        toast.success(
          t('projects.detail.statusChanged', {
            name: current.name,
            status: t(`projects.statuses.${status}`),
          }),
        );
      } else {
        toast.error(failureMessage(t, result));
      }
    } finally {
      setIsSaving(false);
    }
  }

  function toggleMilestone(current: Project, milestoneId: string, isDone: boolean) {
    askBeforeSending({ kind: 'milestone', milestoneId, isDone }, () => {
      void saveMilestone(current.id, milestoneId, isDone);
    });
  }

  /**
   * Ticked at once, with the bar moving, and kept ticked whatever answer or reload comes back
   * meanwhile (the shown project lays `saving` over the cached one); the answer then sets that
   * milestone only. Refused: the server's reason beside the milestone, the real state reloaded.
   */
  async function saveMilestone(id: string, milestoneId: string, isDone: boolean) {
    setMilestoneErrors((errors) => without(errors, milestoneId));
    setSaving((wanted) => new Map(wanted).set(milestoneId, isDone));
    try {
      const result = await projectWrites.milestone(id, milestoneId, isDone);
      if (result.success) {
        detail.setData((data) => ({
          ...data,
          project: withMilestoneOf(data.project, result.project, milestoneId),
        }));
      } else {
        setMilestoneErrors((errors) => new Map(errors).set(milestoneId, failureMessage(t, result)));
        detail.refetch();
      }
    } finally {
      setSaving((wanted) => without(wanted, milestoneId));
    }
  }

  return (
    <RecordPage
      record={detail.data && project ? { ...detail.data, project } : undefined}
      failure={detail.failure}
      onRetry={detail.refetch}
      failedTitle={t('projects.detail.failedTitle')}
      back={{ to: '/admin/projects', label: t('projects.detail.back') }}
      header={({ project }) => ({
        title: project.name,
        description: project.clients.name,
        actions: (
          <>
            <Button onClick={() => setIsEditing(true)}>{t('projects.detail.edit')}</Button>
            <ButtonLink variant="secondary" to={invoiceLinkOf(project)}>
              {t('projects.detail.newInvoice')}
            </ButtonLink>
            <Button variant="secondary" onClick={() => setIsSavingTemplate(true)}>
              {t('projects.saveAsTemplate.button')}
            </Button>
            <Button variant="danger" onClick={removal.open}>
              {t('projects.detail.delete')}
            </Button>
          </>
        ),
      })}
      removal={removal}
      removalText={({ project }) => ({
        title: t('projects.delete.title', { name: project.name }),
        warning: t('projects.delete.warning'),
      })}
    >
      {({ project, ...data }) => (
        <>
          <div className={styles.statusRow}>
            <ProjectStatusBadge status={project.status} />
            <SelectField
              label={t('projects.detail.changeStatus')}
              value={project.status}
              disabled={isSaving}
              options={projectStatuses.map((status) => ({
                value: status,
                label: t(`projects.statuses.${status}`),
              }))}
              onChange={(event) => void changeStatus(project, event.target.value as ProjectStatus)}
            />
          </div>
          <div className={page.cards}>
            <ProjectSummary project={project} />
            <RecordSection title={t('projects.detail.progress')}>
              <ProgressBar
                value={project.progress}
                label={t('projects.progressOf', { name: project.name })}
                valueText={(percent) => t('projects.progressValue', { percent })}
              />
              <MilestoneChecklist
                project={project}
                pending={saving}
                errors={milestoneErrors}
                onToggle={(milestoneId, isDone) =>
                  void toggleMilestone(project, milestoneId, isDone)
                }
              />
            </RecordSection>
          </div>
          <ProjectInvoicing project={project} invoicing={data.invoicing ?? []} />
          <DeliverablesPanel projectId={project.id} deliverables={data.deliverables} />
          <RecordSection title={t('projects.detail.members')}>
            {project.members.length === 0 ? (
              <p className={kitStyles.detail}>{t('projects.detail.noMembers')}</p>
            ) : (
              <ul className={styles.members}>
                {project.members.map((member) => (
                  <li key={member.id}>
                    {member.role_title ? `${member.name} · ${member.role_title}` : member.name}
                  </li>
                ))}
              </ul>
            )}
          </RecordSection>
          <InvoiceRecordsSection
            invoices={data.invoices}
            newInvoice={{ to: invoiceLinkOf(project), label: t('projects.detail.newInvoice') }}
          />
          <PaymentRecordsSection payments={data.payments} />

          <ProjectFormDialog
            isOpen={isEditing}
            project={project}
            onClose={() => setIsEditing(false)}
          />
          <SaveAsTemplateDialog
            project={project}
            isOpen={isSavingTemplate}
            onClose={() => setIsSavingTemplate(false)}
          />
          <ConfirmDialog
            {...confirmationOf(cancellation)}
            title={t('projects.cancel.title', { name: project.name })}
            confirmLabel={t('projects.cancel.confirm')}
            pendingLabel={t('projects.cancel.pending')}
            cancelLabel={t('projects.cancel.keep')}
            isDestructive
          >
            <p>{t('projects.cancel.warning')}</p>
          </ConfirmDialog>
          <ConfirmDialog
            isOpen={sending !== null}
            title={t('projects.sendConfirm.title', { count: sending?.due.length ?? 0 })}
            confirmLabel={t('projects.sendConfirm.confirm', { count: sending?.due.length ?? 0 })}
            cancelLabel={t('projects.sendConfirm.cancel')}
            isPending={false}
            onConfirm={() => {
              sending?.go();
              setSending(null);
            }}
            onClose={() => setSending(null)}
          >
            <p>{t('projects.sendConfirm.message', { count: sending?.due.length ?? 0 })}</p>
            <ul>
              {(sending?.due ?? []).map(({ rule, step }) => (
                <li key={`${rule.id}:${step.step}`}>
                  {t('projects.sendConfirm.line', {
                    rule: rule.name,
                    step: step.label ?? t(`projects.invoicing.kinds.${step.kind}`),
                    amount:
                      step.amount_cents === null
                        ? t('projects.invoicing.noBudget')
                        : format.money(step.amount_cents, project.currency),
                  })}
                </li>
              ))}
            </ul>
          </ConfirmDialog>
        </>
      )}
    </RecordPage>
  );
}

/** Where a new invoice for the project starts: its client and the project chosen. */
function invoiceLinkOf(project: Project) {
  return `/admin/payments?tab=invoices&new=1&client=${encodeURIComponent(
    project.client_id,
  )}&project=${encodeURIComponent(project.id)}`;
}
