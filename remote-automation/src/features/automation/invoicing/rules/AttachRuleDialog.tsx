import { Dialog, type InvoiceRule, SelectField, TextField, toast } from '@atelier/shared';
import { useInvoicingWrites } from '@atelier/shared/data/invoice-automation';
import { useProjectDetail } from '@atelier/shared/data/projects';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import { StepMomentFields } from '../../common/StepMomentFields';
import { changedMoments, defaultMoments, ruleSteps, stepOfField } from '../../common/step-moments';
import { TabForm } from '../../common/TabForm';
import { useProjectChoices } from '../use-invoicing';

type AttachRuleDialogProps = { rule: InvoiceRule | null; onClose: () => void };

/**
 * Attaches a rule to a project (project-management's list, narrowed by a search): from then on
 * the project's events and the schedule generate its invoices. For a milestone rule, the chosen
 * project's milestones show when each step will be invoiced (the default, or the moments it
 * already has there) and each can be changed; only the changed moments are sent. Attaching
 * twice changes nothing else.
 */
export function AttachRuleDialog({ rule, onClose }: AttachRuleDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={rule !== null}
      title={rule ? t('invoicing.attach.title', { name: rule.name }) : ''}
      onClose={onClose}
    >
      {rule ? <AttachForm rule={rule} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AttachForm({ rule, onClose }: { rule: InvoiceRule; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useInvoicingWrites();
  const [search, setSearch] = useState('');
  const [projectId, setProjectId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const choices = useProjectChoices(search);
  const projects = choices.data?.projects ?? [];
  const steps = useMemo(() => ruleSteps(rule), [rule]);
  const detail = useProjectDetail(steps.length > 0 && projectId ? projectId : null);
  const chosenProject = detail.data?.project.id === projectId ? detail.data : undefined;
  const milestones = useMemo(
    () => [...(chosenProject?.project.milestones ?? [])].sort((a, b) => a.position - b.position),
    [chosenProject],
  );
  const attached = chosenProject?.invoicing?.find((entry) => entry.rule.id === rule.id);
  // The moments first shown: those the rule already has on the project, else the default.
  const shown = useMemo(
    () => attached?.steps.map((step) => step.at) ?? defaultMoments(steps, milestones),
    [attached, steps, milestones],
  );
  const locked = new Set(
    (attached?.steps ?? []).filter((step) => step.invoice !== null).map((step) => step.step),
  );
  const [chosen, setChosen] = useState<{ projectId: string; moments: string[] } | null>(null);
  const moments = chosen?.projectId === projectId ? chosen.moments : shown;
  const [stepErrors, setStepErrors] = useState<Record<number, string>>({});

  async function attach(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const project = projects.find((candidate) => candidate.id === projectId);
    if (!project) {
      setProblem(t('invoicing.attach.choose'));
      return;
    }
    setIsPending(true);
    setStepErrors({});
    const changed = chosenProject ? changedMoments(shown, moments) : [];
    try {
      const result = await writes.attach(
        rule.id,
        project.id,
        changed.length > 0 ? changed : undefined,
      );
      if (result.success) {
        toast.success(t('invoicing.attach.done', { rule: rule.name, project: project.name }));
        onClose();
        return;
      }
      // A step's error under its select; anything else (`steps`, the project) above the buttons.
      const byStep: Record<number, string> = {};
      const others: string[] = [];
      for (const [field, message] of Object.entries(result.fields ?? {})) {
        const step = stepOfField(field, changed, 'steps');
        if (step === null) others.push(message);
        else byStep[step] = message;
      }
      setStepErrors(byStep);
      setFailure(
        others[0] ??
          (Object.keys(byStep).length > 0 ? null : failureMessage(t, result, 'invoicing')),
      );
    } finally {
      setIsPending(false);
    }
  }

  const loadFailure = choices.failure ? failureMessage(t, choices.failure, 'invoicing') : null;
  return (
    <TabForm
      form={{ scope: 'invoicing', handleSubmit: attach, failure, isPending }}
      onCancel={onClose}
      submitLabel={t('invoicing.attach.submit')}
    >
      <p className={kitStyles.note}>{t('invoicing.attach.description')}</p>
      <TextField
        label={t('invoicing.attach.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('invoicing.attach.project')}
        value={projectId}
        error={problem ?? loadFailure}
        hint={choices.isLoading ? t('invoicing.loading') : undefined}
        options={[
          { value: '', label: t('invoicing.attach.placeholder') },
          ...projects.map((project) => ({
            value: project.id,
            label: t('invoicing.attach.option', {
              project: project.name,
              client: project.clients.name,
            }),
          })),
        ]}
        onChange={(event) => {
          setProjectId(event.target.value);
          setProblem(null);
          setStepErrors({});
        }}
      />
      {steps.length > 0 && projectId ? (
        detail.failure ? (
          <p className={kitStyles.note}>{t('invoicing.attach.projectFailed')}</p>
        ) : chosenProject ? (
          <StepMomentFields
            steps={steps}
            milestones={milestones}
            moments={moments}
            errors={stepErrors}
            locked={locked}
            hint={t('invoicing.attach.momentsHint')}
            onChange={(next) => setChosen({ projectId, moments: next })}
          />
        ) : (
          <p className={kitStyles.note} role="status">
            {t('invoicing.attach.loadingProject')}
          </p>
        )
      ) : null}
    </TabForm>
  );
}
