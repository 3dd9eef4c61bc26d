import {
  type ApiResult,
  type ProjectTemplate,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { TEMPLATE_CATEGORIES, TEMPLATE_COMPLEXITIES } from '@atelier/shared/contract';
import { bindTextField, type TextKey } from '@atelier/shared/forms';
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

/** The two prices, typed in money and checked by the server in cents. */
const PRICE_FIELDS = [
  { key: 'price_min', label: 'templates.fields.priceMin' },
  { key: 'price_max', label: 'templates.fields.priceMax' },
] as const;
/** The fields typed one item a line. */
const LIST_FIELDS = ['deliverables', 'technologies'] as const;

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
  const field = (key: TextKey<TemplateFormValues>, path: string = key) =>
    bindTextField(form, key, [path], path);

  return (
    <TabForm form={form} onCancel={onCancel} submitLabel={submitLabel}>
      <TextField label={t('templates.fields.name')} required {...field('name')} />
      <div className={styles.grid}>
        <SelectField
          label={t('templates.fields.category')}
          required
          options={[
            { value: '', label: t('templates.form.chooseCategory') },
            ...TEMPLATE_CATEGORIES.map((category) => ({
              value: category,
              label: t(`tabs.templates.categories.${category}`),
            })),
          ]}
          {...field('category')}
        />
        <SelectField
          label={t('templates.fields.complexity')}
          options={TEMPLATE_COMPLEXITIES.map((complexity) => ({
            value: complexity,
            label: t(`templates.complexities.${complexity}`),
          }))}
          {...field('complexity')}
        />
        <TextField
          label={t('templates.fields.durationWeeks')}
          required
          inputMode="numeric"
          {...field('duration_weeks')}
        />
        {PRICE_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={t(label)}
            required
            inputMode="decimal"
            {...field(key, `${key}_cents`)}
          />
        ))}
      </div>
      <TextAreaField
        label={t('templates.fields.description')}
        isOptional
        rows={3}
        {...field('description')}
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
        {LIST_FIELDS.map((key) => (
          <TextAreaField
            key={key}
            label={t(`templates.fields.${key}`)}
            hint={t('templates.form.onePerLine')}
            isOptional
            rows={4}
            {...field(key)}
          />
        ))}
      </div>
    </TabForm>
  );
}
