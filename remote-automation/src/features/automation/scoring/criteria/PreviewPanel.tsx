import type { RescorePreview } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { GradeBadge } from '../GradeBadge';
import styles from './Criteria.module.css';

/** What saving the draft would do: how many leads change grade, and the largest moves. */
export function PreviewPanel({ preview }: { preview: RescorePreview }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.panel} aria-labelledby="scoring-preview-heading">
      <h3 id="scoring-preview-heading" className={styles.panelTitle}>
        {t('scoring.preview.title')}
      </h3>
      <p role="status">
        {t('scoring.preview.summary', {
          changed: preview.changed,
          total: preview.total,
          count: preview.changed,
        })}
      </p>
      {preview.sample.length ? (
        <table className={styles.sample}>
          <caption className={styles.caption}>{t('scoring.preview.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('scoring.preview.name')}</th>
              <th scope="col">{t('scoring.preview.score')}</th>
              <th scope="col">{t('scoring.preview.grade')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((sample) => (
              <tr key={sample.id}>
                <th scope="row">{sample.name}</th>
                <td className={styles.numeric}>
                  {t('scoring.preview.change', {
                    before: sample.score_before,
                    after: sample.score_after,
                  })}
                </td>
                <td>
                  <span className={kitStyles.inlineCheck}>
                    <GradeBadge grade={sample.grade_before} />
                    <span aria-hidden="true">→</span>
                    <span className="at-visually-hidden">{t('scoring.preview.to')}</span>
                    <GradeBadge grade={sample.grade_after} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
