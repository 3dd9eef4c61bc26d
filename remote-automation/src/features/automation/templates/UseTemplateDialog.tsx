import {
  type ApiResult,
  Dialog,
  type ProjectTemplate,
  SelectField,
  TextField,
  toast,
  type UsedTemplate,
  useFormat,
} from '@atelier/shared';
import { useClientWrites } from '@atelier/shared/data/clients';
import { useInvoiceRules } from '@atelier/shared/data/invoice-automation';
import { useTemplateWrites } from '@atelier/shared/data/templates';
import { bindTextField } from '@atelier/shared/forms';
import { kitStyles } from '@atelier/shared/kit';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NAMESPACE } from '../../../i18n';
import { StepMomentFields } from '../common/StepMomentFields';
import {
  changedTemplateMoments,
  defaultMoments,
  ruleSteps,
  stepOfField,
  templateMilestones,
  withTemplateMoments,
} from '../common/step-moments';
import { TabForm } from '../common/TabForm';
import { useAutomationForm } from '../common/use-automation-form';
import { ClientChooser } from './ClientChooser';
import {
  initialStartValues,
  type StartProjectProblem,
  type StartProjectValues,
  startProjectProblems,
  toStartPayload,
} from './start-project-form';
import styles from './Templates.module.css';

const SHOWN = [
  'client_id',
  'client_name',
  'client_email',
  'start_date',
  'name',
  'budget_cents',
  'rule_id',
];

type UseTemplateFormProps = {
  template: ProjectTemplate;
  currency: string;
  onCancel: () => void;
};

/**
 * Client, start date, name, budget and an optional rule → a real project. A milestone rule
 * shows when each step will be invoiced (by default, computed on the template's tasks, which
 * become the project's milestones) and each moment can be changed; the changed ones are sent. A new client is
 * made first and remembered, so a project refused afterwards (a budget out of range, say)
 * never makes the same client twice; the admin then lands on the new project.
 */
function UseTemplateForm({ template, currency, onCancel }: UseTemplateFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const writes = useTemplateWrites();
  const clientWrites = useClientWrites();
  const format = useFormat();
  const rules = useInvoiceRules();
  const created = useRef<{ name: string; email: string; id: string } | null>(null);
  // The steps whose moments were sent, to put the server's `rule_steps.N.at` under its select.
  const sentSteps = useRef<{ step: number }[]>([]);
  const [chosenMoments, setChosenMoments] = useState<{ ruleId: string; moments: string[] } | null>(
    null,
  );
  const range = {
    min: format.compactMoney(template.price_min_cents, currency),
    max: format.compactMoney(template.price_max_cents, currency),
  };

  async function clientIdFor(values: StartProjectValues): Promise<ApiResult<{ id: string }>> {
    if (values.clientMode === 'existing') return { success: true, id: values.client_id };
    const known = created.current;
    if (known && known.name === values.client_name && known.email === values.client_email) {
      return { success: true, id: known.id };
    }
    const result = await clientWrites.create({
      name: values.client_name,
      email: values.client_email,
    });
    if (!result.success) {
      // The client's own fields are named `client_*` in this form.
      const fields = Object.fromEntries(
        Object.entries(result.fields ?? {}).map(([key, text]) => [`client_${key}`, text]),
      );
      return { ...result, fields };
    }
    created.current = {
      name: values.client_name,
      email: values.client_email,
      id: result.client.id,
    };
    return { success: true, id: result.client.id };
  }

  const form = useAutomationForm('templates', {
    initial: initialStartValues(template),
    validate: (values: StartProjectValues) => startProjectProblems(template, values),
    describe: (problem: StartProjectProblem) =>
      t(`templates.problems.${problem.code}`, { ...problem, ...range }),
    submit: async (values: StartProjectValues): Promise<ApiResult<UsedTemplate>> => {
      const client = await clientIdFor(values);
      if (!client.success) return client;
      const changed = changedTemplateMoments(shownMoments, moments);
      sentSteps.current = changed;
      return await writes.use(toStartPayload(template, values, client.id, changed));
    },
    onSaved: ({ project }) => {
      toast.success(t('templates.use.done', { name: project.name }));
      void navigate(`/admin/projects/${project.id}`);
    },
    isShownField: (path) => SHOWN.includes(path) || /^rule_steps\.\d+$/.test(path),
    // A step's message is kept by its step number, the select it goes under.
    mapServerErrors: (fields) =>
      Object.fromEntries(
        Object.entries(fields).map(([field, text]) => {
          const step = stepOfField(field, sentSteps.current, 'rule_steps');
          return [step === null ? field : `rule_steps.${step}`, text];
        }),
      ),
  });
  const { values } = form;
  const set = (changes: Partial<StartProjectValues>, paths: string[]) =>
    form.change({ ...values, ...changes }, paths);
  const activeRules = (rules.data?.rules ?? []).filter((rule) => rule.is_active);
  const rule = activeRules.find((candidate) => candidate.id === values.rule_id);
  const steps = useMemo(() => ruleSteps(rule), [rule]);
  const milestones = useMemo(() => templateMilestones(template), [template]);
  const shownMoments = useMemo(() => defaultMoments(steps, milestones), [steps, milestones]);
  // The template's own rule opens with the template's moments.
  const moments =
    chosenMoments?.ruleId === values.rule_id
      ? chosenMoments.moments
      : values.rule_id === template.rule_id
        ? withTemplateMoments(shownMoments, template.rule_steps)
        : shownMoments;

  return (
    <TabForm
      form={form}
      onCancel={onCancel}
      submitLabel={t('templates.use.submit')}
      pendingLabel={t('templates.use.pending')}
    >
      <p className={kitStyles.note}>{t('templates.use.intro', { count: template.tasks.length })}</p>
      <ClientChooser values={values} errorOf={form.errorOf} onChange={set} />
      <div className={styles.grid}>
        <TextField
          type="date"
          label={t('templates.use.startDate')}
          required
          hint={t('templates.use.startDateHint')}
          {...bindTextField(form, 'start_date')}
        />
        <TextField
          label={t('templates.use.projectName')}
          required
          {...bindTextField(form, 'name')}
        />
        <TextField
          label={t('templates.use.budget')}
          required
          inputMode="decimal"
          hint={t('templates.use.budgetHint', range)}
          {...bindTextField(form, 'budget', ['budget_cents'], 'budget_cents')}
        />
      </div>
      <SelectField
        label={t('templates.use.rule')}
        isOptional
        {...bindTextField(form, 'rule_id', ['rule_id', 'rule_steps'])}
        hint={rules.failure ? t('templates.use.rulesFailed') : t('templates.use.ruleHint')}
        options={[
          { value: '', label: t('templates.use.noRule') },
          ...activeRules.map((rule) => ({ value: rule.id, label: rule.name })),
        ]}
      />
      {steps.length > 0 ? (
        <StepMomentFields
          steps={steps}
          milestones={milestones}
          moments={moments}
          errors={Object.fromEntries(
            steps.map((entry) => [
              entry.step,
              form.errorOf(`rule_steps.${entry.step}`) ?? undefined,
            ]),
          )}
          hint={t('templates.use.momentsHint')}
          onChange={(next) => {
            setChosenMoments({ ruleId: values.rule_id, moments: next });
            form.change(values, ['rule_steps']);
          }}
        />
      ) : null}
    </TabForm>
  );
}

type UseTemplateDialogProps = {
  template: ProjectTemplate | null;
  currency: string;
  onClose: () => void;
};

export function UseTemplateDialog({ template, currency, onClose }: UseTemplateDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      placement="side"
      isOpen={template !== null}
      title={template ? t('templates.use.title', { name: template.name }) : ''}
      onClose={onClose}
    >
      {template ? (
        <UseTemplateForm template={template} currency={currency} onCancel={onClose} />
      ) : null}
    </Dialog>
  );
}
