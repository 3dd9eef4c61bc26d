import { TextField } from '@atelier/shared';
import { TEMPLATE_LIMITS } from '@atelier/shared/contract';
import { kitStyles, numberedRowLabels, RowList } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { FormSection } from '../common/FormSection';
import { AddRow, rowFieldBinder } from '../common/RowEditorParts';
import styles from './Templates.module.css';
import { addTaskRow, moveTaskRow, removeTaskRow, type TaskRow } from './template-form';

type TasksEditorProps = {
  rows: TaskRow[];
  /** `paths` are the field paths edited, so their old server messages go. */
  onChange: (rows: TaskRow[], paths: string[]) => void;
  errorOf: (path: string) => string | null;
};

type TaskField = 'name' | 'offset_days' | 'duration_days' | 'role';

/** The template's plan: task rows to add, remove and reorder, each labelled by its number. */
export function TasksEditor({ rows, onChange, errorOf }: TasksEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  // Moving or removing rows renumbers the paths after them: every row message is stale.
  const reshape = (next: TaskRow[]) => onChange(next, ['tasks']);
  const edit = (index: number, field: TaskField, value: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
      [`tasks.${index}.${field}`],
    );
  const listError = errorOf('tasks');

  return (
    <FormSection legend={t('templates.form.tasks')} isRoomy>
      <p className={kitStyles.note}>{t('templates.form.tasksHint')}</p>
      {rows.length === 0 ? <p className={kitStyles.note}>{t('templates.form.noTasks')}</p> : null}
      <RowList
        rows={rows}
        rowKey={(row) => row.key}
        className={kitStyles.rowList}
        rowClassName={kitStyles.editorRow}
        actionsClassName={styles.rowActions}
        labels={numberedRowLabels(t, 'templates.form.task')}
        onMove={(index, by) => reshape(moveTaskRow(rows, index, by))}
        onRemove={(index) => reshape(removeTaskRow(rows, index))}
        renderRow={(row, index) => {
          const number = index + 1;
          const field = rowFieldBinder<TaskField>(
            row,
            (key) => errorOf(`tasks.${index}.${key}`),
            (key, value) => edit(index, key, value),
          );
          return (
            <>
              <TextField
                label={t('templates.form.taskName', { number })}
                required
                {...field('name')}
              />
              <TextField
                label={t('templates.form.taskOffset', { number })}
                inputMode="numeric"
                {...field('offset_days')}
              />
              <TextField
                label={t('templates.form.taskDuration', { number })}
                inputMode="numeric"
                {...field('duration_days')}
              />
              <TextField
                label={t('templates.form.taskRole', { number })}
                isOptional
                {...field('role')}
              />
            </>
          );
        }}
      />
      <AddRow
        listError={listError}
        disabled={rows.length >= TEMPLATE_LIMITS.tasks}
        onClick={() => reshape(addTaskRow(rows))}
      >
        {t('templates.form.addTask')}
      </AddRow>
    </FormSection>
  );
}
