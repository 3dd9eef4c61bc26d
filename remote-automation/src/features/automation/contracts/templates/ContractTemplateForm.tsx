import {
  type ApiResult,
  type ContractTemplate,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { CONTRACT_TEMPLATE_TYPES } from '@atelier/shared/contract';
import { bindTextField } from '@atelier/shared/forms';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { TabForm } from '../../common/TabForm';
import { useAutomationForm } from '../../common/use-automation-form';
import { ClausesEditor } from './ClausesEditor';
import { InsertableVariables } from './InsertableVariables';
import { TemplatePreview } from './TemplatePreview';
import {
  clausesOf,
  type TemplateFormValues,
  type TemplateProblem,
  templateProblems,
  undeclaredOf,
  variablesOf,
} from './template-form';
import { placeholderOf } from './template-preview';
import { type Caret, insertAtCaret } from './template-rows';
import { VariablesEditor } from './VariablesEditor';

/** The fields this form shows; a server message for any other goes in the summary. */
const SHOWN = ['name', 'type', 'description', 'clauses', 'variables'];
const isShownField = (path: string) => SHOWN.some((f) => path === f || path.startsWith(`${f}.`));

type ContractTemplateFormProps = {
  initial: TemplateFormValues;
  submitLabel: string;
  onSubmit: (values: TemplateFormValues) => Promise<ApiResult<{ template: ContractTemplate }>>;
  onSaved: (template: ContractTemplate) => void;
  onCancel: () => void;
};

/**
 * Every field of a contract template, checked with the contract's schema before it is sent,
 * beside the placeholders it may use and a live preview of the clauses filled.
 */
export function ContractTemplateForm({
  initial,
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
}: ContractTemplateFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useAutomationForm('contracts', {
    initial,
    validate: templateProblems,
    describe: (problem: TemplateProblem) =>
      t(`contracts.templates.problems.${problem.code}`, problem),
    submit: onSubmit,
    onSaved: (result) => onSaved(result.template),
    isShownField,
  });
  const { values } = form;
  const formId = useId();
  const idOf = (rowId: number, part: string) => `${formId}-${rowId}-${part}`;
  /** The clause text the caret was last in, kept while an Insert button has the focus. */
  const caretRef = useRef<{ rowId: number; caret: Caret } | null>(null);

  const insert = (key: string) => {
    const remembered = caretRef.current;
    const found = remembered
      ? values.clauses.findIndex((row) => row.rowId === remembered.rowId)
      : -1;
    const index = found >= 0 ? found : values.clauses.length - 1;
    const row = values.clauses[index];
    if (!row) return;
    const caret = found >= 0 && remembered ? remembered.caret : null;
    const next = insertAtCaret(row.body, placeholderOf(key), caret);
    form.change(
      {
        ...values,
        clauses: values.clauses.map((r, at) => (at === index ? { ...r, body: next.text } : r)),
      },
      [`clauses.${index}.body`, 'variables'],
    );
    caretRef.current = { rowId: row.rowId, caret: { start: next.caret, end: next.caret } };
    // Back in the text, after the placeholder, so typing goes on from there.
    requestAnimationFrame(() => {
      const body = document.getElementById(idOf(row.rowId, 'body'));
      if (!(body instanceof HTMLTextAreaElement)) return;
      body.focus();
      body.setSelectionRange(next.caret, next.caret);
    });
  };

  const variables = variablesOf(values);
  return (
    <TabForm form={form} onCancel={onCancel} submitLabel={submitLabel}>
      <TextField
        label={t('contracts.templates.fields.name')}
        required
        {...bindTextField(form, 'name')}
      />
      <SelectField
        label={t('contracts.templates.fields.type')}
        required
        {...bindTextField(form, 'type')}
        options={[
          { value: '', label: t('contracts.templates.form.chooseType') },
          ...CONTRACT_TEMPLATE_TYPES.map((type) => ({
            value: type,
            label: t(`contracts.types.${type}`),
          })),
        ]}
      />
      <TextAreaField
        label={t('contracts.templates.fields.description')}
        isOptional
        rows={2}
        {...bindTextField(form, 'description')}
      />
      <ClausesEditor
        rows={values.clauses}
        errorOf={form.errorOf}
        idOf={idOf}
        onCaret={(rowId, caret) => {
          caretRef.current = { rowId, caret };
        }}
        onChange={(clauses, paths) => form.change({ ...values, clauses }, paths)}
      />
      <InsertableVariables
        declared={variables}
        canInsert={values.clauses.length > 0}
        onInsert={insert}
      />
      <VariablesEditor
        rows={values.variables}
        errorOf={form.errorOf}
        idOf={idOf}
        onChange={(rows, paths) => form.change({ ...values, variables: rows }, paths)}
      />
      <TemplatePreview
        name={values.name}
        clauses={clausesOf(values)}
        variables={variables}
        undeclared={undeclaredOf(values)}
      />
    </TabForm>
  );
}
