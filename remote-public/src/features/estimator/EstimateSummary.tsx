import { ButtonLink } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { formatList, formatUsdRange } from '../../common/format';
import { useWeeksLabel } from '../../common/use-weeks-label';
import { NAMESPACE } from '../../i18n';
import { ISLAND } from '../../islands/estimator-attributes';
import styles from './EstimateSummary.module.css';
import { getStartedParams } from './estimate-query';
import { billableFeatures, type Estimate, type EstimateInput } from './pricing';

type SummaryProps = { input: EstimateInput; estimate: Estimate };

export function EstimateSummary({ input, estimate }: SummaryProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const weeksLabel = useWeeksLabel();
  const extras = billableFeatures(input).map((feature) => t(`estimator.features.${feature}.label`));
  const rows = [
    { key: 'type', value: t(`projectTypes.${input.projectType}`) },
    { key: 'size', value: t(`estimator.sizes.${input.size}.label`) },
    {
      key: 'features',
      value: extras.length ? formatList(extras, i18n.language) : t('estimator.summary.noExtras'),
    },
    { key: 'design', value: t(`estimator.design.${input.design}.label`) },
    { key: 'timeline', value: t(`estimator.timelines.${input.timeline}.label`) },
  ];

  return (
    // A named section, not an <aside>: inside <main> a complementary landmark is not top-level.
    <section
      id="estimate-summary"
      aria-labelledby="estimate-summary-title"
      className={styles.summary}
    >
      <h2 id="estimate-summary-title" className={styles.title}>
        {t('estimator.summary.title')}
      </h2>
      <div aria-live="polite" aria-atomic="true" className={styles.figures}>
        <p className={styles.price} {...{ [ISLAND.shows]: 'price' }}>
          {formatUsdRange(estimate.price, i18n.language)}
        </p>
        <p className={styles.weeks} {...{ [ISLAND.shows]: 'duration' }}>
          {t('estimator.summary.duration', { weeks: weeksLabel(estimate.weeks) })}
        </p>
      </div>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt>{t(`estimator.summary.rows.${row.key}`)}</dt>
            <dd {...{ [ISLAND.shows]: `row-${row.key}` }}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink
        to={`/get-started?${getStartedParams(input, estimate)}`}
        size="lg"
        isBlock
        className={styles.send}
        {...{ [ISLAND.shows]: 'send' }}
      >
        {t('estimator.summary.send')}
      </ButtonLink>
      <p className={styles.disclaimer}>{t('estimator.summary.disclaimer')}</p>
    </section>
  );
}

/** On small screens the summary sits below the options, so the price follows the visitor. */
export function EstimateBar({ estimate }: { estimate: Estimate }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <div className={styles.bar}>
      <span>
        <span className={styles.barLabel}>{t('estimator.summary.title')}</span>
        <strong className={styles.barPrice} {...{ [ISLAND.shows]: 'price' }}>
          {formatUsdRange(estimate.price, i18n.language)}
        </strong>
      </span>
      <a href="#estimate-summary" className={styles.barLink}>
        {t('estimator.summary.review')}
      </a>
    </div>
  );
}
