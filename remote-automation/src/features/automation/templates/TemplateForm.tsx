import {
  type ApiResult,
  type ProjectTemplate,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { TEMPLATE_CATEGORIES, TEMPLATE_COMPLEXITIES } from '@atelier/shared/contract';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { TabForm } from '../common/TabForm';
import { useAutomationForm } from '../common/use-automation-form';
import { TasksEditor } from './TasksEditor';
import { TemplateRuleFields } from './TemplateRuleFields';
import styles from './Templates.module.css';
import { type TemplateFormValues, type TemplateProblem, templateProblems } from './template-form';

/** The fields this form shows; a server message for any other goes in the summary. */
const SHOWN = [
  'name',
  'category',
  'description',
  'duration_weeks',
  'price_min_cents',
  'price_max_cents',
  'complexity',
  'tasks',
  'deliverables',
  'technologies',
  'rule_id',
  'rule_steps',
];
const isShownField = (path: string) => SHOWN.some((f) => path === f || path.startsWith(`${f}.`));

type TemplateFormProps = {
  initial: TemplateFormValues;
  submitLabel: string;
  onSubmit: (values: TemplateFormValues) => Promise<ApiResult<{ template: ProjectTemplate }>>;
  onSaved: (template: ProjectTemplate) => void;
  onCancel: () => void;
};

/** Every field of a template, checked with the contract's schema before it is sent. */
export function TemplateForm({
  initial,
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
}: TemplateFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useAutomationForm('templates', {
    initial,
    validate: templateProblems,
    describe: (problem: TemplateProblem) => t(`templates.problems.${problem.code}`, problem),
    submit: onSubmit,
    onSaved: (result) => onSaved(result.template),
    isShownField,
  });
  const { values } = form;
  const set = <K extends keyof TemplateFormValues>(
    key: K,
    value: TemplateFormValues[K],
    path: string = key,
  ) => form.change({ ...values, [key]: value }, [path]);

  return (
    <TabForm scope="templates" form={form} onCancel={onCancel} submitLabel={submitLabel}>
      <TextField
        label={t('templates.fields.name')}
        required
        value={values.name}
        error={form.errorOf('name')}
        onChange={(event) => set('name', event.target.value)}
      />
      <div className={styles.grid}>
        <SelectField
          label={t('templates.fields.category')}
          required
          value={values.category}
          error={form.errorOf('category')}
          options={[
            { value: '', label: t('templates.form.chooseCategory') },
            ...TEMPLATE_CATEGORIES.map((category) => ({
              value: category,
              label: t(`tabs.templates.categories.${category}`),
            })),
          ]}
          onChange={(event) =>
            set('category', event.target.value as TemplateFormValues['category'])
          }
        />
        <SelectField
          label={t('templates.fields.complexity')}
          value={values.complexity}
          error={form.errorOf('complexity')}
          options={TEMPLATE_COMPLEXITIES.map((complexity) => ({
            value: complexity,
            label: t(`templates.complexities.${complexity}`),
          }))}
          onChange={(event) =>
            set('complexity', event.target.value as TemplateFormValues['complexity'])
          }
        />
        <TextField
          label={t('templates.fields.durationWeeks')}
          required
          inputMode="numeric"
          value={values.duration_weeks}
          error={form.errorOf('duration_weeks')}
          onChange={(event) => set('duration_weeks', event.target.value)}
        />
        <TextField
          label={t('templates.fields.priceMin')}
          required
          inputMode="decimal"
          value={values.price_min}
          error={form.errorOf('price_min_cents')}
          onChange={(event) => set('price_min', event.target.value, 'price_min_cents')}
        />
        <TextField
          label={t('templates.fields.priceMax')}
          required
          inputMode="decimal"
          value={values.price_max}
          error={form.errorOf('price_max_cents')}
          onChange={(event) => set('price_max', event.target.value, 'price_max_cents')}
        />
      </div>
      <TextAreaField
        label={t('templates.fields.description')}
        isOptional
        rows={3}
        value={values.description}
        error={form.errorOf('description')}
        onChange={(event) => set('description', event.target.value)}
      />
      <TasksEditor
        rows={values.tasks}
        errorOf={form.errorOf}
        onChange={(tasks, paths) => form.change({ ...values, tasks }, paths)}
      />
      <TemplateRuleFields
        values={values}
        errorOf={form.errorOf}
        onChange={(changes, paths) => form.change({ ...values, ...changes }, paths)}
      />
      <div className={styles.grid}>
        <TextAreaField
          label={t('templates.fields.deliverables')}
          hint={t('templates.form.onePerLine')}
          isOptional
          rows={4}
          value={values.deliverables}
          error={form.errorOf('deliverables')}
          onChange={(event) => set('deliverables', event.target.value)}
        />
        <TextAreaField
          label={t('templates.fields.technologies')}
          hint={t('templates.form.onePerLine')}
          isOptional
          rows={4}
          value={values.technologies}
          error={form.errorOf('technologies')}
          onChange={(event) => set('technologies', event.target.value)}
        />
      </div>
    </TabForm>
  );
}
