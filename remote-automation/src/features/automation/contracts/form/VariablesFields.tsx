import { FailureLine, TextField } from '@atelier/shared';
import { CONTRACT_LIMITS } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FormSection } from '../../common/FormSection';
import type { VariableField } from './contract-variables';

type VariablesFieldsProps = {
  fields: readonly VariableField[];
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
  errorOf: (path: string) => string | null;
};

/**
 * The template's own variables and the record values the records lack, one text field each;
 * the server's "Fill in: …" (`fields.variables`) shows under the group.
 */
export function VariablesFields({ fields, values, onChange, errorOf }: VariablesFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const groupError = errorOf('variables');
  if (fields.length === 0 && !groupError) return null;
  return (
    <FormSection legend={t('contracts.form.variables')}>
      <p className={kitStyles.note}>{t('contracts.form.variablesHint')}</p>
      {fields.map((field) => (
        <TextField
          key={field.key}
          label={field.label ?? t(`contracts.form.recordVariables.${field.key.replace('.', '_')}`)}
          hint={field.label === null ? t('contracts.form.recordVariableHint') : undefined}
          required={field.isRequired}
          isOptional={!field.isRequired}
          maxLength={CONTRACT_LIMITS.variableValue}
          value={values[field.key] ?? ''}
          error={errorOf(`variables.${field.key}`)}
          onChange={(event) => onChange(field.key, event.target.value)}
        />
      ))}
      <FailureLine>{groupError}</FailureLine>
    </FormSection>
  );
}
