import type { ScoredLead } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { useScoreLabels } from '../use-score-labels';
import styles from './ScoredLeads.module.css';

/** Each active criterion's share of a lead's score, and the conditions that earned it. */
export function ScoreBreakdown({ lead }: { lead: ScoredLead }) {
  const { t } = useTranslation(NAMESPACE);
  const scoreLabels = useScoreLabels();
  return (
    <table className={styles.breakdown}>
      <caption className={styles.caption}>
        {t('scoring.scored.breakdownCaption', { name: lead.name })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('scoring.scored.criterion')}</th>
          <th scope="col" className={styles.numeric}>
            {t('scoring.scored.points')}
          </th>
          <th scope="col">{t('scoring.scored.matched')}</th>
        </tr>
      </thead>
      <tbody>
        {lead.breakdown.map((entry) => (
          <tr key={entry.key}>
            <th scope="row">{scoreLabels.name(entry)}</th>
            <td className={styles.numeric}>
              {t('scoring.scored.pointsOf', { points: entry.points, max: entry.max })}
            </td>
            <td>
              {entry.matched.length ? (
                <ul className={styles.matched}>
                  {scoreLabels.matched(entry).map((label) => (
                    <li key={label}>{label}</li>
                  ))}
                </ul>
              ) : (
                <span className={styles.muted}>{t('scoring.scored.nothingMatched')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
