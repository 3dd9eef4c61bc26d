import {
  Badge,
  Button,
  Dialog,
  FailureLine,
  type Project,
  type ProjectInvoicingRule,
  type ProjectRuleStep,
  SelectField,
  toast,
  useFormat,
} from '@atelier/shared';
import { useProjectWrites } from '@atelier/shared/data/projects';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RecordSection } from '../../common/RecordSection';
import { failureMessage } from '../../common/record-errors';
import { InvoiceStatusBadge } from '../../common/StatusBadges';
import { NAMESPACE } from '../../i18n';
import styles from './ProjectDetail.module.css';

type ProjectInvoicingProps = { project: Project; invoicing: ProjectInvoicingRule[] };

/**
 * The invoicing rules attached to the project and what each step waits for (docs/automation.md
 * "Steps and their moments"): the start, a milestone, the completion; once invoiced, the
 * invoice. A milestone rule's moments can be changed here.
 */
export function ProjectInvoicing({ project, invoicing }: ProjectInvoicingProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [editing, setEditing] = useState<ProjectInvoicingRule | null>(null);
  if (invoicing.length === 0) return null;

  const waitsFor = (step: ProjectRuleStep) => {
    if (step.at === 'start') return t('projects.invoicing.atStart');
    if (step.at === 'completion') return t('projects.invoicing.atCompletion');
    return t('projects.invoicing.atMilestone', { name: step.milestone?.name ?? '' });
  };
  const stepName = (step: ProjectRuleStep) =>
    step.kind === 'milestone' ? (step.label ?? '') : t(`projects.invoicing.kinds.${step.kind}`);

  return (
    <RecordSection title={t('projects.invoicing.title')}>
      {invoicing.map((entry) => (
        <div key={entry.rule.id} className={styles.invoicingRule}>
          <p className={styles.invoicingHead}>
            <strong>{entry.rule.name}</strong>{' '}
            <Badge tone={entry.rule.send_mode === 'send' ? 'warning' : 'neutral'}>
              {t(`projects.invoicing.sendModes.${entry.rule.send_mode}`)}
            </Badge>{' '}
            {entry.rule.is_active ? null : <Badge>{t('projects.invoicing.paused')}</Badge>}
            {entry.rule.trigger === 'milestone' ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('projects.invoicing.changeOf', { name: entry.rule.name })}
                onClick={() => setEditing(entry)}
              >
                {t('projects.invoicing.change')}
              </Button>
            ) : null}
          </p>
          {entry.rule.trigger === 'time' ? (
            <p className={kitStyles.detail}>
              {entry.next_period
                ? t('projects.invoicing.nextPeriod', { date: format.day(entry.next_period) })
                : t('projects.invoicing.noPeriod')}
            </p>
          ) : (
            <table className={styles.invoicingSteps}>
              <caption className="at-visually-hidden">
                {t('projects.invoicing.stepsOf', { name: entry.rule.name })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('projects.invoicing.step')}</th>
                  <th scope="col">{t('projects.invoicing.amount')}</th>
                  <th scope="col">{t('projects.invoicing.waitsFor')}</th>
                  <th scope="col">{t('projects.invoicing.invoice')}</th>
                </tr>
              </thead>
              <tbody>
                {entry.steps.map((step) => (
                  <tr key={step.step}>
                    <td>
                      {stepName(step)}
                      {step.percent !== null ? ` (${format.number(step.percent)} %)` : ''}
                    </td>
                    <td>
                      {step.amount_cents === null
                        ? t('projects.invoicing.noBudget')
                        : format.money(step.amount_cents, project.currency)}
                    </td>
                    <td>{waitsFor(step)}</td>
                    <td>
                      {step.invoice ? (
                        <>
                          <Link to={`/admin/payments/invoices/${step.invoice.id}`}>
                            {step.invoice.number ?? t('projects.invoicing.draft')}
                          </Link>{' '}
                          <InvoiceStatusBadge status={step.invoice.status} />
                        </>
                      ) : (
                        t('projects.invoicing.notYet')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
      {editing ? (
        <StepMomentsDialog project={project} entry={editing} onClose={() => setEditing(null)} />
      ) : null}
    </RecordSection>
  );
}

type StepMomentsDialogProps = {
  project: Project;
  entry: ProjectInvoicingRule;
  onClose: () => void;
};

/** One select per step: the project's start, one of its milestones, or its completion. */
function StepMomentsDialog({ project, entry, onClose }: StepMomentsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useProjectWrites();
  const [moments, setMoments] = useState(() => entry.steps.map((step) => step.at));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPending, setIsPending] = useState(false);
  const milestones = [...project.milestones].sort((a, b) => a.position - b.position);
  const options = [
    { value: 'start', label: t('projects.invoicing.atStart') },
    ...milestones.map((milestone) => ({
      value: milestone.id,
      label: t('projects.invoicing.atMilestone', { name: milestone.name }),
    })),
    { value: 'completion', label: t('projects.invoicing.atCompletion') },
  ];

  async function save() {
    setIsPending(true);
    setErrors({});
    try {
      const steps = entry.steps
        .map((step, index) => ({ step: step.step, at: moments[index] ?? step.at }))
        .filter((change, index) => change.at !== entry.steps[index]?.at);
      const result = await writes.attachSteps(entry.rule.id, project.id, steps);
      if (result.success) {
        toast.success(t('projects.invoicing.saved', { name: entry.rule.name }));
        onClose();
        return;
      }
      // Field errors name the place of the step in the list sent: put them on its select.
      const byStep: Record<string, string> = {};
      for (const [field, message] of Object.entries(result.fields ?? {})) {
        const at = /^steps\.(\d+)\./.exec(field)?.[1];
        const sent = at === undefined ? undefined : steps[Number(at)];
        byStep[sent ? String(sent.step) : 'all'] = message;
      }
      setErrors(Object.keys(byStep).length > 0 ? byStep : { all: failureMessage(t, result) });
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      isOpen
      title={t('projects.invoicing.dialogTitle', { name: entry.rule.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {t('projects.invoicing.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={isPending}>
            {t('projects.invoicing.save')}
          </Button>
        </>
      }
    >
      <p>{t('projects.invoicing.dialogNote')}</p>
      {entry.steps.map((step, index) => (
        <SelectField
          key={step.step}
          label={t('projects.invoicing.stepLabel', { name: step.label ?? String(step.step + 1) })}
          value={moments[index] ?? step.at}
          disabled={step.invoice !== null}
          hint={step.invoice ? t('projects.invoicing.alreadyInvoiced') : undefined}
          error={errors[String(step.step)]}
          options={options}
          onChange={(event) =>
            setMoments((current) => current.map((at, i) => (i === index ? event.target.value : at)))
          }
        />
      ))}
      <FailureLine>{errors.all}</FailureLine>
    </Dialog>
  );
}
