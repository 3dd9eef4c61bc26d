import { TextField } from '@atelier/shared';
import { TEMPLATE_LIMITS } from '@atelier/shared/contract';
import { numberedRowLabels } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { RowEditor, withRowField } from '../common/RowEditor';
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

  return (
    <RowEditor<TaskRow, TaskField>
      legend={t('templates.form.tasks')}
      hint={t('templates.form.tasksHint')}
      emptyNote={t('templates.form.noTasks')}
      isRoomy
      path="tasks"
      errorOf={errorOf}
      rows={rows}
      rowKey={(row) => row.key}
      actionsClassName={styles.rowActions}
      labels={numberedRowLabels(t, 'templates.form.task')}
      onMove={(index, by) => reshape(moveTaskRow(rows, index, by))}
      onRemove={(index) => reshape(removeTaskRow(rows, index))}
      onEdit={(index, field, value) =>
        onChange(withRowField(rows, index, field, value), [`tasks.${index}.${field}`])
      }
      addLabel={t('templates.form.addTask')}
      maxRows={TEMPLATE_LIMITS.tasks}
      onAdd={() => reshape(addTaskRow(rows))}
      renderRow={(_row, field, number) => {
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
  );
}
