import { TextField } from '@atelier/shared';
import { CONTRACT_TEMPLATE_LIMITS } from '@atelier/shared/contract';
import { kitStyles, numberedRowLabels, RowList } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FormSection } from '../../common/FormSection';
import { AddRow, rowFieldBinder } from '../../common/RowEditorParts';
import styles from './ContractTemplates.module.css';
import { newVariableRow, type VariableRow } from './template-form';
import { removeRow } from './template-rows';

type VariablesEditorProps = {
  rows: VariableRow[];
  onChange: (rows: VariableRow[], paths: string[]) => void;
  errorOf: (path: string) => string | null;
  idOf: (rowId: number, part: string) => string;
};

type VariableField = 'name' | 'label' | 'default';
/** The schema's (and the server's) name of each field in a path. */
const PATH_FIELD: Record<VariableField, string> = {
  name: 'key',
  label: 'label',
  default: 'default',
};

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The template's own variables (`{{deposit_percent}}`): what the contract form asks for, with a
 * default it starts from. The list's own message (placeholders not declared) shows beneath it.
 */
export function VariablesEditor({ rows, onChange, errorOf, idOf }: VariablesEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const addId = idOf(0, 'addVariable');
  const edit = (index: number, field: VariableField, value: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
      // A changed key may declare what the clauses use: the list's message is stale too.
      [`variables.${index}.${PATH_FIELD[field]}`, ...(field === 'name' ? ['variables'] : [])],
    );
  const add = () => {
    const row = newVariableRow();
    onChange([...rows, row], ['variables']);
    focusLater(idOf(row.rowId, 'key'));
  };
  const remove = (index: number) => {
    onChange(removeRow(rows, index), ['variables']);
    focusLater(addId);
  };
  const listError = errorOf('variables');

  return (
    <FormSection legend={t('contracts.templates.fields.variables')} isRoomy>
      <p className={kitStyles.note}>{t('contracts.templates.form.variablesHint')}</p>
      {rows.length === 0 ? (
        <p className={kitStyles.note}>{t('contracts.templates.form.noVariables')}</p>
      ) : null}
      <RowList
        rows={rows}
        rowKey={(row) => row.rowId}
        className={kitStyles.rowList}
        rowClassName={styles.row}
        actionsClassName={kitStyles.clusterTight}
        labels={numberedRowLabels(t, { remove: 'contracts.templates.form.variableRemove' })}
        onRemove={remove}
        renderRow={(row, index) => {
          const number = index + 1;
          const field = rowFieldBinder<VariableField>(
            row,
            (key) => errorOf(`variables.${index}.${PATH_FIELD[key]}`),
            (key, value) => edit(index, key, value),
          );
          return (
            <div className={styles.grid}>
              <TextField
                id={idOf(row.rowId, 'key')}
                label={t('contracts.templates.form.variableKey', { number })}
                hint={t('contracts.templates.form.variableKeyHint')}
                required
                spellCheck={false}
                autoCapitalize="off"
                {...field('name')}
              />
              <TextField
                label={t('contracts.templates.form.variableLabel', { number })}
                required
                {...field('label')}
              />
              <TextField
                label={t('contracts.templates.form.variableDefault', { number })}
                isOptional
                {...field('default')}
              />
            </div>
          );
        }}
      />
      <AddRow
        listError={listError}
        id={addId}
        disabled={rows.length >= CONTRACT_TEMPLATE_LIMITS.variables}
        onClick={add}
      >
        {t('contracts.templates.form.addVariable')}
      </AddRow>
    </FormSection>
  );
}
