import { TextField } from '@atelier/shared';
import { CONTRACT_TEMPLATE_LIMITS } from '@atelier/shared/contract';
import { kitStyles, numberedRowLabels } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { focusLater, RowEditor, withRowField } from '../../common/RowEditor';
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

/**
 * The template's own variables (`{{deposit_percent}}`): what the contract form asks for, with a
 * default it starts from. The list's own message (placeholders not declared) shows beneath it.
 */
export function VariablesEditor({ rows, onChange, errorOf, idOf }: VariablesEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const addId = idOf(0, 'addVariable');
  const add = () => {
    const row = newVariableRow();
    onChange([...rows, row], ['variables']);
    focusLater(idOf(row.rowId, 'key'));
  };
  const remove = (index: number) => {
    onChange(removeRow(rows, index), ['variables']);
    focusLater(addId);
  };

  return (
    <RowEditor<VariableRow, VariableField>
      legend={t('contracts.templates.fields.variables')}
      hint={t('contracts.templates.form.variablesHint')}
      emptyNote={t('contracts.templates.form.noVariables')}
      isRoomy
      path="variables"
      errorOf={errorOf}
      fieldPath={(field) => PATH_FIELD[field]}
      rows={rows}
      rowKey={(row) => row.rowId}
      rowClassName={styles.row}
      actionsClassName={kitStyles.clusterTight}
      labels={numberedRowLabels(t, { remove: 'contracts.templates.form.variableRemove' })}
      onRemove={remove}
      onEdit={(index, field, value) =>
        onChange(
          withRowField(rows, index, field, value),
          // A changed key may declare what the clauses use: the list's message is stale too.
          [`variables.${index}.${PATH_FIELD[field]}`, ...(field === 'name' ? ['variables'] : [])],
        )
      }
      addLabel={t('contracts.templates.form.addVariable')}
      maxRows={CONTRACT_TEMPLATE_LIMITS.variables}
      onAdd={add}
      addButton={{ id: addId }}
      renderRow={(row, field, number) => {
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
  );
}
