import { Badge, Button, FailureLine, type ScoringCriterion } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { conditionWorth } from '@atelier/shared/records';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { useScoreLabels } from '../use-score-labels';
import { ConditionWhen } from './ConditionWhen';
import styles from './Criteria.module.css';

type CriterionItemProps = {
  criterion: ScoringCriterion;
  /** The criterion as it will be scored (its points' scale pinned): what each condition is worth. */
  scaled: ScoringCriterion;
  index: number;
  count: number;
  /** The server's messages about this criterion (a refused save or preview). */
  problems: readonly string[];
  onChange: (criterion: ScoringCriterion) => void;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
};

/**
 * One criterion of the editor: its weight and switch edited in place, the rest in the dialog.
 * Every control names the criterion, so "Move up" is never ambiguous to a screen reader.
 */
export function CriterionItem({
  criterion,
  scaled,
  index,
  count,
  problems,
  onChange,
  onMove,
  onEdit,
}: CriterionItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const weightId = useId();
  const controlsId = useId();
  const labels = useScoreLabels();
  const name = labels.criterion(criterion);
  /**
   * Moving re-orders the list's DOM, which can take the focus off the button just pressed; it
   * is put back, so the keyboard can press Move up again. At either end the button stays
   * focusable (aria-disabled) and does nothing.
   */
  const move = (by: -1 | 1) => {
    if (by === -1 ? index === 0 : index === count - 1) return;
    onMove(by);
    const id = `${controlsId}-${by === -1 ? 'up' : 'down'}`;
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };
  return (
    <li className={`${styles.item} ${criterion.is_active ? '' : styles.inactive}`}>
      <div className={kitStyles.toolbar}>
        <h3 className={kitStyles.cardTitle}>
          <span className={styles.position}>{index + 1}.</span> {name}
        </h3>
        <Badge tone="neutral">{t(`scoring.categories.${criterion.category}`)}</Badge>
        {criterion.is_active ? null : (
          <Badge tone="warning">{t('scoring.criteria.disabled')}</Badge>
        )}
        {criterion.decay_days ? (
          <Badge tone="info">
            {t('scoring.criteria.decayBadge', { count: criterion.decay_days })}
          </Badge>
        ) : null}
      </div>
      <div className={styles.itemControls}>
        <label className={styles.weight} htmlFor={weightId}>
          {t('scoring.criteria.weightOf', { name })}
          <input
            id={weightId}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={Number.isNaN(criterion.weight) ? '' : criterion.weight}
            onChange={(event) => onChange({ ...criterion, weight: event.target.valueAsNumber })}
          />
        </label>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={criterion.is_active}
            onChange={(event) => onChange({ ...criterion, is_active: event.target.checked })}
          />
          {t('scoring.criteria.activeOf', { name })}
        </label>
        <Button
          id={`${controlsId}-up`}
          variant="ghost"
          size="sm"
          aria-disabled={index === 0 || undefined}
          aria-label={t('scoring.criteria.moveUpOf', { name })}
          onClick={() => move(-1)}
        >
          {t('scoring.criteria.moveUp')}
        </Button>
        <Button
          id={`${controlsId}-down`}
          variant="ghost"
          size="sm"
          aria-disabled={index === count - 1 || undefined}
          aria-label={t('scoring.criteria.moveDownOf', { name })}
          onClick={() => move(1)}
        >
          {t('scoring.criteria.moveDown')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('scoring.criteria.editOf', { name })}
          onClick={onEdit}
        >
          {t('scoring.criteria.edit')}
        </Button>
      </div>
      <table className={styles.conditions}>
        <caption className="at-visually-hidden">
          {t('scoring.criteria.conditionsOf', { name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('scoring.criteria.condition')}</th>
            <th scope="col">{t('scoring.criteria.when')}</th>
            <th scope="col" className={styles.numeric}>
              {t('scoring.criteria.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {criterion.conditions.map((condition, at) => (
            // Conditions have no id of their own: their place in the list is their identity.
            <tr key={at}>
              <td>{labels.condition(condition.label)}</td>
              <td className={kitStyles.note}>
                <ConditionWhen when={condition.when} />
              </td>
              <td className={styles.numeric}>
                {conditionWorth(condition.points, scaled) === condition.points
                  ? condition.points
                  : t('scoring.criteria.pointsNow', {
                      points: condition.points,
                      worth: conditionWorth(condition.points, scaled),
                    })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.combine}>{t(`scoring.criteria.combine.${criterion.combine}`)}</p>
      {problems.length ? (
        <FailureLine as="ul" className={styles.criterionProblems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </FailureLine>
      ) : null}
    </li>
  );
}
