import { Button, FailureLine, PROJECT_LIMITS, TextField } from '@atelier/shared';
import { kitStyles, numberedRowLabels, RowList } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './ProjectForm.module.css';
import {
  addMilestone,
  type MilestoneRow,
  moveMilestone,
  percentageSum,
  removeMilestone,
} from './project-schema';

type MilestonesEditorProps = {
  rows: MilestoneRow[];
  /** `paths` are the field paths edited, so their old server messages go. */
  onChange: (rows: MilestoneRow[], paths: string[]) => void;
  errorOf: (path: string) => string | null;
};

/** The milestones of a project: rows to add, remove and reorder, and their running total. */
export function MilestonesEditor({ rows, onChange, errorOf }: MilestonesEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const totalId = useId();
  const total = percentageSum(rows);
  const isOver = total > PROJECT_LIMITS.percentage;
  const listError = errorOf('milestones');
  // Moving or removing rows renumbers the paths after them: every row message is stale.
  const reshape = (next: MilestoneRow[]) => onChange(next, ['milestones']);
  const edit = (index: number, key: 'name' | 'due_date' | 'percentage', value: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)),
      [`milestones.${index}.${key}`, ...(key === 'percentage' ? ['milestones'] : [])],
    );

  return (
    <fieldset className={kitStyles.fieldset} aria-describedby={totalId}>
      <legend className={kitStyles.legend}>{t('projects.milestones.title')}</legend>
      <p className={kitStyles.note}>{t('projects.milestones.hint')}</p>
      {rows.length > 0 ? (
        <RowList
          rows={rows}
          rowKey={(row) => row.key}
          className={kitStyles.rowList}
          rowClassName={styles.row}
          actionsClassName={styles.rowActions}
          labels={numberedRowLabels(t, {
            up: 'projects.milestones.up',
            down: 'projects.milestones.down',
            remove: 'projects.milestones.remove',
          })}
          onMove={(index, by) => reshape(moveMilestone(rows, index, by))}
          onRemove={(index) => reshape(removeMilestone(rows, index))}
          renderRow={(row, index) => {
            const number = index + 1;
            return (
              <>
                <TextField
                  label={t('projects.milestones.name', { number })}
                  value={row.name}
                  required
                  error={errorOf(`milestones.${index}.name`)}
                  onChange={(event) => edit(index, 'name', event.target.value)}
                />
                <TextField
                  type="date"
                  label={t('projects.milestones.due', { number })}
                  value={row.due_date}
                  isOptional
                  error={errorOf(`milestones.${index}.due_date`)}
                  onChange={(event) => edit(index, 'due_date', event.target.value)}
                />
                <TextField
                  label={t('projects.milestones.percentage', { number })}
                  value={row.percentage}
                  inputMode="numeric"
                  error={errorOf(`milestones.${index}.percentage`)}
                  onChange={(event) => edit(index, 'percentage', event.target.value)}
                />
              </>
            );
          }}
        />
      ) : (
        <p className={kitStyles.note}>{t('projects.milestones.none')}</p>
      )}
      <p id={totalId} className={`${styles.total} ${isOver ? styles.over : ''}`} aria-live="polite">
        {t('projects.milestones.total', { total, max: PROJECT_LIMITS.percentage })}
      </p>
      <FailureLine>{listError}</FailureLine>
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={rows.length >= PROJECT_LIMITS.milestones}
          onClick={() => reshape(addMilestone(rows))}
        >
          {t('projects.milestones.add')}
        </Button>
      </div>
    </fieldset>
  );
}
