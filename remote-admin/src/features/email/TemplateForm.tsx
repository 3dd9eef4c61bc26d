import { Button, FailureLine, TextAreaField, TextField, toast } from '@atelier/shared';
import {
  EMAIL_SAMPLE_VALUES,
  type EmailLocale,
  type EmailTemplate,
  renderTemplate,
  requiredTemplateVariables,
} from '@atelier/shared/contract';
import { useFormState } from '@atelier/shared/forms';
import { kitStyles } from '@atelier/shared/kit';
import { type SyntheticEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { resetTemplate, saveTemplate } from './api';
import styles from './Email.module.css';
import { useEmailFailure } from './email-failure';
import {
  insertVariable,
  type TemplateProblem,
  type TemplateValues,
  validateTemplate,
} from './template-form';
import { useEmailWrite } from './use-email';

type FieldName = keyof TemplateValues;

/** Subject and body of one template in one language, the variables to insert, the preview. */
export function TemplateForm(props: { template: EmailTemplate; locale: EmailLocale }) {
  const { t } = useTranslation(NAMESPACE);
  const describeFailure = useEmailFailure();
  const write = useEmailWrite();
  const { template, locale } = props;
  const stored = template.locales[locale];
  const [isResetting, setIsResetting] = useState(false);
  const [resetFailure, setResetFailure] = useState<string | null>(null);
  const id = useId();
  const fieldId = (field: FieldName) => `${id}-${field}`;
  // Where an inserted variable goes: the field last focused or typed in, at its cursor or
  // selection (typing moves the cursor without a select event).
  const cursor = useRef<{ field: FieldName; start: number; end: number } | null>(null);
  const track =
    (field: FieldName) => (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { selectionStart, selectionEnd } = event.currentTarget;
      cursor.current = { field, start: selectionStart ?? 0, end: selectionEnd ?? 0 };
    };

  const required = requiredTemplateVariables(template.key);
  const describe = (problem: TemplateProblem): string => {
    if (problem.kind === 'unknown') {
      return t('email.editor.unknownVariables', {
        names: problem.names.map((name) => `{{${name}}}`).join(', '),
        allowed: template.variables.join(', '),
      });
    }
    if (problem.kind === 'missing') {
      return t('email.editor.missingVariables', {
        names: problem.names.map((name) => `{{${name}}}`).join(', '),
        count: problem.names.length,
      });
    }
    return t(`email.editor.${problem.kind}`);
  };

  const form = useFormState({
    initial: { subject: stored.subject, body: stored.body },
    validate: (values: TemplateValues) => validateTemplate(values, template.variables, required),
    describe,
    submit: (values: TemplateValues) =>
      write(() => saveTemplate({ key: template.key, locale, ...values })),
    onSaved: () => toast.success(t('email.editor.saved')),
    isShownField: (path) => path === 'subject' || path === 'body',
    describeFailure,
    unexpectedFailure: () => t('common.errors.generic'),
    logLabel: '[remote-admin] an e-mail template',
  });

  const edit = (field: FieldName, value: string) =>
    form.change({ ...form.values, [field]: value }, [field]);

  function insert(name: string) {
    const field = cursor.current?.field ?? 'body';
    const { text, cursor: at } = insertVariable(form.values[field], name, cursor.current);
    edit(field, text);
    cursor.current = { field, start: at, end: at };
    requestAnimationFrame(() => {
      const element = document.getElementById(fieldId(field));
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        element.focus();
        element.setSelectionRange(at, at);
      }
    });
  }

  async function reset() {
    setIsResetting(true);
    setResetFailure(null);
    const result = await write(() => resetTemplate(template.key, locale));
    setIsResetting(false);
    if (!result.success) {
      setResetFailure(describeFailure(result));
      return;
    }
    form.change({ subject: result.subject, body: result.body });
    toast.success(t('email.editor.resetDone'));
  }

  return (
    <form ref={form.formRef} className={styles.editor} onSubmit={form.handleSubmit} noValidate>
      <TextField
        id={fieldId('subject')}
        label={t('email.editor.subject')}
        value={form.values.subject}
        error={form.errorOf('subject')}
        onSelect={track('subject')}
        onFocus={track('subject')}
        onChange={(event) => {
          track('subject')(event);
          edit('subject', event.target.value);
        }}
      />
      <TextAreaField
        id={fieldId('body')}
        label={t('email.editor.body')}
        rows={12}
        value={form.values.body}
        error={form.errorOf('body')}
        onSelect={track('body')}
        onFocus={track('body')}
        onChange={(event) => {
          track('body')(event);
          edit('body', event.target.value);
        }}
      />
      <section aria-label={t('email.editor.variables')}>
        <h3>{t('email.editor.variables')}</h3>
        <p className={styles.templateDescription}>{t('email.editor.variablesHint')}</p>
        <ul className={kitStyles.chips}>
          {template.variables.map((name) => (
            <li key={name}>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                className={styles.variableButton}
                aria-label={t('email.editor.insert', { name })}
                onClick={() => insert(name)}
              >
                {`{{${name}}}`}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t('email.editor.preview')} className={styles.preview}>
        <h3>{t('email.editor.preview')}</h3>
        <p className={styles.previewSubject}>
          {renderTemplate(form.values.subject, EMAIL_SAMPLE_VALUES)}
        </p>
        <pre className={styles.previewBody}>
          {renderTemplate(form.values.body, EMAIL_SAMPLE_VALUES)}
        </pre>
      </section>
      <FailureLine>{form.failure || resetFailure}</FailureLine>
      <div className={styles.actions}>
        <Button type="submit" disabled={form.isPending}>
          {t('email.editor.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={isResetting || !stored.is_customized}
          onClick={() => void reset()}
        >
          {t('email.editor.reset')}
        </Button>
      </div>
    </form>
  );
}
